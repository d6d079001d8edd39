import { jornadaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function JornadaIndexPage() {
  return <ResourceIndexPage resource={jornadaResource} />;
}
