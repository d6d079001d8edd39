import { useParams } from 'react-router';
import { AssistenciaSocialForm } from './assistencia-social.form';

export default function AssistenciaSocialEditPage() {
  const { id } = useParams();
  return <AssistenciaSocialForm key={id} id={Number(id)} />;
}
