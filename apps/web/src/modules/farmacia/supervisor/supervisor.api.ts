import { FAR } from '@saude/shared';
import type { SupervisoresDoModulo } from '../../../components/supervisor';

/** The pharmacy's supervisor screen (components/supervisor draws it). */
export const SUPERVISORES_FARMACIA: SupervisoresDoModulo = {
  modulo: 'farmacia',
  rotulo: 'Supervisor da farmácia.',
  descricao:
    'Farmacêuticos responsáveis: autorizam, com login e senha, a retirada antes do prazo (a data da próxima retirada calculada na dispensação).',
  permissaoEditar: FAR.supervisorEditar,
};
