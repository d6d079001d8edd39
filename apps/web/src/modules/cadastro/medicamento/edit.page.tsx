import { useParams } from 'react-router';
import { MedicamentoForm } from './medicamento.form';

export default function MedicamentoEditPage() {
  const { id } = useParams();
  return <MedicamentoForm key={id} id={Number(id)} />;
}
