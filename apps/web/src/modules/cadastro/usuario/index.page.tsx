import { formatCpf, usuarioResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/usuario/index: the municipality's logins, searched by name, login or CPF. */
export default function UsuarioIndexPage() {
  return <ResourceIndexPage resource={usuarioResource} render={{ cpf: (v: string | null) => (v ? formatCpf(v) : '') }} />;
}
