import { SetorTipo, type TransferenciaInput } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { porNome } from '../../../lib/sql/texto.js';
import { type ContextoEstoque, lerTransferencia as lerTransferenciaDoEstoque, recusaEstoque, transferir } from '../../estoque/index.js';

/** Stocks (warehouses and pharmacies) are what a transfer moves between; sectors receive by exit or requisition. */
export const ehEstoque = (setor: SQL) => sql`${setor}.setor_tipo_id in (${SetorTipo.ALMOXARIFADO}, ${SetorTipo.FARMACIA})`;

/** The stocks the session's stock can send to, each with its unit (the same name may exist in two units). */
export async function destinosDeTransferencia(tx: Tx, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome, u.nome_fantasia as unidade
      from centro_custo cc join setor s on s.id = cc.setor_id
      join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id
     where not cc.bloqueado and ${ehEstoque(sql`s`)} and cc.id <> ${centroCustoId}
     order by ${porNome(sql`cc.nome`)}`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome), unidade: String(r.unidade) }));
}

/**
 * Sends a transfer from the session's stock to another stock. The engine takes each line out (FEFO unless a lot is
 * chosen) and its refusal names the lot or material, so the clerk knows which line to fix; nothing is written then.
 */
export async function enviarTransferencia(tx: Tx, ctx: ContextoEstoque, origem: number, t: TransferenciaInput): Promise<number> {
  const destinos = await destinosDeTransferencia(tx, origem);
  if (!destinos.some((d) => d.id === t.centroCustoDestinoId)) {
    throw recusaEstoque('Estoque de destino não encontrado.', 'centro_custo_destino_id');
  }
  return transferir(tx, ctx, {
    centroCustoOrigemId: origem,
    centroCustoDestinoId: t.centroCustoDestinoId,
    data: t.data,
    observacao: t.observacao,
    itens: t.itens.map((i) => ({ materialId: i.materialId, quantidade: i.quantidade, loteId: i.loteId })),
  });
}

/** The transfer as the origin or the destination sees it; any other stock does not find it (404). */
export async function lerTransferencia(tx: Tx, id: number, centroCustoId: number) {
  const { documento: _documento, ...t } = await lerTransferenciaDoEstoque(tx, id, centroCustoId);
  return t;
}
