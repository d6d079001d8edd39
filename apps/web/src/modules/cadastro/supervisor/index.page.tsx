import { supervisorResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/supervisor/index: who supervises which module. */
export default function SupervisorIndexPage() {
  return <ResourceIndexPage resource={supervisorResource} />;
}
