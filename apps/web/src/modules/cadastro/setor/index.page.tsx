import { setorResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/setor/index. */
export default function SetorIndexPage() {
  return <ResourceIndexPage resource={setorResource} />;
}
