import { IMU, MENSAGENS_FILA_VACINACAO, SetorTipo } from '@saude/shared';
import { filaDeChegada } from '../../fila/index.js';
import { painelDaChegada } from '../../painel-senha/index.js';
import { imunizacaoAtendimento } from './fila.table.js';

/** The queue engine's `modulo` of the vaccination rooms' entries (the record finishes them with it). */
export const MODULO_IMUNIZACAO = 'imunizacao';

/**
 * The vaccination room's queue (spec 000 §2.3 imunizacao `fila-atendimento`; issue 20): a counter queue of the
 * engine (fila.chegada.ts) at a cost centre of sector type VACINACAO; "Atender" opens the vaccination record,
 * saving it finishes the entry. A kiosk ticket of a vaccination room's location comes to its "Incluir paciente".
 */
export const filaVacinacao = filaDeChegada({
  modulo: MODULO_IMUNIZACAO,
  setorTipoId: SetorTipo.VACINACAO,
  // a vaccination room receives a location's reception tickets only where no other reception claims it (a UBS
  // room): at the polyclinic they go to the outpatient reception, whose unit-wide claim has precedence 0
  precedenciaSenhas: -1,
  tabela: imunizacaoAtendimento,
  painel: painelDaChegada,
  base: '/api/imunizacao/fila-atendimento',
  urlChamada: '/api/imunizacao/chamada',
  tags: ['imunizacao/fila-atendimento'],
  permissoes: { ver: IMU.filaVer, editar: IMU.filaEditar },
  mensagens: MENSAGENS_FILA_VACINACAO,
  tela: '/imunizacao/fila-atendimento/index',
});
