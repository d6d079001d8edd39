import { UsuarioForm } from './usuario.form';

export default function UsuarioCreatePage() {
  return <UsuarioForm />;
}
