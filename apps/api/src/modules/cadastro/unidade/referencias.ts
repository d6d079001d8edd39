import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';

/** The name of an enumeration code, in SQL, so lists can sort and show it (e.g. TipoUnidadeNome). */
export function rotulo(coluna: PgColumn | SQL, nomes: Record<string | number, string>): SQL<string> {
  const casos = Object.entries(nomes).map(([codigo, nome]) => sql`when ${String(codigo)} then ${nome}`);
  return sql<string>`(case ${coluna}::text ${sql.join(casos, sql` `)} end)`;
}

/**
 * Foreign keys are checked by PostgreSQL without row-level security, so an id of another
 * municipality would pass them: every referenced id is read again inside the tenant transaction.
 */
export async function exigirNoMunicipio(
  tx: Tx,
  tabela: PgTable & { id: PgColumn },
  id: number | null | undefined,
  campo: string,
  mensagem: string,
): Promise<void> {
  if (id == null) return;
  const [achou] = await tx.select({ id: tabela.id }).from(tabela).where(eq(tabela.id, id)).limit(1);
  if (!achou) throw unprocessable({ [campo]: [mensagem] });
}
