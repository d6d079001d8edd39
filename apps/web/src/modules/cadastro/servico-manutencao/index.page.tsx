import { servicoManutencaoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function ServicoManutencaoIndexPage() {
  return <ResourceIndexPage resource={servicoManutencaoResource} />;
}
