import { jornadaSituacaoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function JornadaSituacaoIndexPage() {
  return <ResourceIndexPage resource={jornadaSituacaoResource} />;
}
