import { hojeIso, MENSAGENS_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { unprocessable } from '../../lib/http-errors.js';

/** Who moves stock and, for tests and retroactive screens, what "today" is (defaults to the municipality's today). */
export interface ContextoEstoque {
  usuarioId?: number | null;
  hoje?: string;
}

/** The document a movement belongs to (an invoice entry, an exit, a dispensing …): its kind and id. */
export interface DocumentoEstoque {
  tipo: string;
  id: number;
}

/** A refusal of the engine: 422 with the message on the field the screen shows it under. */
export const recusaEstoque = (mensagem: string, campo = 'itens') => unprocessable({ [campo]: [mensagem] }, mensagem);

export function exigirQuantidade(q: number) {
  if (!Number.isInteger(q) || q <= 0) throw recusaEstoque(MENSAGENS_ESTOQUE.quantidadeInvalida, 'quantidade');
}

/** The date of the movement: not in the future, not inside a closed period of the cost centre (balancete). */
export async function validarDataMovimento(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, data: string) {
  if (data > (ctx.hoje ?? hojeIso())) throw recusaEstoque(MENSAGENS_ESTOQUE.dataFutura, 'data');
  await travarFechamento(tx, centroCustoId, 'movimento');
  const ate = await fechadoAte(tx, centroCustoId);
  if (ate && data <= ate) {
    const { rows } = await tx.execute(sql`select nome from centro_custo where id = ${centroCustoId}`);
    throw recusaEstoque(MENSAGENS_ESTOQUE.periodoFechado(String(rows[0]?.nome ?? ''), ate), 'data');
  }
}

/** The advisory-lock class of the closings (decision 0013); the second key is the cost centre. */
const LOCK_FECHAMENTO = 13;

/**
 * A closing (balancete) and a movement of the same stock never interleave: movements hold this lock shared until
 * they commit, a closing holds it alone, so a movement that read "not closed" commits before the closing reads
 * its date, or waits and then reads the new closing (decision 0013, "período fechado").
 */
export async function travarFechamento(tx: Tx, centroCustoId: number, quem: 'movimento' | 'fechamento') {
  const funcao = sql.raw(quem === 'movimento' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
  await tx.execute(sql`select ${funcao}(${LOCK_FECHAMENTO}::int, ${centroCustoId}::int)`);
}

/** The last date a cost centre is closed up to, or null. */
export async function fechadoAte(tx: Tx, centroCustoId: number): Promise<string | null> {
  const { rows } = await tx.execute(
    sql`select max(data_fechamento)::text as ate from estoque_fechamento where centro_custo_id = ${centroCustoId}`,
  );
  return (rows[0]?.ate as string | null) ?? null;
}

/** Names for the refusals ("Lote L123 de DIPIRONA 500 MG …"). */
export async function descreverLote(tx: Tx, loteId: number) {
  const { rows } = await tx.execute(sql`
    select l.lote, l.validade::text as validade, l.material_id, m.nome as material
      from estoque_lote l join material m on m.id = l.material_id where l.id = ${loteId}`);
  const r = rows[0];
  if (!r) throw recusaEstoque('Lote não encontrado.', 'lote_id');
  return { lote: String(r.lote), validade: String(r.validade), materialId: Number(r.material_id), material: String(r.material) };
}

export async function nomeDoMaterial(tx: Tx, materialId: number): Promise<string> {
  const { rows } = await tx.execute(sql`select nome from material where id = ${materialId}`);
  if (!rows[0]) throw recusaEstoque('Material não encontrado.', 'material_id');
  return String(rows[0].nome);
}
