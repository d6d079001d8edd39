import { grupoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function GrupoIndexPage() {
  return <ResourceIndexPage resource={grupoResource} />;
}
