import { useParams } from 'react-router';
import { PrioridadeForm } from './prioridade.form';

export default function PrioridadeEditPage() {
  const { id } = useParams();
  return <PrioridadeForm key={id} id={Number(id)} />;
}
