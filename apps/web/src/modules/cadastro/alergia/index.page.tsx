import { alergiaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function AlergiaIndexPage() {
  return <ResourceIndexPage resource={alergiaResource} />;
}
