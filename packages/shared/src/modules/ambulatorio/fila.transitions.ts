import { perfilDeFila } from '../../fila.js';
import { type AcaoFila, MENSAGENS_FILA, StatusFila, type StatusFilaId } from '../pronto-atendimento/index.js';

/**
 * The outpatient queue (issue 17; spec 001 §7 "fila: list, evade, undo-evade, send-back, delete"): the
 * `ambulatorio` kind of the one transitions table (packages/shared/src/fila.ts) — the patient rows plus
 * "Excluir da fila" for a waiting entry. Same statuses and messages as the patient queues.
 */
export type AcaoFilaAmbulatorio = AcaoFila | 'excluir';

const ROTULO: Record<AcaoFilaAmbulatorio, string> = {
  chamar: 'chamar',
  atender: 'atender',
  devolver: 'devolver à fila',
  encaminhar: 'encaminhar',
  evadir: 'registrar a evasão de',
  desfazerEvasao: 'cancelar a evasão de',
  finalizar: 'finalizar',
  cancelar: 'cancelar',
  excluir: 'excluir da fila',
};
const ESTADO: Record<StatusFilaId, string> = {
  1: 'em espera',
  2: 'em atendimento',
  3: 'finalizada',
  4: 'evadida',
  5: 'encaminhada',
};

export const MENSAGENS_FILA_AMBULATORIO = {
  ...MENSAGENS_FILA,
  transicaoInvalida: (acao: AcaoFilaAmbulatorio, status: StatusFilaId) => `Não é possível ${ROTULO[acao]} uma entrada ${ESTADO[status]}.`,
  excluida: 'Paciente excluído da fila.',
} as const;

const perfil = perfilDeFila<AcaoFilaAmbulatorio, StatusFilaId>({
  tipo: 'ambulatorio',
  status: StatusFila,
  nome: 'fila do ambulatório',
  recusa: (acao, status) => MENSAGENS_FILA_AMBULATORIO.transicaoInvalida(acao, status),
});

export const TRANSICOES_FILA_AMBULATORIO = perfil.transicoes;
export const transicaoFilaAmbulatorio = perfil.transicao;
export const aplicarTransicaoAmbulatorio = perfil.aplicar;
/** The actions the outpatient queue screen may offer for an entry in this status. */
export const acoesFilaAmbulatorio = perfil.acoesPermitidas;
