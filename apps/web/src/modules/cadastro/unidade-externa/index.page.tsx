import { unidadeExternaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/unidade-externa/index: searchable by name, CNES or municipality. */
export default function UnidadeExternaIndexPage() {
  return <ResourceIndexPage resource={unidadeExternaResource} />;
}
