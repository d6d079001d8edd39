import { formatarDataEstoque as br } from '../../estoque.js';
import { LISTAS_PORTARIA_344 } from '../../receita.js';
import { FAR } from './permissoes.js';

/**
 * The registration books of controlled substances of a pharmacy (spec 000 §2.3 farmacia/livro-psicotropico and
 * livro-talidomida; issue 19 "Controlled-drug books").
 *
 * The rule followed, from Portaria SVS/MS 344/98 arts. 62–67 (and RDC Anvisa 11/2011 for thalidomide):
 * - art. 62: whoever dispenses these substances keeps a Livro de Registro Específico, written in chronological
 *   order: the stock, the entries (purchase, transfer), the exits (dispensing) and the losses; each substance has
 *   pages of its own. The Portaria splits A1/A2, A3/B1/B2 and C1/C2/C4/C5 into separate books; a municipal
 *   pharmacy keeps them here as one book whose pages are grouped by substance (the lists are named on each page);
 *   thalidomide (C3) has a book of its own (RDC 11/2011).
 * - art. 63: the book carries opening and closing terms (the sanitary authority signs them on paper; here the
 *   responsible pharmacist's name and CRF are printed in them and the closed book is signed electronically).
 * - arts. 64–67: a computerised book is allowed with the authority's approval; it is kept up to date and
 *   archived for two years (a closed book is frozen: it accepts no line).
 * So a line carries its date, kind, quantity in or out, the running balance of its substance and the history:
 * where an entry came from (supplier and invoice, or the sending stock) and, for a dispensing, the patient, the
 * retained prescription's number and the prescriber with their council number. What the system did not see is
 * written as a manual line with a justification.
 */
export const TIPOS_LIVRO = ['psicotropico', 'talidomida'] as const;
export type TipoLivro = (typeof TIPOS_LIVRO)[number];

const listas = (...siglas: string[]) => LISTAS_PORTARIA_344.filter((l) => siglas.includes(l.sigla));

