import { type EfeitoFilaGeral, perfilDeFila } from '../../fila.js';

/**
 * A kiosk ticket's life (issue 7): the ticket profile of the one transitions table of every queue
 * (packages/shared/src/fila.ts): which action, from which status, to which, and what it does besides. The server applies it
 * in one conditional UPDATE; the screen reads it to offer only the allowed actions.
 *
 * "Call next" takes the first waiting ticket (priority weight, then arrival) and holds it for the counter
 * (CHAMADA), so two counters calling at the same instant never get the same ticket. "Call again" repeats
 * the call (counted). Forwarding moves the ticket, with its code, to another queue where it waits again.
 */
export const StatusSenha = {
  EM_ESPERA: 1,
  EM_ATENDIMENTO: 2,
  FINALIZADA: 3,
  EVADIDA: 4,
  CHAMADA: 5,
} as const;
export type StatusSenhaId = (typeof StatusSenha)[keyof typeof StatusSenha];

export const StatusSenhaNome: Record<StatusSenhaId, string> = {
  1: 'Em espera',
  2: 'Em atendimento',
  3: 'Finalizada',
  4: 'Não compareceu',
  5: 'Chamada',
};

/** Tickets still in a queue. */
export const STATUS_SENHA_ATIVOS: readonly StatusSenhaId[] = [StatusSenha.EM_ESPERA, StatusSenha.CHAMADA, StatusSenha.EM_ATENDIMENTO];

/**
 * chamar: call a waiting ticket to the counter (the "call next" picks it); rechamar: call it again;
 * atender: the holder came to the counter; devolver: back to the queue (keeps its place by weight and
 * arrival); encaminhar: to another queue (an encaminhamento route); evadir: did not come / left;
 * finalizar: done.
 */
export type AcaoSenha = 'chamar' | 'rechamar' | 'atender' | 'devolver' | 'encaminhar' | 'evadir' | 'finalizar';

/** The effects a ticket's rows have (the core table's vocabulary, packages/shared/src/fila.ts). */
export type EfeitoSenha = Extract<
  EfeitoFilaGeral,
  'contarChamada' | 'marcarAtendimento' | 'liberarAtendente' | 'registrarEvasao' | 'mudarDeFila' | 'registrarSaida'
>;

export interface TransicaoSenha {
  acao: AcaoSenha;
  de: readonly StatusSenhaId[];
  /** null: the status stays (call again). */
  para: StatusSenhaId | null;
  efeitos: readonly EfeitoSenha[];
  rotulo: string;
}

/**
 * The ticket profile: "call next" holds the ticket for the counter (CHAMADA), forwarding moves the ticket
 * itself to the target queue, where it waits again.
 */
const perfil = perfilDeFila<AcaoSenha, StatusSenhaId, EfeitoSenha>({
  tipo: 'senha',
  status: {
    EM_ESPERA: StatusSenha.EM_ESPERA,
    EM_ATENDIMENTO: StatusSenha.EM_ATENDIMENTO,
    FINALIZADO: StatusSenha.FINALIZADA,
    EVADIDO: StatusSenha.EVADIDA,
    CHAMADA: StatusSenha.CHAMADA,
  },
  nome: 'senha',
  recusa: (acao, status) => MENSAGENS_SENHA.transicaoInvalida(acao, status),
});

export const TRANSICOES_SENHA = perfil.transicoes as readonly TransicaoSenha[];

const ESTADO: Record<StatusSenhaId, string> = {
  1: 'em espera',
  2: 'em atendimento',
  3: 'finalizada',
  4: 'encerrada por não comparecimento',
  5: 'já chamada',
};

const VERBO: Record<AcaoSenha, string> = {
  chamar: 'chamar',
  rechamar: 'chamar novamente',
  atender: 'atender',
  devolver: 'devolver à fila',
  encaminhar: 'encaminhar',
  evadir: 'registrar o não comparecimento de',
  finalizar: 'finalizar',
};

export const MENSAGENS_SENHA = {
  transicaoInvalida: (acao: AcaoSenha, status: StatusSenhaId) => `Não é possível ${VERBO[acao]} uma senha ${ESTADO[status]}.`,
  naoEncontrada: 'Senha não encontrada.',
  alterada: 'A fila mudou enquanto você agia: a senha já não está no mesmo estado. A lista foi atualizada.',
  filaVazia: 'Não há senhas aguardando nesta fila.',
  motivoEvasaoObrigatorio: 'O campo Motivo é obrigatório.',
  motivoEvasaoLongo: 'Motivo deve conter no máximo 500 caracteres',
  encaminhamentoInvalido: 'Não há encaminhamento cadastrado desta fila para o destino escolhido.',
  opcaoChamadaInvalida: 'Local de chamada não encontrado nesta fila.',
} as const;

export const transicaoSenha = perfil.transicao as (acao: AcaoSenha) => TransicaoSenha;

/** The status after the action, or the pt-BR refusal when the ticket's status does not allow it. */
export const aplicarTransicaoSenha: (
  acao: AcaoSenha,
  status: StatusSenhaId,
) => { ok: true; para: StatusSenhaId } | { ok: false; mensagem: string } = perfil.aplicar;

/** The actions a screen may offer for a ticket in this status. */
export const acoesSenhaPermitidas: (status: StatusSenhaId) => AcaoSenha[] = perfil.acoesPermitidas;
