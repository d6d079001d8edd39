import { useParams } from 'react-router';
import { ObitoForm } from './obito.form';

export default function ObitoEditPage() {
  const { id } = useParams();
  return <ObitoForm key={id} id={Number(id)} />;
}
