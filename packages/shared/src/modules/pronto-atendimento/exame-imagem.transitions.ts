import { StatusExameImagem } from './clinico.js';

/**
 * The life of an imaging request of the FAA (issue 6, exame-imagem): requested, performed, reported, or
 * cancelled before it was performed. The report needs the execution first (a film not yet taken has no
 * report), and an exam already performed is not cancelled: its report is what is pending. The server
 * applies this table in a conditional UPDATE; the edit screen reads it to offer only the allowed actions.
 */
export type StatusExameImagemId = (typeof StatusExameImagem)[keyof typeof StatusExameImagem];
export type AcaoExameImagem = 'realizar' | 'laudar' | 'cancelar';

export interface TransicaoExameImagem {
  acao: AcaoExameImagem;
  de: readonly StatusExameImagemId[];
  para: StatusExameImagemId;
  rotulo: string;
}

const { SOLICITADO, REALIZADO, LAUDADO, CANCELADO } = StatusExameImagem;

export const TRANSICOES_EXAME_IMAGEM: readonly TransicaoExameImagem[] = [
  { acao: 'realizar', de: [SOLICITADO], para: REALIZADO, rotulo: 'Registrar realização' },
  { acao: 'laudar', de: [REALIZADO], para: LAUDADO, rotulo: 'Registrar laudo' },
  { acao: 'cancelar', de: [SOLICITADO], para: CANCELADO, rotulo: 'Cancelar solicitação' },
];

const ESTADO: Record<StatusExameImagemId, string> = {
  1: 'solicitado',
  2: 'realizado',
  3: 'laudado',
  4: 'cancelado',
};

const VERBO: Record<AcaoExameImagem, string> = {
  realizar: 'registrar a realização de',
  laudar: 'registrar o laudo de',
  cancelar: 'cancelar',
};

export const MENSAGENS_EXAME_IMAGEM = {
  transicaoInvalida: (acao: AcaoExameImagem, status: StatusExameImagemId) =>
    acao === 'laudar' && status === SOLICITADO
      ? 'Registre a realização do exame antes do laudo.'
      : `Não é possível ${VERBO[acao]} um exame ${ESTADO[status]}.`,
  alterado: 'O exame mudou enquanto você o editava. Os dados foram atualizados.',
  naoEncontrado: 'Exame de imagem não encontrado.',
  naoImagem: 'Procedimento deve ser um exame de imagem (radiologia, ultrassonografia, tomografia ou ressonância magnética).',
  realizadoAntesDaSolicitacao: 'Data da realização não pode ser anterior à solicitação.',
  realizadoFuturo: 'Data da realização não pode ser futura.',
} as const;

export function transicaoExameImagem(acao: AcaoExameImagem): TransicaoExameImagem {
  const t = TRANSICOES_EXAME_IMAGEM.find((x) => x.acao === acao);
  if (!t) throw new Error(`ação de exame de imagem desconhecida: ${acao}`);
  return t;
}

/** The status after the action, or the pt-BR reason the request's status does not allow it. */
export function aplicarTransicaoExameImagem(
  acao: AcaoExameImagem,
  status: StatusExameImagemId,
): { ok: true; para: StatusExameImagemId } | { ok: false; mensagem: string } {
  const t = transicaoExameImagem(acao);
  if (!t.de.includes(status)) return { ok: false, mensagem: MENSAGENS_EXAME_IMAGEM.transicaoInvalida(acao, status) };
  return { ok: true, para: t.para };
}

/** The actions the edit screen may offer for a request in this status. */
export const acoesExameImagem = (status: StatusExameImagemId): AcaoExameImagem[] =>
  TRANSICOES_EXAME_IMAGEM.filter((t) => t.de.includes(status)).map((t) => t.acao);
