import { SupervisorEdit } from '../../../components/supervisor';
import { SUPERVISORES_FARMACIA } from './supervisor.api';

/** farmacia/supervisor/edit/{id}: the supervisor, with its removal. */
export default function SupervisorFarmaciaEditPage() {
  return <SupervisorEdit modulo={SUPERVISORES_FARMACIA} />;
}
