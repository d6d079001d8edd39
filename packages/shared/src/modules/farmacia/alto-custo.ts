/**
 * The rules of a CEAF process (Componente Especializado da Assistência Farmacêutica, Portaria de Consolidação
 * GM/MS nº 2/2017, Anexo XXVIII; spec 000 §2.3 farmacia/alto-custo-gerenciamento-processo): its status and the
 * changes a pharmacist may make, the three competences of an LME and the messages both sides show.
 */

export const STATUS_ALTO_CUSTO = { EM_ANALISE: 1, AUTORIZADO: 2, INDEFERIDO: 3, SUSPENSO: 4, VENCIDO: 5 } as const;
export type StatusAltoCusto = (typeof STATUS_ALTO_CUSTO)[keyof typeof STATUS_ALTO_CUSTO];

export const STATUS_ALTO_CUSTO_NOME: Record<StatusAltoCusto, string> = {
  1: 'Em análise',
  2: 'Autorizado',
  3: 'Indeferido',
  4: 'Suspenso',
  5: 'Vencido',
};

/** The colour of each status in lists and on the timeline (antd tag colours). */
export const STATUS_ALTO_CUSTO_COR: Record<StatusAltoCusto, string> = {
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'orange',
  5: 'default',
};

export interface TransicaoAltoCusto {
  para: StatusAltoCusto;
  /** The button's text. */
  acao: string;
  motivoObrigatorio: boolean;
}

/**
 * The changes a pharmacist records (the state's evaluator decides; the pharmacy writes down the decision). A refusal
 * or a suspension needs its reason. "Vencido" is never chosen: the validity ending makes it (`STATUS_QUE_VENCEM`).
 */
export const TRANSICOES_ALTO_CUSTO: Record<StatusAltoCusto, readonly TransicaoAltoCusto[]> = {
  1: [
    { para: 2, acao: 'Autorizar', motivoObrigatorio: false },
    { para: 3, acao: 'Indeferir', motivoObrigatorio: true },
  ],
  2: [{ para: 4, acao: 'Suspender', motivoObrigatorio: true }],
  3: [],
  4: [{ para: 2, acao: 'Reativar', motivoObrigatorio: false }],
  5: [],
};

export const transicaoAltoCusto = (de: number, para: number): TransicaoAltoCusto | null =>
  TRANSICOES_ALTO_CUSTO[de as StatusAltoCusto]?.find((t) => t.para === para) ?? null;

/** A process still open whose validity ended becomes "vencido" (refused ones stay refused). */
export const STATUS_QUE_VENCEM: readonly StatusAltoCusto[] = [1, 2, 4];
/** The LME data can be corrected while the process is open. */
export const STATUS_EDITAVEIS: readonly StatusAltoCusto[] = [1, 2, 4];
/** A renewal continues a process that was granted (authorised, suspended or already expired). */
export const STATUS_RENOVAVEIS: readonly StatusAltoCusto[] = [2, 4, 5];

/** An LME covers three competences (months). */
export const MESES_LME = 3;

/** 'YYYY-MM-DD' → the first day of its month. */
export const primeiroDiaDoMes = (data: string) => `${data.slice(0, 7)}-01`;

/** The first day of the month `n` months after the month of `data` (n may be negative). */
export function somarMeses(data: string, n: number): string {
  const total = Number(data.slice(0, 4)) * 12 + Number(data.slice(5, 7)) - 1 + n;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-01`;
}

/** The validity of an LME starting in the month of `inicio`: the first day of that month to the last of the third. */
export function validadeDoProcesso(inicio: string): { inicio: string; fim: string } {
  const fim = new Date(`${somarMeses(inicio, MESES_LME)}T12:00:00Z`);
  fim.setUTCDate(0);
  return { inicio: primeiroDiaDoMes(inicio), fim: fim.toISOString().slice(0, 10) };
}

/** The three competences an authorisation opens: month 1..3 from the validity's first month, with its quantity. */
export function competenciasDoProcesso(validadeInicio: string, quantidades: readonly [number, number, number]) {
  return quantidades.map((quantidadeAutorizada, i) => ({
    mes: i + 1,
    competencia: somarMeses(validadeInicio, i),
    quantidadeAutorizada,
  }));
}

/** 'YYYY-MM-DD' → 'MM/AAAA'. */
export const formatarMesAno = (data: string) => `${data.slice(5, 7)}/${data.slice(0, 4)}`;

/** The SIGTAP group of the CEAF medicines (06.04, "Componente Especializado da Assistência Farmacêutica"). */
export const GRUPO_SIGTAP_CEAF = '0604';

/** Attached documents (LME, prescription, exams, identity): PDF, JPEG or PNG, checked by content, up to 5 MB. */
export const DOCUMENTO_ALTO_CUSTO = {
  maxMb: 5,
  maxBytes: 5 * 1024 * 1024,
  accept: '.pdf,.jpg,.jpeg,.png',
  mensagemTipo: 'O arquivo deve ser PDF, JPEG ou PNG.',
  mensagemTamanho: 'O arquivo deve ter no máximo 5 MB.',
  mensagemObrigatorio: 'Selecione o arquivo.',
} as const;

export const MENSAGENS_ALTO_CUSTO = {
  quantidadeMinima: 'Informe a quantidade de ao menos um mês.',
  validadeAntesDaSolicitacao: 'A validade deve começar no mês da solicitação ou depois.',
  procedimentoForaDoCeaf: 'O procedimento deve ser do Componente Especializado (grupo 06.04 da tabela SIGTAP).',
  medicamentoSemMaterial: 'O medicamento não está vinculado a um material do estoque: vincule-o no cadastro de medicamentos.',
  cidNaoPermitido: (cid: string, procedimento: string) =>
    `O CID ${cid} não é permitido para ${procedimento} (compatibilidade da tabela SIGTAP).`,
  sobreposto: (numero: number) => `O paciente já tem um processo deste medicamento com validade no mesmo período (processo nº ${numero}).`,
  naoEditavel: (status: string) => `Processo ${status.toLowerCase()} não pode ser alterado; registre uma renovação.`,
  transicaoInvalida: (de: string, para: string) => `Um processo ${de.toLowerCase()} não pode passar a ${para.toLowerCase()}.`,
  motivoObrigatorio: 'Informe o motivo.',
  abaixoDoDispensado: (mes: number, dispensada: number) =>
    `A quantidade do ${mes}º mês não pode ser menor que a já dispensada (${dispensada}).`,
  comRetiradas: 'Já houve retiradas neste processo: o medicamento e a validade não podem mudar.',
  naoRenovavel: 'Somente processos autorizados, suspensos ou vencidos podem ser renovados.',
  jaRenovado: (numero: number) => `Este processo já foi renovado (processo nº ${numero}).`,
  renovacaoDeOutroPaciente: 'O processo renovado é de outro paciente.',
  exclusao: 'Somente processos em análise, sem renovação, podem ser excluídos.',
  vencimento: (fim: string) => `Validade encerrada em ${fim.split('-').reverse().join('/')}.`,
} as const;
