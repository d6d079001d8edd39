import { toSnake } from '@saude/shared';
import { eq, getTableName, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { cidadao, usuario } from '../../db/schema/index.js';

/**
 * A column named with its table, for correlated subqueries: Drizzle leaves columns unqualified in a query
 * over one table, and inside the subquery an unqualified name binds to the inner table first.
 */
export const qualificada = (c: PgColumn): SQL => {
  const nome = (c as PgColumn & { keyAsName?: boolean }).keyAsName ? toSnake(c.name) : c.name;
  return sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(nome)}`;
};

/**
 * The name of the professional behind a user id, as a scalar subquery (lists, timelines, reports): a column
 * (qualified with its table) or any SQL expression of the id.
 */
export const nomeDoUsuario = (usuarioId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${
    usuarioId instanceof SQL ? usuarioId : qualificada(usuarioId)
  })`;

/**
 * The name of a user as text, for the footer of a print or a report ("Usuário" when there is none). `social`
 * prefers the social name (the prints of the FAA); the report footer shows the registered name.
 */
export async function lerNomeDoUsuario(tx: Tx, usuarioId: number, { social = false }: { social?: boolean } = {}): Promise<string> {
  const [u] = await tx
    .select({ nome: cidadao.nome, nomeSocial: cidadao.nomeSocial, login: usuario.login })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.id, usuarioId));
  if (social) return u?.nomeSocial || u?.nome || 'Usuário';
  return u?.nome ?? u?.login ?? 'Usuário';
}
