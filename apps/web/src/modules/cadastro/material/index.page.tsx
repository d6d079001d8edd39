import { materialResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function MaterialIndexPage() {
  return <ResourceIndexPage resource={materialResource} />;
}
