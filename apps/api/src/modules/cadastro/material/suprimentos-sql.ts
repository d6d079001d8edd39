import type { ItemEnum } from '@saude/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { escapeLike } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';

/** The name (or abbreviation) of an enumeration value, in SQL, so lists can sort and search by it. */
export function enumSql(coluna: PgColumn | SQL, itens: readonly ItemEnum[], campo: 'nome' | 'sigla' = 'nome'): SQL<string> {
  const casos = itens.map((i) => `when ${Number(i.id)} then '${String(i[campo] ?? i.nome).replaceAll("'", "''")}'`).join(' ');
  return sql<string>`(case ${coluna} ${sql.raw(casos)} end)`;
}

/**
 * A reference must point to a row the municipality can see: foreign keys are checked without
 * row-level security, so an id of another municipality would otherwise pass.
 */
export async function exigirVisivel(
  tx: Tx,
  tabela: PgTable & { id: PgColumn },
  id: number | null | undefined,
  campo: string,
  rotulo: string,
) {
  if (id == null) return null;
  const [row] = (await tx.select().from(tabela).where(eq(tabela.id, id))) as Record<string, unknown>[];
  if (!row) throw unprocessable({ [campo]: [`${rotulo} não encontrado.`] });
  return row;
}

/** Every word of the term must appear somewhere in the label ("losartana 50" finds "Losartana potássica 50 mg"). */
export function todasAsPalavras(term: string, rotulo: SQL): SQL | undefined {
  const palavras = term.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  if (!palavras.length) return undefined;
  return sql`(${sql.join(
    palavras.map((p) => sql`f_unaccent(lower(${rotulo})) like f_unaccent(${`%${escapeLike(p)}%`})`),
    sql` and `,
  )})`;
}
