import { SupervisorCreate } from '../../../components/supervisor';
import { SUPERVISORES_AMBULATORIO } from './supervisor.api';

/** ambulatorio/supervisor/create: picks a user (not yet a supervisor of the clinic) by name or login. */
export default function SupervisorCreatePage() {
  return <SupervisorCreate modulo={SUPERVISORES_AMBULATORIO} />;
}
