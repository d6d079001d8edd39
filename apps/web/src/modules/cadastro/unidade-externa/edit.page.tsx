import { useParams } from 'react-router';
import { UnidadeExternaForm } from './unidade-externa.form';

export default function UnidadeExternaEditPage() {
  const { id } = useParams();
  return <UnidadeExternaForm key={id} id={Number(id)} />;
}
