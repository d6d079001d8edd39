import { AMB } from '@saude/shared';
import type { SupervisoresDoModulo } from '../../../components/supervisor';

/** The outpatient clinic's supervisor screen (components/supervisor draws it). */
export const SUPERVISORES_AMBULATORIO: SupervisoresDoModulo = {
  modulo: 'ambulatorio',
  rotulo: 'Supervisor do ambulatório.',
  descricao: 'Supervisores do ambulatório: autorizam o agendamento de quem atingiu o limite de faltas.',
  permissaoEditar: AMB.supervisorEditar,
};
