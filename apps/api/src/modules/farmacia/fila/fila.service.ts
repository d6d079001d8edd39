import { FAR, MENSAGENS_FILA_FARMACIA, SetorTipo } from '@saude/shared';
import { filaDeChegada } from '../../fila/index.js';
import { painelDaChegada } from '../../painel-senha/index.js';
import { farmaciaAtendimento } from './fila.table.js';

/** The queue engine's `modulo` of the pharmacy's entries (dispensing finishes them with it). */
export const MODULO_FARMACIA = 'farmacia';

/**
 * The pharmacy queue (spec 000 §2.3 `fila-atendimento`; issue 19) of the session's pharmacy: a counter queue of the
 * engine (fila.chegada.ts) at a cost centre of sector type FARMACIA; "Atender" opens the dispensing, whose store
 * finishes the entry. A kiosk ticket of a pharmacy's location comes to its "Incluir paciente na fila".
 */
export const filaFarmacia = filaDeChegada({
  modulo: MODULO_FARMACIA,
  setorTipoId: SetorTipo.FARMACIA,
  tabela: farmaciaAtendimento,
  painel: painelDaChegada,
  base: '/api/farmacia/fila-atendimento',
  urlChamada: '/api/farmacia/chamada',
  tags: ['farmacia/fila-atendimento'],
  permissoes: { ver: FAR.filaVer, editar: FAR.filaEditar },
  mensagens: MENSAGENS_FILA_FARMACIA,
  tela: '/farmacia/fila-atendimento/index',
});
