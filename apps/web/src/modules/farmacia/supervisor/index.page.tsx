import { SupervisoresIndex } from '../../../components/supervisor';
import { SUPERVISORES_FARMACIA } from './supervisor.api';

/** farmacia/supervisor/index (spec 000 §2.3): the pharmacy's supervisors. */
export default function SupervisorFarmaciaIndexPage() {
  return <SupervisoresIndex modulo={SUPERVISORES_FARMACIA} />;
}
