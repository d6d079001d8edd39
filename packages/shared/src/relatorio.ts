import { z } from 'zod';
import { fusoHorario } from './fuso.js';
import { zData, zOpcional } from './validation/zod-fields.js';
import { w } from './wire.js';

/**
 * A report (issue 5): one declaration that both sides read. The server adds its SQL; the web builds the
 * filter form, the paged preview, Imprimir (`/impressao/<area>/<relatorio>`, PDF) and Exportar
 * (`/exportacao/<area>/<relatorio>`, XLSX or CSV with `formato=csv`) from it, with the same filters.
 */
export type TipoColunaRelatorio = 'texto' | 'inteiro' | 'decimal' | 'moeda' | 'data' | 'dataHora' | 'booleano';

export interface ColunaRelatorio {
  /** camelCase key of the row (snake_case on the wire, as every answer). */
  chave: string;
  titulo: string;
  tipo?: TipoColunaRelatorio;
  /** Relative width in the PDF and the spreadsheet (default 1). */
  largura?: number;
  /** A totals line sums this column (numbers) over every row of the filter, not only the page. */
  total?: boolean;
  ordenavel?: boolean;
}

/** The filter widgets of the report page; each one's value travels under `nome` (snake_case). */
export type CampoRelatorio =
  | { tipo: 'periodo'; rotulo?: string; obrigatorio?: boolean }
  | { tipo: 'autocomplete'; nome: string; rotulo: string; url: string; obrigatorio?: boolean }
  | { tipo: 'selecao'; nome: string; rotulo: string; opcoes: { value: string; label: string }[]; obrigatorio?: boolean }
  | { tipo: 'texto'; nome: string; rotulo: string };

export interface RelatorioInput<S extends z.ZodObject> {
  area: string;
  /** The route segment, as the spec names it (`relatorio-historico-papel-lotacao`). */
  relatorio: string;
  titulo: string;
  descricao?: string;
  permissao: string;
  campos: CampoRelatorio[];
  /** The filters (camelCase), usually `filtrosRelatorio({...}, { periodo })`. */
  filtros: S;
  colunas: ColunaRelatorio[];
  ordenacaoPadrao: { coluna: string; dir: 'asc' | 'desc' };
  /** Rows are grouped by this column in the PDF, with a subtotal per group when a column has `total`. */
  agruparPor?: string;
  orientacao?: 'retrato' | 'paisagem';
}

export interface RelatorioDef<S extends z.ZodObject = z.ZodObject> extends RelatorioInput<S> {
  /** `/api/<area>/<relatorio>/list` (paged preview) */
  listPath: string;
  /** `/impressao/<area>/<relatorio>` (PDF) */
  impressaoPath: string;
  /** `/exportacao/<area>/<relatorio>` (XLSX; CSV with `formato=csv`) */
  exportacaoPath: string;
  /** `/<area>/<relatorio>/index` in the browser */
  path: string;
}

export function defineRelatorio<S extends z.ZodObject>(input: RelatorioInput<S>): RelatorioDef<S> {
  const seg = `${input.area}/${input.relatorio}`;
  return {
    ...input,
    listPath: `/api/${seg}/list`,
    impressaoPath: `/impressao/${seg}`,
    exportacaoPath: `/exportacao/${seg}`,
    path: `/${seg}/index`,
  };
}

export const MENSAGENS_RELATORIO = {
  periodoInvertido: 'A data final deve ser igual ou posterior à data inicial.',
  periodoLongo: 'O período não pode ser maior que um ano.',
  periodoObrigatorio: 'Informe o período (data inicial e data final).',
  formato: 'Formato de exportação inválido. Use xlsx ou csv.',
  segundoPlano: 'O relatório é grande e está sendo gerado em segundo plano. Acompanhe em "Tarefas" e baixe quando estiver pronto.',
} as const;

/** Sync printing/exporting stops here; bigger results become a background job (lib/jobs). */
export const RELATORIO_LIMITE_SINCRONO = { pdf: 2_000, planilha: 20_000 } as const;
/** A PDF beyond this many rows is refused (nobody reads it; Exportar serves that need). */
export const RELATORIO_LIMITE_PDF = 50_000;

