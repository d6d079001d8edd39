import { laboratorioResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function LaboratorioIndexPage() {
  return <ResourceIndexPage resource={laboratorioResource} />;
}
