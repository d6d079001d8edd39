import { servicoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function ServicoIndexPage() {
  return <ResourceIndexPage resource={servicoResource} />;
}
