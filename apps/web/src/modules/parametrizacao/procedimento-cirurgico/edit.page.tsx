import { useParams } from 'react-router';
import { ProcedimentoCirurgicoForm } from './procedimento-cirurgico.form';

export default function ProcedimentoCirurgicoEditPage() {
  const { id } = useParams();
  return <ProcedimentoCirurgicoForm key={id} id={Number(id)} />;
}
