import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { nomeDoUsuario } from '../../lib/sql/pessoa.js';
import { type ContextoEstoque, recusaEstoque } from './estoque.regras.js';
import { cancelarTransferencia, receberTransferencia, SITUACAO_TRANSFERENCIA } from './estoque.transferencia.js';

/**
 * The situation the transfer screens show (the warehouse's transfers, immunization's distributions): the engine's
 * 1 in transit, 2 received, 3 cancelled, plus this one when some item arrived short (decision 0013: the shortfall is
 * recorded per item with its reason). Same number as SITUACAO_TRANSFERENCIA_TELA and SITUACAO_DISTRIBUICAO.
 */
export const SITUACAO_TRANSFERENCIA_RECEBIDA_COM_DIVERGENCIA = 4;

/** The screen's situation of the transfer aliased `t` (SQL). */
export const situacaoTelaTransferencia = (t: SQL) => sql`case when ${t}.situacao = ${SITUACAO_TRANSFERENCIA.RECEBIDA} and exists (
    select 1 from estoque_transferencia_item d where d.transferencia_id = ${t}.id and d.quantidade_recebida < d.quantidade_enviada)
  then ${SITUACAO_TRANSFERENCIA_RECEBIDA_COM_DIVERGENCIA} else ${t}.situacao end`;

/**
 * A transfer with its items as its origin or its destination sees it; any other cost centre (or a document kind not
 * in `documentoTipos`, when given) does not find it (404). `podeReceber`/`podeCancelar`: in transit and the session
 * is the destination/origin.
 */
