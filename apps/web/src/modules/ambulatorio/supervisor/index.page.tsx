import { SupervisoresIndex } from '../../../components/supervisor';
import { SUPERVISORES_AMBULATORIO } from './supervisor.api';

/**
 * ambulatorio/supervisor/index (spec 000 §2.3): who supervises the outpatient clinic — a supervisor books the
 * patient the no-show policy holds back (parametrização).
 */
export default function SupervisorIndexPage() {
  return <SupervisoresIndex modulo={SUPERVISORES_AMBULATORIO} />;
}
