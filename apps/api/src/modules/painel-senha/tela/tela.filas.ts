import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto, infraestrutura, unidade } from '../../../db/schema/estrutura.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { telaCentroCusto } from '../registros.table.js';

/**
 * The queues (cost centres) of a screen: `tela_centro_custo` always holds the main one too, because the
 * calls reach a screen through that table alone (chamada.service.ts, telasDaChamada).
 */

export interface FilaOpcao {
  id: number;
  nome: string;
}

/** "Recepção do Pronto Atendimento — UPA 24 Horas": cost centres of different units may share a name. */
const rotulo = sql<string>`${centroCusto.nome} || ' — ' || ${unidade.nomeFantasia}`;

async function filas(tx: Tx, where: SQL): Promise<FilaOpcao[]> {
  return tx
    .select({ id: centroCusto.id, nome: rotulo })
    .from(centroCusto)
    .innerJoin(infraestrutura, eq(infraestrutura.id, centroCusto.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .where(where)
    .orderBy(porNome(rotulo), asc(centroCusto.id));
}

/** The queues a screen may be given: the cost centres in use (a blocked one stays only where it already is). */
export const filasDisponiveis = (tx: Tx) => filas(tx, eq(centroCusto.bloqueado, false));

/** The queues a screen shows, with their labels (the form keeps a blocked one choosable where it already is). */
export async function filasDaTela(tx: Tx, telaId: number): Promise<FilaOpcao[]> {
  const ids = tx.select({ id: telaCentroCusto.centroCustoId }).from(telaCentroCusto).where(eq(telaCentroCusto.telaId, telaId));
  return filas(tx, inArray(centroCusto.id, ids));
}

/** The set stored for the input: the chosen queues plus the main one. */
export const filasEscolhidas = (input: { centroCustoId: number | null; centrosCusto: number[] }) => [
  ...new Set([...(input.centroCustoId ? [input.centroCustoId] : []), ...input.centrosCusto]),
];

/** 422 on the field when a chosen cost centre is not one of the municipality's (RLS hides the others). */
export async function conferirFilas(tx: Tx, input: { centroCustoId: number | null; centrosCusto: number[] }) {
  const ids = filasEscolhidas(input);
  if (!ids.length) return;
  const existem = new Set((await tx.select({ id: centroCusto.id }).from(centroCusto).where(inArray(centroCusto.id, ids))).map((r) => r.id));
  const erros: Record<string, string[]> = {};
  if (input.centroCustoId && !existem.has(input.centroCustoId)) erros.centro_custo_id = ['A fila principal escolhida não existe.'];
  if (input.centrosCusto.some((id) => !existem.has(id))) erros.centros_custo = ['Uma das filas escolhidas não existe.'];
  if (Object.keys(erros).length) throw unprocessable(erros);
}

/** Replaces the screen's queues with the chosen ones (the main one included). */
export async function gravarFilas(tx: Tx, telaId: number, input: { centroCustoId: number | null; centrosCusto: number[] }) {
  const ids = filasEscolhidas(input);
  await tx
    .delete(telaCentroCusto)
    .where(and(eq(telaCentroCusto.telaId, telaId), ids.length ? notInArray(telaCentroCusto.centroCustoId, ids) : undefined));
  if (ids.length) {
    await tx
      .insert(telaCentroCusto)
      .values(ids.map((centroCustoId) => ({ telaId, centroCustoId })))
      .onConflictDoNothing();
  }
}
