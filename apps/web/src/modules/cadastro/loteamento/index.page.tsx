import { formatCep, loteamentoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/loteamento/index: search by name or neighbourhood. */
export default function LoteamentoIndexPage() {
  return <ResourceIndexPage resource={loteamentoResource} render={{ cep: (v: string | null) => (v ? formatCep(v) : '') }} />;
}
