import { SupervisorCreate } from '../../../components/supervisor';
import { SUPERVISORES_FARMACIA } from './supervisor.api';

/** farmacia/supervisor/create: picks a user (not yet a supervisor of the pharmacy) by name or login. */
export default function SupervisorFarmaciaCreatePage() {
  return <SupervisorCreate modulo={SUPERVISORES_FARMACIA} />;
}
