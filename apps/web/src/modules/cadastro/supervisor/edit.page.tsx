import { useParams } from 'react-router';
import { SupervisorForm } from './supervisor.form';

export default function SupervisorEditPage() {
  const { id } = useParams();
  return <SupervisorForm key={id} id={Number(id)} />;
}
