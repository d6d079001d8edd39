import { SupervisorEdit } from '../../../components/supervisor';
import { SUPERVISORES_AMBULATORIO } from './supervisor.api';

/** ambulatorio/supervisor/edit/{id}: the supervisor, with its removal. */
export default function SupervisorEditPage() {
  return <SupervisorEdit modulo={SUPERVISORES_AMBULATORIO} />;
}
