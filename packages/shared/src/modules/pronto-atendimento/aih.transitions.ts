import { StatusAih } from './clinico.js';

/**
 * The life of an AIH request (laudo para solicitação de internação): edited while it waits for the
 * regulation, then authorised (with the AIH number), denied or cancelled, each final. Applied by the
 * server in a conditional UPDATE and read by the screens to offer only what the status allows.
 */
export type StatusAihId = (typeof StatusAih)[keyof typeof StatusAih];
export type AcaoAih = 'editar' | 'autorizar' | 'negar' | 'cancelar';

export interface TransicaoAih {
  acao: AcaoAih;
  de: readonly StatusAihId[];
  para: StatusAihId;
  rotulo: string;
}

const { SOLICITADA, AUTORIZADA, NEGADA, CANCELADA } = StatusAih;

export const TRANSICOES_AIH: readonly TransicaoAih[] = [
  { acao: 'editar', de: [SOLICITADA], para: SOLICITADA, rotulo: 'Editar' },
  { acao: 'autorizar', de: [SOLICITADA], para: AUTORIZADA, rotulo: 'Autorizar' },
  { acao: 'negar', de: [SOLICITADA], para: NEGADA, rotulo: 'Negar' },
  { acao: 'cancelar', de: [SOLICITADA], para: CANCELADA, rotulo: 'Cancelar' },
];

/** The action that leads to each final status (PUT situacao/{id} names the status). */
export const ACAO_DA_SITUACAO_AIH: Record<number, AcaoAih> = { [AUTORIZADA]: 'autorizar', [NEGADA]: 'negar', [CANCELADA]: 'cancelar' };

const ESTADO: Record<StatusAihId, string> = { 1: 'solicitada', 2: 'autorizada', 3: 'negada', 4: 'cancelada' };
const VERBO: Record<AcaoAih, string> = { editar: 'editar', autorizar: 'autorizar', negar: 'negar', cancelar: 'cancelar' };

export const MENSAGENS_AIH = {
  transicaoInvalida: (acao: AcaoAih, status: StatusAihId) => `Não é possível ${VERBO[acao]} uma solicitação de AIH ${ESTADO[status]}.`,
  alterada: 'A solicitação mudou enquanto você a editava. Os dados foram atualizados.',
  naoEncontrada: 'Solicitação de AIH não encontrada.',
  naoHospitalar:
    'Procedimento deve ser de internação hospitalar (grupos 03 clínicos, 04 cirúrgicos ou 05 transplantes, de média ou alta complexidade).',
  cidNaoEncontrado: 'CID não encontrado na tabela CID-10.',
  cidSexo: (sexo: 'F' | 'M') => `CID exclusivo do sexo ${sexo === 'F' ? 'feminino' : 'masculino'}: incompatível com o sexo do paciente.`,
  procedimentoSexo: (sexo: 'F' | 'M') =>
    `Procedimento exclusivo do sexo ${sexo === 'F' ? 'feminino' : 'masculino'}: incompatível com o sexo do paciente.`,
  cidIgual: 'CID secundário deve ser diferente do principal.',
  numeroAih: 'Número da AIH deve conter 13 dígitos.',
  numeroRepetido: 'Número da AIH já informado em outra solicitação.',
} as const;

export function transicaoAih(acao: AcaoAih): TransicaoAih {
  const t = TRANSICOES_AIH.find((x) => x.acao === acao);
  if (!t) throw new Error(`ação de AIH desconhecida: ${acao}`);
  return t;
}

export function aplicarTransicaoAih(acao: AcaoAih, status: StatusAihId): { ok: true; para: StatusAihId } | { ok: false; mensagem: string } {
  const t = transicaoAih(acao);
  if (!t.de.includes(status)) return { ok: false, mensagem: MENSAGENS_AIH.transicaoInvalida(acao, status) };
  return { ok: true, para: t.para };
}

export const acoesAih = (status: StatusAihId): AcaoAih[] => TRANSICOES_AIH.filter((t) => t.de.includes(status)).map((t) => t.acao);
