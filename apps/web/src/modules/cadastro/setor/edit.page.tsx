import { useParams } from 'react-router';
import { SetorForm } from './setor.form';

export default function SetorEditPage() {
  const { id } = useParams();
  return <SetorForm key={id} id={Number(id)} />;
}
