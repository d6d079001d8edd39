import { type CampoRelatorio, MENSAGENS_RELATORIO, mensagens, type RelatorioDef, toCamel } from '@saude/shared';
import { hoje } from '../../lib/dates';
import type { Periodo } from '../fields/DateRange';

/** Period filters are named data_inicio and data_fim (YYYY-MM-DD) in every report (issue 5). */
export const DATA_INICIO = 'data_inicio';
export const DATA_FIM = 'data_fim';
/** The form field of the period widget; both dates' server messages land on it. */
export const CAMPO_PERIODO = 'periodo';

/** The applied filters as they sit in the URL and go on the wire: snake_case name → text. */
export type Filtros = Record<string, string | undefined>;
export type ValoresFormulario = Record<string, unknown>;

export const nomeNoFormulario = (c: CampoRelatorio) => (c.tipo === 'periodo' ? CAMPO_PERIODO : toCamel(c.nome));

/** The URL parameters of a report's filters (what useServerTable keeps and sends). */
export function nomesDosFiltros(campos: CampoRelatorio[]): string[] {
  return campos.flatMap((c) => (c.tipo === 'periodo' ? [DATA_INICIO, DATA_FIM] : [c.nome]));
}

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The period a report proposes when opened without one: from the first day of this month to today (the municipality's). */
export function periodoPadrao(): Periodo {
  const dia = hoje();
  return { inicio: `${dia.slice(0, 8)}01`, fim: dia };
}

/** URL → form. An autocomplete's id comes back as a number, the type the server's items carry. */
export function valoresDoFormulario(campos: CampoRelatorio[], filtros: Filtros): ValoresFormulario {
  const valores: ValoresFormulario = {};
  for (const c of campos) {
    if (c.tipo === 'periodo') {
      valores[CAMPO_PERIODO] = { inicio: filtros[DATA_INICIO] ?? null, fim: filtros[DATA_FIM] ?? null } satisfies Periodo;
      continue;
    }
    const v = filtros[c.nome];
    valores[toCamel(c.nome)] = vazio(v) ? undefined : c.tipo === 'autocomplete' && /^\d+$/.test(v as string) ? Number(v) : v;
  }
  return valores;
}

/** Form → URL: every filter of the report, undefined when empty (so it leaves the URL). */
export function filtrosDoFormulario(campos: CampoRelatorio[], valores: ValoresFormulario): Filtros {
  const filtros: Filtros = {};
  for (const c of campos) {
    if (c.tipo === 'periodo') {
      const p = (valores[CAMPO_PERIODO] ?? {}) as Partial<Periodo>;
      filtros[DATA_INICIO] = p.inicio || undefined;
      filtros[DATA_FIM] = p.fim || undefined;
      continue;
    }
    const v = valores[toCamel(c.nome)];
    filtros[c.nome] = vazio(v) ? undefined : String(v).trim();
  }
  return filtros;
}

/** The required widgets whose value is not among the filters. */
export function obrigatoriosFaltando(campos: CampoRelatorio[], filtros: Filtros): CampoRelatorio[] {
  return campos.filter((c) => {
    if (c.tipo === 'texto' || !c.obrigatorio) return false;
    if (c.tipo === 'periodo') return vazio(filtros[DATA_INICIO]) || vazio(filtros[DATA_FIM]);
    return vazio(filtros[c.nome]);
  });
}

export const rotuloDoCampo = (c: CampoRelatorio) => (c.tipo === 'periodo' ? (c.rotulo ?? 'Período') : c.rotulo);

/** Which form field a message of the server (or of the shared schema) belongs to; null when none shows it. */
export function campoDoErro(campos: CampoRelatorio[], chave: string): string | null {
  const k = toCamel(String(chave).split('.')[0] ?? '');
  if ((k === 'dataInicio' || k === 'dataFim') && campos.some((c) => c.tipo === 'periodo')) return CAMPO_PERIODO;
  const campo = campos.find((c) => c.tipo !== 'periodo' && toCamel(c.nome) === k);
  return campo ? nomeNoFormulario(campo) : null;
}

export interface ErrosFiltros {
  /** Form field → its messages (distinct, in order). */
  campos: Record<string, string[]>;
  /** Messages no widget shows (listed in the notification only). */
  soltos: string[];
}

/** Groups field messages (a 422's errors or the shared schema's issues) by the widget that shows them. */
export function agruparErros(campos: CampoRelatorio[], lista: [chave: string, mensagem: string][]): ErrosFiltros {
  const erros: ErrosFiltros = { campos: {}, soltos: [] };
  for (const [chave, mensagem] of lista) {
    const campo = campoDoErro(campos, chave);
    if (campo && !erros.campos[campo]) erros.campos[campo] = [];
    const destino = campo ? (erros.campos[campo] as string[]) : erros.soltos;
    if (!destino.includes(mensagem)) destino.push(mensagem);
  }
  return erros;
}

/**
 * Checks the filters before anything goes to the server: the required widgets first ('{Rótulo} é
 * obrigatório'), then the report's own shared schema (period order, one-year limit), the same rule
 * the server applies. Null when the filters are valid.
 */
export function validarFiltros(def: RelatorioDef, filtros: Filtros): ErrosFiltros | null {
  const faltando = obrigatoriosFaltando(def.campos, filtros);
  if (faltando.length) {
    return agruparErros(
      def.campos,
      faltando.map((c) =>
        c.tipo === 'periodo' ? [DATA_INICIO, MENSAGENS_RELATORIO.periodoObrigatorio] : [c.nome, mensagens.obrigatorio(c.rotulo)],
      ),
    );
  }
  const entrada = Object.fromEntries(Object.entries(filtros).map(([k, v]) => [toCamel(k), v]));
  const resultado = def.filtros.safeParse(entrada);
  if (resultado.success) return null;
  return agruparErros(
    def.campos,
    resultado.error.issues.map((i) => [String(i.path[0] ?? ''), i.message]),
  );
}
