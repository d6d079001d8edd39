import { useParams } from 'react-router';
import { UsuarioForm } from './usuario.form';

export default function UsuarioEditPage() {
  const { id } = useParams();
  return <UsuarioForm key={id} id={Number(id)} />;
}
