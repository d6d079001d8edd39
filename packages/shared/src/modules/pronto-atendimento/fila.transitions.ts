import { type EfeitoFilaGeral, type PermissaoAcaoFila, perfilDeFila } from '../../fila.js';

/**
 * The waiting queue (spec 000 §2.6, §4; 001 §3 "Queue entry", §4). One entry per patient and queue
 * (municipality, module, sector type, cost centre); its life is the patient profile of the one transitions
 * table of every queue (packages/shared/src/fila.ts): which action, from which status, to which, and what it
 * does besides. The server applies it in one conditional UPDATE; the screen reads it to offer only the
 * allowed actions. The spec gives EM_ESPERA = 1 and EM_ATENDIMENTO = 2; the
 * other values are ours (decision 0006).
 */
export const StatusFila = {
  EM_ESPERA: 1,
  EM_ATENDIMENTO: 2,
  FINALIZADO: 3,
  EVADIDO: 4,
  ENCAMINHADO: 5,
} as const;
export type StatusFilaId = (typeof StatusFila)[keyof typeof StatusFila];

export const StatusFilaNome: Record<StatusFilaId, string> = {
  1: 'Em espera',
  2: 'Em atendimento',
  3: 'Finalizado',
  4: 'Evadido',
  5: 'Encaminhado',
};

/** The entries still in a queue: at most one per patient and queue (a partial unique index holds it). */
export const STATUS_FILA_ATIVOS: readonly StatusFilaId[] = [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO];

/**
 * Spec 001 §4 "Queue actions: answer, send back, forward, evade, undo evade, finalize", plus the call and the
 * FAA's cancellation (issue 24: not offered on the queue screen, applied by reabertura-atendimento).
 */
export type AcaoFila = 'chamar' | 'atender' | 'devolver' | 'encaminhar' | 'evadir' | 'desfazerEvasao' | 'finalizar' | 'cancelar';

export interface TransicaoFila {
  acao: AcaoFila;
  de: readonly StatusFilaId[];
  /** null: the status stays (a call). */
  para: StatusFilaId | null;
  /** What else changes, applied by the server in the same statement or transaction. */
  efeitos: readonly EfeitoFila[];
  /** The permission action on `pronto-atendimento-fila` (or the module's queue) that allows it. */
  permissao: PermissaoAcaoFila;
  rotulo: string;
  /** Applied by the module itself (the FAA's cancellation), never offered on the queue screen. */
  interna?: true;
}

/** The effects a patient queue's rows have (the core table's vocabulary, packages/shared/src/fila.ts). */
export type EfeitoFila = Extract<
  EfeitoFilaGeral,
  'contarChamada' | 'marcarAtendimento' | 'liberarAtendente' | 'registrarEvasao' | 'limparEvasao' | 'criarEntradaDestino' | 'registrarSaida'
>;

/**
 * The patient queue's profile of the one transitions table (packages/shared/src/fila.ts): a call keeps the
 * status, forwarding closes this entry (ENCAMINHADO) and opens one in the target queue.
 */
const perfil = perfilDeFila<AcaoFila, StatusFilaId, EfeitoFila>({
  tipo: 'paciente',
  status: StatusFila,
  nome: 'fila',
  recusa: (acao, status) => MENSAGENS_FILA.transicaoInvalida(acao, status),
});

export const TRANSICOES_FILA = perfil.transicoes as readonly TransicaoFila[];

export const MENSAGENS_FILA = {
  transicaoInvalida: (acao: AcaoFila, status: StatusFilaId) =>
    `Não é possível ${ROTULO_VERBO[acao]} uma entrada ${ESTADO_DA_ENTRADA[status]}.`,
  desconhecidoNaoChama: 'Paciente não identificado não pode ser chamado pelo nome. Atenda pela ordem da fila.',
  jaNaFila: 'O paciente já está nesta fila.',
  motivoEvasaoObrigatorio: 'O campo Motivo da evasão é obrigatório.',
  motivoEvasaoLongo: 'Motivo da evasão deve conter no máximo 500 caracteres',
  naoEncontrada: 'Entrada da fila não encontrada.',
  alterada: 'A fila mudou enquanto você agia: a entrada já não está no mesmo estado. A lista foi atualizada.',
} as const;

const ESTADO_DA_ENTRADA: Record<StatusFilaId, string> = {
  1: 'em espera',
  2: 'em atendimento',
  3: 'finalizada',
  4: 'evadida',
  5: 'encaminhada',
};

const ROTULO_VERBO: Record<AcaoFila, string> = {
  chamar: 'chamar',
  atender: 'atender',
  devolver: 'devolver à fila',
  encaminhar: 'encaminhar',
  evadir: 'registrar a evasão de',
  desfazerEvasao: 'cancelar a evasão de',
  finalizar: 'finalizar',
  cancelar: 'cancelar',
};

export const transicaoFila = perfil.transicao as (acao: AcaoFila) => TransicaoFila;

/** The status after the action, or an error message (pt-BR) when the entry's status does not allow it. */
export const aplicarTransicao: (
  acao: AcaoFila,
  status: StatusFilaId,
) => { ok: true; para: StatusFilaId } | { ok: false; mensagem: string } = perfil.aplicar;

/** The actions a screen may offer for an entry in this status. */
export const acoesPermitidas: (status: StatusFilaId) => AcaoFila[] = perfil.acoesPermitidas;

/** Spec 000 §9: evasion reason at most 500 characters. */
export const MOTIVO_EVASAO_MAX = 500;