export const LIVROS = {
  psicotropico: {
    segmento: 'livro-psicotropico',
    nome: 'Livro de psicotrópicos',
    titulo: 'Livro de Registro Específico — Entorpecentes, Psicotrópicos e outras Substâncias sob Controle Especial',
    objeto: 'substâncias e medicamentos entorpecentes, psicotrópicos e sujeitos a controle especial',
    norma: 'Portaria SVS/MS nº 344/98',
    listas: listas('A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'C4', 'C5'),
    permissoes: { ver: FAR.psicotropicoVer, cadastrar: FAR.psicotropicoCadastrar, fechar: FAR.psicotropicoFechar },
  },
  talidomida: {
    segmento: 'livro-talidomida',
    nome: 'Livro de talidomida',
    titulo: 'Livro de Registro Específico — Talidomida',
    objeto: 'talidomida e demais medicamentos da lista C3 (imunossupressoras)',
    norma: 'Portaria SVS/MS nº 344/98 e RDC Anvisa nº 11/2011',
    listas: listas('C3'),
    permissoes: { ver: FAR.talidomidaVer, cadastrar: FAR.talidomidaCadastrar, fechar: FAR.talidomidaFechar },
  },
} as const satisfies Record<TipoLivro, unknown>;

/** The ids (material.lista_controle_id) of the lists a book registers. */
export const listasDoLivro = (tipo: TipoLivro): number[] => LIVROS[tipo].listas.map((l) => l.id);
/** "A1, A2, …, C5" */
export const siglasDoLivro = (tipo: TipoLivro): string => LIVROS[tipo].listas.map((l) => l.sigla).join(', ');

/** The kinds of a line and how the book names them. */
export const TIPOS_LINHA_LIVRO = {
  entrada: 'Entrada',
  saida: 'Saída',
  perda: 'Perda',
  estorno: 'Estorno',
  ajuste: 'Ajuste',
} as const;
export type TipoLinhaLivro = keyof typeof TIPOS_LINHA_LIVRO;
/** What a manual line may be: an entry, an exit or a loss the system did not see. */
export const TIPOS_LINHA_MANUAL = ['entrada', 'saida', 'perda'] as const satisfies readonly TipoLinhaLivro[];

/** A book is either open (takes lines) or closed (frozen). */
export const SITUACAO_LIVRO = { aberto: 'Aberto', fechado: 'Fechado' } as const;
export type SituacaoLivro = keyof typeof SITUACAO_LIVRO;

/** The keywords of the printed book's PDF: a signed copy must come from this very book. */
export const identificacaoPdfLivro = (tipo: TipoLivro, id: number) => `saude-municipal:farmacia:${LIVROS[tipo].segmento}:${id}`;

export const MENSAGENS_LIVRO = {
  naoEncontrado: 'Livro não encontrado.',
  linhaNaoEncontrada: 'Linha do livro não encontrada.',
  fechado: (numero: number) => `O livro nº ${numero} está fechado: não aceita linhas nem alterações.`,
  jaAberto: (numero: number) => `Já há um livro aberto nesta farmácia (livro nº ${numero}): feche-o antes de abrir outro.`,
  aberturaAntesDoFechamento: (numero: number, data: string) =>
    `A data de abertura deve ser posterior ao fechamento do livro nº ${numero} (${br(data)}).`,
  dataFutura: 'A data não pode ser futura.',
  linhaAntesDaAbertura: (data: string) => `A data da linha não pode ser anterior à abertura do livro (${br(data)}).`,
  materialForaDoLivro: (material: string, siglas: string) => `${material} não é de uma lista deste livro (${siglas}).`,
  saldoNegativo: (material: string, saldo: number, quantidade: number) =>
    `${material}: a saída de ${quantidade} deixaria o saldo do livro negativo (saldo ${saldo}).`,
  fechamentoAntesDaAbertura: (data: string) => `A data de fechamento não pode ser anterior à abertura do livro (${br(data)}).`,
  fechamentoAntesDasLinhas: (data: string) => `Há linhas com data posterior à data de fechamento (a última é de ${br(data)}).`,
  assinarAberto: 'Feche o livro antes de assiná-lo: um livro aberto ainda recebe linhas.',
  somentePdf: 'O arquivo deve ser um PDF.',
  naoAssinado: 'O arquivo não é um documento assinado por você neste sistema. Assine o livro novamente.',
  outroDocumento: 'O arquivo assinado é de outro documento.',
  aberto: 'Livro aberto com sucesso!',
  linhaLancada: 'Linha lançada com sucesso!',
  fechadoComSucesso: 'Livro fechado com sucesso!',
  assinado: 'Livro assinado com sucesso!',
} as const;

/** What the terms name: the book, the pharmacy and its unit, the municipality and the responsible pharmacist. */
export interface DadosTermoLivro {
  tipo: TipoLivro;
  numero: number;
  farmacia: string;
  unidade: string;
  municipio: string;
  responsavelNome: string;
  responsavelConselho: string;
}

/** The opening term (art. 63), generated on opening; the pharmacist may correct it while the book is open. */
export function termoAberturaLivro(d: DadosTermoLivro & { dataAbertura: string }): string {
  const l = LIVROS[d.tipo];
  return (
    `Este livro nº ${d.numero}, escriturado eletronicamente em folhas numeradas, destina-se ao registro, em ordem ` +
    `cronológica, do estoque, das entradas, das saídas e das perdas de ${l.objeto} (listas ${siglasDoLivro(d.tipo)} da ` +
    `${l.norma}) de ${d.farmacia} — ${d.unidade}, ${d.municipio}. Cada substância ou medicamento tem folhas próprias, ` +
    `com o saldo após cada lançamento. Farmacêutico responsável: ${d.responsavelNome}, ${d.responsavelConselho}. ` +
    `Aberto em ${br(d.dataAbertura)}.`
  );
}

/** The closing term (art. 63): what the book holds and that its final balances pass to the next book. */
export function termoFechamentoLivro(
  d: DadosTermoLivro & { dataAbertura: string; dataFechamento: string; linhas: number; substancias: number },
): string {
  const lancamentos = d.linhas === 1 ? '1 lançamento' : `${d.linhas} lançamentos`;
  const substancias = d.substancias === 1 ? '1 substância ou medicamento' : `${d.substancias} substâncias ou medicamentos`;
  return (
    `Este livro nº ${d.numero} de ${d.farmacia} — ${d.unidade}, ${d.municipio}, aberto em ${br(d.dataAbertura)}, é ` +
    `encerrado em ${br(d.dataFechamento)} com ${lancamentos} de ${substancias}. Os saldos finais, registrados na ` +
    `última linha das folhas de cada um, passam ao livro seguinte. Farmacêutico responsável: ${d.responsavelNome}, ` +
    `${d.responsavelConselho}.`
  );
}
