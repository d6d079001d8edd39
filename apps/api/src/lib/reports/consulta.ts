import type { ColunaRelatorio, RelatorioDef } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

export type Linha = Record<string, unknown>;
export interface Ordem {
  coluna: string;
  dir: 'asc' | 'desc';
}

/** Counting stops here: beyond it the page says "mais de N" (the total itself would cost a full scan). */
export const LIMITE_CONTAGEM = 100_000;

const ident = (chave: string) => sql.raw(`"${chave.replace(/"/g, '')}"`);

/**
 * The outer select over the report's query: date-only columns leave as 'YYYY-MM-DD' text (a Date would
 * shift a day), the rest as they are. The report's SQL names its columns by the keys of the declaration.
 */
function projecao(colunas: ColunaRelatorio[]): SQL {
  return sql.join(
    colunas.map((c) =>
      c.tipo === 'data' ? sql`to_char(r.${ident(c.chave)}, 'YYYY-MM-DD') as ${ident(c.chave)}` : sql`r.${ident(c.chave)}`,
    ),
    sql`, `,
  );
}

/** The requested order if the column allows sorting, else the declared one; every column after it keeps pages stable. */
export function ordemValida(def: RelatorioDef, pedida?: Partial<Ordem>): Ordem {
  const col = def.colunas.find((c) => c.chave === pedida?.coluna && c.ordenavel);
  if (col) return { coluna: col.chave, dir: pedida?.dir === 'desc' ? 'desc' : 'asc' };
  return def.ordenacaoPadrao;
}

function ordenacao(def: RelatorioDef, ordem: Ordem, agrupar = false): SQL {
  // a grouped file lists each group once: the group column leads, the chosen order applies inside it
  const grupo = agrupar && def.agruparPor && def.agruparPor !== ordem.coluna ? [sql`r.${ident(def.agruparPor)} asc nulls first`] : [];
  const principal = sql`r.${ident(ordem.coluna)} ${sql.raw(ordem.dir === 'desc' ? 'desc nulls last' : 'asc nulls first')}`;
  const desempate = def.colunas.filter((c) => c.chave !== ordem.coluna && c.chave !== def.agruparPor).map((c) => sql`r.${ident(c.chave)}`);
  return sql.join([...grupo, principal, ...desempate], sql`, `);
}

const NUMERICOS = new Set(['inteiro', 'decimal', 'moeda']);

/** PostgreSQL's text of a timestamptz: '2025-03-10 11:00:00+00', '2025-03-10 08:00:00.5-03', '… -03:30'. */
const TEXTO_PG = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * An instant as ISO 8601 with offset (ARCHITECTURE §4), from a Date or PostgreSQL's timestamptz text (which
 * `new Date` reads only in some engines: Safari refuses '+00'); anything else is left as it came.
 */
export function instanteIso(v: unknown): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (typeof v !== 'string') return v;
  const m = TEXTO_PG.exec(v.trim());
  if (!m) return v;
  const [, dia, hora, zona] = m as unknown as [string, string, string, string];
  const offset = zona === 'Z' ? 'Z' : zona.length === 3 ? `${zona}:00` : zona.includes(':') ? zona : `${zona.slice(0, 3)}:${zona.slice(3)}`;
  const d = new Date(`${dia}T${hora}${offset}`);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** pg gives numeric and bigint as text, timestamptz as its own text; the report wants numbers and ISO 8601 instants. */
export function normalizar(colunas: ColunaRelatorio[], linha: Linha): Linha {
  for (const c of colunas) {
    const v = linha[c.chave];
    if (v === null || v === undefined) continue;
    if (NUMERICOS.has(c.tipo ?? '') && typeof v !== 'number') linha[c.chave] = Number(v);
    else if (c.tipo === 'dataHora') linha[c.chave] = instanteIso(v);
  }
  return linha;
}

export async function lerPagina(tx: Tx, def: RelatorioDef, consulta: SQL, ordem: Ordem, inicio: number, tamanho: number): Promise<Linha[]> {
  const { rows } = await tx.execute<Linha>(
    sql`select ${projecao(def.colunas)} from (${consulta}) r order by ${ordenacao(def, ordem)} limit ${tamanho} offset ${inicio}`,
  );
  return rows.map((l) => normalizar(def.colunas, l));
}

export async function contar(tx: Tx, consulta: SQL, limite = LIMITE_CONTAGEM): Promise<{ total: number; limitada: boolean }> {
  const { rows } = await tx.execute<{ n: number | string }>(
    sql`select count(*)::int as n from (select 1 from (${consulta}) r limit ${limite + 1}) c`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > limite ? { total: limite, limitada: true } : { total: n, limitada: false };
}

/** Sums of the `total` columns over every filtered row (not only the page). */
export async function somar(tx: Tx, def: RelatorioDef, consulta: SQL): Promise<Record<string, number> | undefined> {
  const cols = def.colunas.filter((c) => c.total);
  if (!cols.length) return undefined;
  const { rows } = await tx.execute<Linha>(
    sql`select ${sql.join(
      cols.map((c) => sql`coalesce(sum(r.${ident(c.chave)}), 0) as ${ident(c.chave)}`),
      sql`, `,
    )} from (${consulta}) r`,
  );
  const linha = rows[0] ?? {};
  return Object.fromEntries(cols.map((c) => [c.chave, Number(linha[c.chave] ?? 0)]));
}

/**
 * Reads every row through a cursor in the caller's transaction: one sort and one snapshot for the whole
 * file, a batch at a time (a 100,000-row export never sits in memory, and is never re-sorted per page).
 */
export async function lerComCursor(
  tx: Tx,
  def: RelatorioDef,
  consulta: SQL,
  ordem: Ordem,
  tamanho: number,
  aoLote: (linhas: Linha[]) => Promise<void>,
): Promise<number> {
  await tx.execute(
    sql`declare relatorio_cursor no scroll cursor for select ${projecao(def.colunas)} from (${consulta}) r order by ${ordenacao(def, ordem, true)}`,
  );
  let lidos = 0;
  for (;;) {
    const { rows } = await tx.execute<Linha>(sql.raw(`fetch forward ${Math.trunc(tamanho)} from relatorio_cursor`));
    if (!rows.length) break;
    lidos += rows.length;
    await aoLote(rows.map((l) => normalizar(def.colunas, l)));
    if (rows.length < tamanho) break;
  }
  await tx.execute(sql`close relatorio_cursor`);
  return lidos;
}
