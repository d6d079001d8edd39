import { useParams } from 'react-router';
import { EspecialidadeForm } from './especialidade.form';

export default function EspecialidadeEditPage() {
  const { id } = useParams();
  return <EspecialidadeForm key={id} id={Number(id)} />;
}
