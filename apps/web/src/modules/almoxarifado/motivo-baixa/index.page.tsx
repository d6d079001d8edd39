import { motivoBaixaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function MotivoBaixaIndexPage() {
  return <ResourceIndexPage resource={motivoBaixaResource} />;
}
