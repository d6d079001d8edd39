import { useParams } from 'react-router';
import { MotivoBaixaForm } from './motivo-baixa.form';

export default function MotivoBaixaEditPage() {
  const { id } = useParams();
  return <MotivoBaixaForm key={id} id={Number(id)} />;
}
