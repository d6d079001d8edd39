import { useParams } from 'react-router';
import { ExameForm } from './exame.form';

export default function ExameEditPage() {
  const { id } = useParams();
  return <ExameForm key={id} id={Number(id)} />;
}
