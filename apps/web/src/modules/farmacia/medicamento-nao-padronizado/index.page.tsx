import { medicamentoNaoPadronizadoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function MedicamentoNaoPadronizadoIndexPage() {
  return <ResourceIndexPage resource={medicamentoNaoPadronizadoResource} />;
}
