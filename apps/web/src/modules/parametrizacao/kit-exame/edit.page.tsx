import { useParams } from 'react-router';
import { KitExameForm } from './kit-exame.form';

export default function KitExameEditPage() {
  const { id } = useParams();
  return <KitExameForm key={id} id={Number(id)} />;
}
