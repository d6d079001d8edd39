/**
 * A kiosk ticket's life (issue 7), in the same shape as the patient queue (pronto-atendimento/fila.transitions):
 * a pure table of which action, from which status, to which, and what it does besides. The server applies it
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

export type EfeitoSenha =
  | 'contarChamada' // chamadas + 1, last call, the counter (opcao_chamada) and user, rows for the screens
  | 'marcarAtendimento' // atendida_em (first time), user
  | 'liberarGuiche' // opcao_chamada and user cleared
  | 'registrarEvasao' // motivo (required, ≤ 500), evadida_em
  | 'mudarDeFila' // centro_custo_id = the route's destination
  | 'registrarFim'; // finalizada_em

export interface TransicaoSenha {
  acao: AcaoSenha;
  de: readonly StatusSenhaId[];
  /** null: the status stays (call again). */
  para: StatusSenhaId | null;
  efeitos: readonly EfeitoSenha[];
  rotulo: string;
}

const { EM_ESPERA, EM_ATENDIMENTO, FINALIZADA, EVADIDA, CHAMADA } = StatusSenha;

export const TRANSICOES_SENHA: readonly TransicaoSenha[] = [
  { acao: 'chamar', de: [EM_ESPERA], para: CHAMADA, efeitos: ['contarChamada'], rotulo: 'Chamar' },
  { acao: 'rechamar', de: [CHAMADA, EM_ATENDIMENTO], para: null, efeitos: ['contarChamada'], rotulo: 'Chamar novamente' },
  { acao: 'atender', de: [EM_ESPERA, CHAMADA], para: EM_ATENDIMENTO, efeitos: ['marcarAtendimento'], rotulo: 'Atender' },
  { acao: 'devolver', de: [CHAMADA, EM_ATENDIMENTO], para: EM_ESPERA, efeitos: ['liberarGuiche'], rotulo: 'Devolver à fila' },
  {
    acao: 'encaminhar',
    de: [EM_ESPERA, CHAMADA, EM_ATENDIMENTO],
    para: EM_ESPERA,
    efeitos: ['mudarDeFila', 'liberarGuiche'],
    rotulo: 'Encaminhar',
  },
  {
    acao: 'evadir',
    de: [EM_ESPERA, CHAMADA, EM_ATENDIMENTO],
    para: EVADIDA,
    efeitos: ['registrarEvasao', 'liberarGuiche'],
    rotulo: 'Não compareceu',
  },
  { acao: 'finalizar', de: [EM_ATENDIMENTO], para: FINALIZADA, efeitos: ['registrarFim'], rotulo: 'Finalizar' },
];

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
  motivoEvasaoObrigatorio: 'Motivo é obrigatório',
  motivoEvasaoLongo: 'Motivo deve conter no máximo 500 caracteres',
  encaminhamentoInvalido: 'Não há encaminhamento cadastrado desta fila para o destino escolhido.',
  opcaoChamadaInvalida: 'Local de chamada não encontrado nesta fila.',
} as const;

export function transicaoSenha(acao: AcaoSenha): TransicaoSenha {
  const t = TRANSICOES_SENHA.find((x) => x.acao === acao);
  if (!t) throw new Error(`ação de senha desconhecida: ${acao}`);
  return t;
}

/** The status after the action, or the pt-BR refusal when the ticket's status does not allow it. */
export function aplicarTransicaoSenha(
  acao: AcaoSenha,
  status: StatusSenhaId,
): { ok: true; para: StatusSenhaId } | { ok: false; mensagem: string } {
  const t = transicaoSenha(acao);
  if (!t.de.includes(status)) return { ok: false, mensagem: MENSAGENS_SENHA.transicaoInvalida(acao, status) };
  return { ok: true, para: t.para ?? status };
}

/** The actions a screen may offer for a ticket in this status. */
export const acoesSenhaPermitidas = (status: StatusSenhaId): AcaoSenha[] =>
  TRANSICOES_SENHA.filter((t) => t.de.includes(status)).map((t) => t.acao);
