import { MENSAGENS_DISPENSACAO_FARMACIA as M, primeiroDiaDoMes, SITUACAO_DOCUMENTO_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { type ContextoEstoque, estornar, recusaEstoque } from '../../estoque/index.js';

/**
 * Reverses a whole dispensing of the session's pharmacy (spec 000 §2.3 farmacia/estorno-dispensacao): every lot's
 * movement back into the same lot through the engine (`estorno_dispensacao`, the engine's own refusals: a closed
 * period, a movement already reversed), a CEAF pickup given back to its competence, the row kept with the reason.
 */
export async function estornarDispensacaoFarmacia(
  tx: Tx,
  ctx: ContextoEstoque & { usuarioId: number },
  id: number,
  centroCustoId: number,
  motivo: string,
) {
  const { rows } = await tx.execute(sql`
    select situacao, processo_alto_custo_id, data::text as data from farmacia_dispensacao
     where id = ${id} and centro_custo_id = ${centroCustoId} for update`);
  const d = rows[0];
  if (!d) throw notFound('Dispensação não encontrada.');
  if (Number(d.situacao) === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw recusaEstoque(M.jaEstornada, 'motivo');
  const { rows: lotes } = await tx.execute(sql`
    select dl.movimento_id from farmacia_dispensacao_lote dl join farmacia_dispensacao_item i on i.id = dl.item_id
     where i.dispensacao_id = ${id} and dl.movimento_id is not null order by dl.id`);
  for (const l of lotes) await estornar(tx, ctx, { movimentoId: Number(l.movimento_id), motivo });
  if (d.processo_alto_custo_id != null) {
    await tx.execute(sql`
      update farmacia_processo_alto_custo_competencia c
         set quantidade_dispensada = greatest(c.quantidade_dispensada - i.total, 0)
        from (select sum(quantidade)::int as total from farmacia_dispensacao_item where dispensacao_id = ${id}) i
       where c.processo_id = ${d.processo_alto_custo_id} and c.competencia = ${primeiroDiaDoMes(String(d.data))}`);
  }
  await tx.execute(sql`
    update farmacia_dispensacao set situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA}, motivo_estorno = ${motivo}, estornado_em = now(),
           estornado_por = ${ctx.usuarioId}
     where id = ${id}`);
}
