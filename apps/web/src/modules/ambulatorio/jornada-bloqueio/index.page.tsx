import { jornadaBloqueioResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function JornadaBloqueioIndexPage() {
  return <ResourceIndexPage resource={jornadaBloqueioResource} />;
}
