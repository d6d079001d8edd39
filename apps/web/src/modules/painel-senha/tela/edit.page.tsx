import { useParams } from 'react-router';
import { TelaForm } from './tela.form';

export default function TelaEditPage() {
  const { id } = useParams();
  return <TelaForm key={id} id={Number(id)} />;
}
