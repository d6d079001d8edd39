import { useParams } from 'react-router';
import { PapelForm } from './papel.form';

export default function PapelEditPage() {
  const { id } = useParams();
  return <PapelForm key={id} id={Number(id)} />;
}
