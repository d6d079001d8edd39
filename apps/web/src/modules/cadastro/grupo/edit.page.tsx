import { useParams } from 'react-router';
import { GrupoForm } from './grupo.form';

export default function GrupoEditPage() {
  const { id } = useParams();
  return <GrupoForm key={id} id={Number(id)} />;
}
