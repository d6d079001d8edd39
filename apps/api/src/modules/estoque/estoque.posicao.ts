import { type AlocacaoFefo, alocarFefo, hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { porNome } from '../../lib/sql/texto.js';
import { type ContextoEstoque, fechadoAte, recusaEstoque, travarFechamento } from './estoque.regras.js';
import { lotesComSaldo } from './estoque.service.js';

export interface LinhaPosicao {
  materialId: number;
  material: string;
  loteId: number;
  lote: string;
  validade: string;
  fabricante: string | null;
  quantidade: number;
  custoMedio: string;
}

/**
 * The stock of a cost centre per lot: today from the balance table; at a past date (end of that day) from the
 * ledger, so any date can be answered (the balances are what the ledger sums to).
 */
export async function posicao(tx: Tx, centroCustoId: number, data?: string | null): Promise<LinhaPosicao[]> {
  const base = data
    ? sql`select material_id, lote_id, sum(quantidade)::int as quantidade from estoque_movimento
           where centro_custo_id = ${centroCustoId} and data <= ${data} group by material_id, lote_id having sum(quantidade) <> 0`
    : sql`select material_id, lote_id, quantidade from estoque_saldo where centro_custo_id = ${centroCustoId} and quantidade <> 0`;
  const { rows } = await tx.execute(sql`
    select b.material_id, m.nome as material, b.lote_id, l.lote, l.validade::text as validade, f.nome as fabricante, b.quantidade,
           coalesce(c.custo_medio, 0)::text as custo_medio
      from (${base}) b
      join material m on m.id = b.material_id
      join estoque_lote l on l.id = b.lote_id
      left join fabricante f on f.id = l.fabricante_id
      left join estoque_custo_medio c on c.centro_custo_id = ${centroCustoId} and c.material_id = b.material_id
     order by ${porNome(sql`m.nome`)}, l.validade, l.id`);
  return rows.map((r) => ({
    materialId: Number(r.material_id),
    material: String(r.material),
    loteId: Number(r.lote_id),
    lote: String(r.lote),
    validade: String(r.validade),
    fabricante: r.fabricante == null ? null : String(r.fabricante),
    quantidade: Number(r.quantidade),
    custoMedio: String(r.custo_medio),
  }));
}

/** The FEFO suggestion a screen shows before an exit: which lots, how much from each, and what is missing. */
export async function sugerirLotes(
  tx: Tx,
  p: { centroCustoId: number; materialId: number; quantidade: number; data?: string },
): Promise<AlocacaoFefo & { vencidos: number }> {
  const data = p.data ?? hojeIso();
  const lotes = await lotesComSaldo(tx, p.centroCustoId, p.materialId);
  const vencidos = lotes.filter((l) => l.validade < data).reduce((s, l) => s + l.disponivel, 0);
  return { ...alocarFefo(lotes, p.quantidade, data), vencidos };
}

/** Closes a cost centre up to a date (balancete): later movements dated on or before it are refused. */
export async function fecharPeriodo(tx: Tx, ctx: ContextoEstoque, p: { centroCustoId: number; data: string; observacao?: string | null }) {
  if (p.data > (ctx.hoje ?? hojeIso())) throw recusaEstoque('Não é possível fechar um período futuro.', 'data');
  await travarFechamento(tx, p.centroCustoId, 'fechamento');
  const ate = await fechadoAte(tx, p.centroCustoId);
  if (ate && p.data <= ate) throw recusaEstoque('O período já está fechado até esta data.', 'data');
  await tx.execute(sql`
    insert into estoque_fechamento (centro_custo_id, data_fechamento, observacao) values (${p.centroCustoId}, ${p.data}, ${p.observacao ?? null})`);
}
