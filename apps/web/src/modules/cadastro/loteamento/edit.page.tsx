import { useParams } from 'react-router';
import { LoteamentoForm } from './loteamento.form';

export default function LoteamentoEditPage() {
  const { id } = useParams();
  return <LoteamentoForm key={id} id={Number(id)} />;
}
