import { SetorTipo, SITUACAO_TRANSFERENCIA_TELA, type TransferenciaInput } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { type ContextoEstoque, recusaEstoque, SITUACAO_TRANSFERENCIA, transferir } from '../../estoque/index.js';

/**
 * The situation the screens show: the engine's (in transit, received, cancelled), with "received with a divergence"
 * when some item arrived short (decision 0013: the shortfall is recorded per item with its reason).
 */
export const situacaoTela = (t: SQL) => sql`case when ${t}.situacao = ${SITUACAO_TRANSFERENCIA.RECEBIDA} and exists (
    select 1 from estoque_transferencia_item d where d.transferencia_id = ${t}.id and d.quantidade_recebida < d.quantidade_enviada)
  then ${SITUACAO_TRANSFERENCIA_TELA.RECEBIDA_COM_DIVERGENCIA} else ${t}.situacao end`;

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
  const { rows } = await tx.execute(sql`
    select t.id, t.centro_custo_origem_id, o.nome as origem, t.centro_custo_destino_id, d.nome as destino,
           t.data_envio::text as data_envio, ${nomeDoUsuario(sql`t.enviado_por`)} as enviado_por,
           t.data_recebimento::text as data_recebimento, ${nomeDoUsuario(sql`t.recebido_por`)} as recebido_por,
           t.observacao, t.situacao as situacao_motor, ${situacaoTela(sql`t`)} as situacao,
           (select m.motivo from estoque_movimento m
             where m.documento_tipo = 'transferencia' and m.documento_id = t.id and m.tipo = 'estorno_transferencia'
             order by m.id limit 1) as motivo_cancelamento
      from estoque_transferencia t join centro_custo o on o.id = t.centro_custo_origem_id join centro_custo d on d.id = t.centro_custo_destino_id
     where t.id = ${id} and ${centroCustoId} in (t.centro_custo_origem_id, t.centro_custo_destino_id)`);
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