const umAnoDepois = (inicio: string) => {
  const [a, m, d] = inicio.split('-').map(Number) as [number, number, number];
  const limite = new Date(Date.UTC(a + 1, m - 1, d));
  return limite.toISOString().slice(0, 10);
};

/** The period fields `dataInicio`/`dataFim`, optional or required, limited to one year unless told otherwise. */
function comPeriodo<T extends z.ZodRawShape>(campos: T, p: { obrigatorio?: boolean; limiteUmAno?: boolean }) {
  const data = (rotulo: string) => (p.obrigatorio ? zData(rotulo) : zOpcional(zData(rotulo)));
  return z.object({ ...campos, dataInicio: data('Data inicial'), dataFim: data('Data final') }).superRefine((v, ctx) => {
    const { dataInicio: inicio, dataFim: fim } = v as { dataInicio?: string | null; dataFim?: string | null };
    if (!inicio || !fim) return;
    if (fim < inicio) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: MENSAGENS_RELATORIO.periodoInvertido });
    else if (p.limiteUmAno !== false && fim > umAnoDepois(inicio))
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: MENSAGENS_RELATORIO.periodoLongo });
  });
}

/**
 * The filters of a report: `dataInicio`/`dataFim` (wire `data_inicio`/`data_fim`, `YYYY-MM-DD`) when
 * `periodo` is given, limited to one year unless `limiteUmAno: false`, plus the report's own fields.
 */
export function filtrosRelatorio<T extends z.ZodRawShape>(campos: T): z.ZodObject<T>;
export function filtrosRelatorio<T extends z.ZodRawShape>(
  campos: T,
  opts: { periodo: { obrigatorio?: boolean; limiteUmAno?: boolean } },
): ReturnType<typeof comPeriodo<T>>;
export function filtrosRelatorio<T extends z.ZodRawShape>(
  campos: T,
  opts?: { periodo?: { obrigatorio?: boolean; limiteUmAno?: boolean } },
) {
  return opts?.periodo ? comPeriodo(campos, opts.periodo) : z.object(campos);
}

/**
 * The building blocks of the modules' report declarations, named once (the warehouse and the pharmacy use them):
 * the required period, an autocomplete or an option list as a filter widget, the ids and options they send (an
 * empty value is no filter; anything else not offered is a 422 on the field), and the usual columns.
 */
export const CAMPO_PERIODO_OBRIGATORIO: CampoRelatorio = { tipo: 'periodo', obrigatorio: true };
/** The `opts` of `filtrosRelatorio` for a required period of at most one year. */
export const PERIODO_OBRIGATORIO = { periodo: { obrigatorio: true } };

export const campoAutocomplete = (nome: string, rotulo: string, url: string, obrigatorio?: boolean): CampoRelatorio => ({
  tipo: 'autocomplete',
  nome,
  rotulo,
  url,
  ...(obrigatorio ? { obrigatorio } : {}),
});
export const opcoesRelatorioDe = (nomes: Record<string | number, string>) =>
  Object.entries(nomes).map(([value, label]) => ({ value, label }));
export const campoSelecao = (nome: string, rotulo: string, nomes: Record<string | number, string>): CampoRelatorio => ({
  tipo: 'selecao',
  nome,
  rotulo,
  opcoes: opcoesRelatorioDe(nomes),
});

export const filtroId = (rotulo: string) =>
  zOpcional(
    z.coerce
      .number({ error: `${rotulo} é inválido` })
      .int()
      .positive(`${rotulo} é inválido`),
  );
export const filtroIdObrigatorio = (rotulo: string) =>
  z.coerce
    .number({ error: `O campo ${rotulo} é obrigatório.` })
    .int()
    .positive(`O campo ${rotulo} é obrigatório.`);
/** One of the offered options, as its numeric key (an enumeration by id). */
export const filtroOpcaoNumerica = (rotulo: string, nomes: Record<number, string>) =>
  zOpcional(z.coerce.number({ error: `${rotulo} é inválido` }).refine((v) => v in nomes, `${rotulo} é inválido`));
