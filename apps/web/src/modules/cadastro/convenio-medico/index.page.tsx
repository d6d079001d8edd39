import { convenioMedicoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function ConvenioMedicoIndexPage() {
  return <ResourceIndexPage resource={convenioMedicoResource} />;
}
