import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';

/**
 * Today in the municipality's clock, in SQL (a list's computed column must not freeze the day it was declared): the
 * tenant transaction's TimeZone is the municipality's (decision 0021), so `current_date` is its day.
 */
export const hojeSql = sql`current_date`;

/** `case <col> when v then 'name' … end` from a code → name map (list columns of closed lists). */
export function nomeDoCodigo(coluna: SQL | import('drizzle-orm').Column, nomes: Record<number, string>): SQL<string> {
  return sql<string>`(case ${coluna} ${sql.join(
    Object.entries(nomes).map(([v, nome]) => sql`when ${Number(v)} then ${nome}`),
    sql` `,
  )} end)`;
}

/** Whether any of the queries (each `select 1 … where <ref> = id`) finds a row. */
export async function algumaReferencia(tx: Tx, consultas: SQL[]): Promise<boolean> {
  for (const q of consultas) {
    const { rows } = await tx.execute(sql`${q} limit 1`);
    if (rows.length) return true;
  }
  return false;
}

/**
 * The delete guard of a registry used by trips, bookings or recurring trips: the pt-BR reason (answered as the
 * engine's 409, ARCHITECTURE §4) suggests blocking instead. Editing and blocking stay free.
 */
export function guardaEmUso(mensagem: string, consultas: (id: number) => SQL[]) {
  return async (tx: Tx, row: { id: number }, acao: 'editar' | 'excluir' | 'bloquear') => {
    if (acao !== 'excluir') return null;
    return (await algumaReferencia(tx, consultas(row.id))) ? mensagem : null;
  };
}

/** A 422 on `campo` unless the query finds the referenced row (in the municipality: RLS scopes municipal tables). */
export async function exigir(tx: Tx, consulta: SQL, campo: string, mensagem: string) {
  const { rows } = await tx.execute(consulta);
  if (!rows.length) throw unprocessable({ [campo]: [mensagem] });
  return rows[0] as Record<string, unknown>;
}

/** The in-use messages (spec 001 §8 style: the record is kept; blocking hides it from new bookings). */
export const EM_USO = {
  condutor: 'Este condutor está em viagens ou viagens recorrentes e não pode ser excluído. Bloqueie-o em vez de excluir.',
  veiculo: 'Este veículo está em viagens ou viagens recorrentes e não pode ser excluído. Bloqueie-o em vez de excluir.',
  destino: 'Este destino está em agendamentos, viagens ou viagens recorrentes e não pode ser excluído. Bloqueie-o em vez de excluir.',
  ponto: 'Este ponto de embarque está em agendamentos ou viagens recorrentes e não pode ser excluído. Bloqueie-o em vez de excluir.',
  grupo: 'Este grupo está em agendamentos ou viagens recorrentes e não pode ser excluído. Bloqueie-o em vez de excluir.',
  motivo: 'Este motivo de viagem está em agendamentos e não pode ser excluído. Bloqueie-o em vez de excluir.',
  jornada: 'Esta viagem recorrente tem agendamentos ou viagens e não pode ser excluída. Bloqueie-a em vez de excluir.',
} as const;

/** A random suffix for the contract test's sample names. */
export const sufixo = () => Math.random().toString(36).slice(2, 8);