/** One of the offered options, as its key (text). */
export const filtroOpcao = (rotulo: string, nomes: Record<string | number, string>) =>
  zOpcional(z.string({ error: `${rotulo} é inválido` }).refine((v) => v in nomes, `${rotulo} é inválido`));

export const colunaTexto = (chave: string, titulo: string, largura = 1.5, ordenavel = true): ColunaRelatorio => ({
  chave,
  titulo,
  largura,
  ordenavel,
});
export const colunaData = (chave: string, titulo: string): ColunaRelatorio => ({
  chave,
  titulo,
  tipo: 'data',
  largura: 1,
  ordenavel: true,
});
/** A count; `total` (default) sums it over every row of the filter. */
export const colunaInteiro = (chave: string, titulo: string, total = true, largura = 0.9): ColunaRelatorio => ({
  chave,
  titulo,
  tipo: 'inteiro',
  largura,
  total,
  ordenavel: true,
});
export const colunaMoeda = (chave: string, titulo: string, total = false, largura = 1.1): ColunaRelatorio => ({
  chave,
  titulo,
  tipo: 'moeda',
  largura,
  total,
  ordenavel: true,
});

/** The answer of a report filter's own autocomplete (`GET …/relatorio/<x>/autocomplete`): `{ data: [{ id, label }] }`. */
export const autocompleteRelatorioSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));

const NUMERICOS = new Set(['inteiro', 'decimal', 'moeda']);
export const ehColunaNumerica = (c: ColunaRelatorio) => NUMERICOS.has(c.tipo ?? '');

const moedaFmt = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimalFmt = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const inteiroFmt = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const dataHoraFmt = new Map<string, Intl.DateTimeFormat>();

/** dd/mm/yyyy HH:mm of an instant in a time zone (the municipality's unless told). */
export function formatarInstante(v: Date | string, fuso = fusoHorario()): string {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) return '';
  let fmt = dataHoraFmt.get(fuso);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('pt-BR', {
      timeZone: fuso,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dataHoraFmt.set(fuso, fmt);
  }
  return fmt.format(d).replace(',', '');
}

/**
 * A report cell as read on screen, on paper and in CSV (one rule for the three): dates dd/mm/yyyy (a
 * date-only value is never turned into a Date), instants dd/mm/yyyy HH:mm, money R$, comma decimals, Sim/Não.
 */
export function textoCelulaRelatorio(coluna: ColunaRelatorio, v: unknown, fusoHorario?: string): string {
  if (v === null || v === undefined || v === '') return '';
  switch (coluna.tipo) {
    case 'data': {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
      return m ? `${m[3]}/${m[2]}/${m[1]}` : String(v);
    }
    case 'dataHora':
      return formatarInstante(v instanceof Date ? v : String(v), fusoHorario);
    case 'moeda':
      return moedaFmt.format(Number(v));
    case 'decimal':
      return decimalFmt.format(Number(v));
    case 'inteiro':
      return inteiroFmt.format(Number(v));
    case 'booleano':
      return v === true || v === 't' || v === 'true' || v === 1 ? 'Sim' : 'Não';
    default:
      return String(v);
  }
}

const VALOR_DA_COLUNA: Record<TipoColunaRelatorio, z.ZodType> = {
  // a text column may hold a code the SQL gives as a number
  texto: z.union([z.string(), z.number(), z.boolean()]),
  inteiro: z.number(),
  decimal: z.number(),
  moeda: z.number(),
  data: w.data,
  dataHora: w.instante,
  booleano: z.boolean(),
};

/**
 * The paged preview's answer of a report (`GET /api/<area>/<rel>/list`), from its columns (the typed wire,
 * issue 14 §3): a row carries exactly the declared columns; instants leave as ISO 8601.
 */
export function respostaRelatorio(def: Pick<RelatorioInput<z.ZodObject>, 'colunas'>) {
  const linha = z.object(Object.fromEntries(def.colunas.map((c) => [c.chave, VALOR_DA_COLUNA[c.tipo ?? 'texto'].nullable()])));
  return z.object({
    draw: z.number(),
    recordsTotal: z.number(),
    recordsFiltered: z.number(),
    data: z.array(linha),
    totais: z.record(z.string(), z.number()).optional(),
    contagemLimitada: z.boolean().optional(),
  });
}
