import { useParams } from 'react-router';
import { ProcedimentoForm } from './procedimento.form';

export default function ProcedimentoEditPage() {
  const { id } = useParams();
  return <ProcedimentoForm key={id} id={Number(id)} />;
}
