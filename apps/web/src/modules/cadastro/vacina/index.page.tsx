import { vacinaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function VacinaIndexPage() {
  return <ResourceIndexPage resource={vacinaResource} />;
}
