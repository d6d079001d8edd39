import { medicamentoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function MedicamentoIndexPage() {
  return <ResourceIndexPage resource={medicamentoResource} />;
}
