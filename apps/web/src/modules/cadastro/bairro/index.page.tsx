import { bairroResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function BairroIndexPage() {
  return <ResourceIndexPage resource={bairroResource} />;
}
