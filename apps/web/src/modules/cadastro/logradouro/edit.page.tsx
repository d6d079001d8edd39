import { useParams } from 'react-router';
import { LogradouroForm } from './logradouro.form';

export default function LogradouroEditPage() {
  const { id } = useParams();
  return <LogradouroForm key={id} id={Number(id)} />;
}
