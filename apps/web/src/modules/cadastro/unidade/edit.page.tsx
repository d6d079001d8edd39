import { useParams } from 'react-router';
import { UnidadeForm } from './unidade.form';

export default function UnidadeEditPage() {
  const { id } = useParams();
  return <UnidadeForm key={id} id={Number(id)} />;
}
