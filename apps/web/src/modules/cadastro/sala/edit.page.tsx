import { useParams } from 'react-router';
import { SalaForm } from './sala.form';

export default function SalaEditPage() {
  const { id } = useParams();
  return <SalaForm key={id} id={Number(id)} />;
}
