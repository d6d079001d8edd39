import { hojeIso, MENSAGENS_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type ContextoEstoque, type DocumentoEstoque, recusaEstoque } from './estoque.regras.js';
import { entrar, retirar } from './estoque.service.js';

export const SITUACAO_TRANSFERENCIA = { EM_TRANSITO: 1, RECEBIDA: 2, CANCELADA: 3 } as const;

export interface PedidoTransferencia {
  centroCustoOrigemId: number;
  centroCustoDestinoId: number;
  data: string;
  itens: { materialId: number; quantidade: number; loteId?: number | null }[];
  documento?: DocumentoEstoque | null;
  observacao?: string | null;
}

/**
 * Step one of a transfer: the stock leaves the origin (`transferencia_saida`, FEFO unless a lot is named) and is
 * in transit, held by the transfer's items, until the destination receives it.
 */
export async function transferir(tx: Tx, ctx: ContextoEstoque, p: PedidoTransferencia): Promise<number> {
  if (p.centroCustoOrigemId === p.centroCustoDestinoId)
    throw recusaEstoque(MENSAGENS_ESTOQUE.transferenciaMesmoCentro, 'centro_custo_destino_id');
  const { rows } = await tx.execute(sql`
    insert into estoque_transferencia (centro_custo_origem_id, centro_custo_destino_id, data_envio, enviado_por, documento_tipo, documento_id, observacao)
    values (${p.centroCustoOrigemId}, ${p.centroCustoDestinoId}, ${p.data},
            coalesce(${ctx.usuarioId ?? null}::bigint, nullif(current_setting('app.usuario_id', true), '')::bigint),
            ${p.documento?.tipo ?? null}, ${p.documento?.id ?? null}, ${p.observacao ?? null})
    returning id`);
  const transferenciaId = Number(rows[0].id);
  for (const item of p.itens) {
    const saidas = await retirar(tx, ctx, {
      tipo: 'transferencia_saida',
      centroCustoId: p.centroCustoOrigemId,
      centroCustoDestinoId: p.centroCustoDestinoId,
      data: p.data,
      materialId: item.materialId,
      quantidade: item.quantidade,
      loteId: item.loteId,
      documento: { tipo: 'transferencia', id: transferenciaId },
    });
    for (const s of saidas) {
      await tx.execute(sql`
        insert into estoque_transferencia_item (transferencia_id, material_id, lote_id, quantidade_enviada, custo_unitario)
        values (${transferenciaId}, ${item.materialId}, ${s.loteId}, ${s.quantidade}, ${s.custoUnitario})`);
    }
  }
  return transferenciaId;
}

async function travarEmTransito(tx: Tx, transferenciaId: number) {
  const { rows } = await tx.execute(sql`
    select id, situacao, centro_custo_origem_id, centro_custo_destino_id, data_envio::text as data_envio
      from estoque_transferencia where id = ${transferenciaId} for update`);
  const t = rows[0];
  if (!t || Number(t.situacao) !== SITUACAO_TRANSFERENCIA.EM_TRANSITO) {
    throw recusaEstoque(MENSAGENS_ESTOQUE.transferenciaNaoEmTransito, 'transferencia_id');
  }
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, i.lote_id, i.quantidade_enviada, i.custo_unitario::text as custo, l.lote
      from estoque_transferencia_item i join estoque_lote l on l.id = i.lote_id
     where i.transferencia_id = ${transferenciaId} order by i.id`);
  return { t, itens };
}

/**
 * Step two: the destination receives what arrived (`transferencia_entrada` at the cost it left with). Less than
 * was sent is a divergence, recorded per item with its reason; more is refused. An item not mentioned arrived whole.
 */
export async function receberTransferencia(
  tx: Tx,
  ctx: ContextoEstoque,
  p: {
    transferenciaId: number;
    data?: string;
    itens?: { itemId: number; quantidadeRecebida: number; motivoDivergencia?: string | null }[];
  },
): Promise<{ divergencias: number }> {
  const { t, itens } = await travarEmTransito(tx, p.transferenciaId);
  const data = p.data ?? ctx.hoje ?? hojeIso();
  if (data < String(t.data_envio)) throw recusaEstoque('O recebimento não pode ser anterior ao envio.', 'data');
  let divergencias = 0;
  for (const item of itens) {
    const enviado = Number(item.quantidade_enviada);
    const informado = p.itens?.find((i) => i.itemId === Number(item.id));
    const recebido = informado?.quantidadeRecebida ?? enviado;
    if (!Number.isInteger(recebido) || recebido < 0) throw recusaEstoque(MENSAGENS_ESTOQUE.quantidadeInvalida, 'quantidade_recebida');
    if (recebido > enviado)
      throw recusaEstoque(MENSAGENS_ESTOQUE.recebimentoMaiorQueEnviado(String(item.lote), enviado), 'quantidade_recebida');
    const motivo = informado?.motivoDivergencia?.trim() || null;
    if (recebido < enviado) {
      if (!motivo) throw recusaEstoque(MENSAGENS_ESTOQUE.divergenciaSemMotivo(String(item.lote)), 'motivo_divergencia');
      divergencias++;
    }
    await tx.execute(sql`
      update estoque_transferencia_item set quantidade_recebida = ${recebido}, motivo_divergencia = ${motivo} where id = ${item.id}`);
    if (recebido > 0) {
      await entrar(tx, ctx, {
        tipo: 'transferencia_entrada',
        centroCustoId: Number(t.centro_custo_destino_id),
        centroCustoOrigemId: Number(t.centro_custo_origem_id),
        data,
        materialId: Number(item.material_id),
        lote: { loteId: Number(item.lote_id) },
        quantidade: recebido,
        custoUnitario: String(item.custo),
        documento: { tipo: 'transferencia', id: p.transferenciaId },
        motivo,
      });
    }
  }
  await tx.execute(sql`
    update estoque_transferencia
       set situacao = ${SITUACAO_TRANSFERENCIA.RECEBIDA}, data_recebimento = ${data},
           recebido_por = coalesce(${ctx.usuarioId ?? null}::bigint, nullif(current_setting('app.usuario_id', true), '')::bigint)
     where id = ${p.transferenciaId}`);
  return { divergencias };
}

/** A transfer still in transit can be cancelled: everything goes back into the origin (`estorno_transferencia`). */
export async function cancelarTransferencia(tx: Tx, ctx: ContextoEstoque, p: { transferenciaId: number; motivo: string; data?: string }) {
  const { t, itens } = await travarEmTransito(tx, p.transferenciaId);
  const data = p.data ?? ctx.hoje ?? hojeIso();
  for (const item of itens) {
    await entrar(tx, ctx, {
      tipo: 'estorno_transferencia',
      centroCustoId: Number(t.centro_custo_origem_id),
      data,
      materialId: Number(item.material_id),
      lote: { loteId: Number(item.lote_id) },
      quantidade: Number(item.quantidade_enviada),
      custoUnitario: String(item.custo),
      documento: { tipo: 'transferencia', id: p.transferenciaId },
      motivo: p.motivo,
    });
  }
  await tx.execute(sql`
    update estoque_transferencia set situacao = ${SITUACAO_TRANSFERENCIA.CANCELADA}, observacao = concat_ws(' — ', observacao, ${p.motivo}::text)
     where id = ${p.transferenciaId}`);
}
