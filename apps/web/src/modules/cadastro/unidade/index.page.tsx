import { formatTelefone, unidadeResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/unidade/index: the health units, searchable by name or CNES, filtered by type. */
export default function UnidadeIndexPage() {
  return <ResourceIndexPage resource={unidadeResource} render={{ telefone: (v: string | null) => formatTelefone(v) }} />;
}