export async function lerTransferencia(tx: Tx, id: number, centroCustoId: number, opcoes: { documentoTipos?: string[] } = {}) {
  const tipos = opcoes.documentoTipos;
  const doTipo = tipos
    ? sql`and t.documento_tipo in (${sql.join(
        tipos.map((d) => sql`${d}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await tx.execute(sql`
    select t.id, t.centro_custo_origem_id, o.nome as origem, t.centro_custo_destino_id, d.nome as destino,
           t.data_envio::text as data_envio, ${nomeDoUsuario(sql`t.enviado_por`)} as enviado_por,
           t.data_recebimento::text as data_recebimento, ${nomeDoUsuario(sql`t.recebido_por`)} as recebido_por,
           t.observacao, t.situacao as situacao_motor, ${situacaoTelaTransferencia(sql`t`)} as situacao,
           t.documento_tipo, t.documento_id,
           (select m.motivo from estoque_movimento m
             where m.documento_tipo = 'transferencia' and m.documento_id = t.id and m.tipo = 'estorno_transferencia'
             order by m.id limit 1) as motivo_cancelamento
      from estoque_transferencia t join centro_custo o on o.id = t.centro_custo_origem_id join centro_custo d on d.id = t.centro_custo_destino_id
     where t.id = ${id} ${doTipo} and ${centroCustoId} in (t.centro_custo_origem_id, t.centro_custo_destino_id)`);
  const t = rows[0];
  if (!t) throw notFound();
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, m.nome as material, i.lote_id, l.lote, l.validade::text as validade, i.quantidade_enviada,
           i.quantidade_recebida, i.motivo_divergencia, i.custo_unitario::text as custo
      from estoque_transferencia_item i join material m on m.id = i.material_id join estoque_lote l on l.id = i.lote_id
     where i.transferencia_id = ${id} order by i.id`);
  const emTransito = Number(t.situacao_motor) === SITUACAO_TRANSFERENCIA.EM_TRANSITO;
  return {
    id: Number(t.id),
    centroCustoOrigemId: Number(t.centro_custo_origem_id),
    origem: String(t.origem),
    centroCustoDestinoId: Number(t.centro_custo_destino_id),
    destino: String(t.destino),
    dataEnvio: String(t.data_envio),
    enviadoPor: (t.enviado_por as string | null) ?? null,
    dataRecebimento: (t.data_recebimento as string | null) ?? null,
    recebidoPor: (t.recebido_por as string | null) ?? null,
    observacao: (t.observacao as string | null) ?? null,
    motivoCancelamento: (t.motivo_cancelamento as string | null) ?? null,
    situacao: Number(t.situacao),
    /** The document the transfer belongs to (kind and id; the id is null when only its kind marks it). */
    documento:
      t.documento_tipo == null ? null : { tipo: String(t.documento_tipo), id: t.documento_id == null ? null : Number(t.documento_id) },
    podeReceber: emTransito && Number(t.centro_custo_destino_id) === centroCustoId,
    podeCancelar: emTransito && Number(t.centro_custo_origem_id) === centroCustoId,
    itens: itens.map((i) => ({
      id: Number(i.id),
      materialId: Number(i.material_id),
      material: String(i.material),
      loteId: Number(i.lote_id),
      lote: String(i.lote),
      validade: String(i.validade),
      quantidadeEnviada: Number(i.quantidade_enviada),
      quantidadeRecebida: i.quantidade_recebida == null ? null : Number(i.quantidade_recebida),
      motivoDivergencia: (i.motivo_divergencia as string | null) ?? null,
      custoUnitario: String(i.custo),
    })),
  };
}

/** The refusals of the guards, in the words of the screen (a warehouse transfer by default). */
export interface TextosTransferencia {
  soDestinoRecebe: string;
  /** The field the "only the destination" refusal lands on. */
  campoDoDocumento: string;
  itemAlheio: string;
  soOrigemCancela: string;
}

export const TEXTOS_TRANSFERENCIA: TextosTransferencia = {
  soDestinoRecebe: 'Só o estoque de destino recebe a transferência.',
  campoDoDocumento: 'transferencia_id',
  itemAlheio: 'O item informado não pertence a esta transferência.',
  soOrigemCancela: 'Só o estoque de origem cancela a transferência.',
};

type TransferenciaLida = { id: number; centroCustoOrigemId: number; centroCustoDestinoId: number; itens: { id: number }[] };
type ItemRecebido = { itemId: number; quantidadeRecebida: number; motivoDivergencia?: string | null };

/** Only the destination receives, and only the transfer's own items (422 on the line that is not). */
export function exigirDestinoDaTransferencia(
  t: TransferenciaLida,
  centroCustoId: number,
  itens: { itemId: number }[],
  textos: TextosTransferencia = TEXTOS_TRANSFERENCIA,
) {
  if (t.centroCustoDestinoId !== centroCustoId) throw recusaEstoque(textos.soDestinoRecebe, textos.campoDoDocumento);
  const ids = new Set(t.itens.map((i) => i.id));
  const alheio = itens.findIndex((i) => !ids.has(i.itemId));
  if (alheio >= 0) throw recusaEstoque(textos.itemAlheio, `itens.${alheio}.item_id`);
}

/** Only the origin cancels (the engine then refuses any transfer no longer in transit). */
export function exigirOrigemDaTransferencia(
  t: TransferenciaLida,
  centroCustoId: number,
  textos: TextosTransferencia = TEXTOS_TRANSFERENCIA,
) {
  if (t.centroCustoOrigemId !== centroCustoId) throw recusaEstoque(textos.soOrigemCancela, 'motivo');
}

/**
 * The session's cost centre receives a transfer it read: the destination guard, then the engine's receipt (fewer
 * than sent needs the reason of the divergence, more is refused, an item not mentioned arrived whole).
 */
export async function receberNoDestino(
  tx: Tx,
  ctx: ContextoEstoque,
  p: { transferencia: TransferenciaLida; centroCustoId: number; data?: string; itens: ItemRecebido[]; textos?: TextosTransferencia },
) {
  exigirDestinoDaTransferencia(p.transferencia, p.centroCustoId, p.itens, p.textos);
  return receberTransferencia(tx, ctx, { transferenciaId: p.transferencia.id, data: p.data, itens: p.itens });
}

/** The session's cost centre cancels a transfer it read: the origin guard, then the engine's cancellation. */
export async function cancelarNaOrigem(
  tx: Tx,
  ctx: ContextoEstoque,
  p: { transferencia: TransferenciaLida; centroCustoId: number; motivo: string; textos?: TextosTransferencia },
) {
  exigirOrigemDaTransferencia(p.transferencia, p.centroCustoId, p.textos);
  await cancelarTransferencia(tx, ctx, { transferenciaId: p.transferencia.id, motivo: p.motivo });
}
