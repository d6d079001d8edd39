import { hojeIso, ORIGEM_PERMISSAO, SITUACAO_ITEM_REQUISICAO, SITUACAO_REQUISICAO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { atualizarSituacao, travarRequisicao } from '../requisicao/requisicao.service.js';
import { permitirMaterial } from '../requisicao-abertura-fechamento/material-permitido.service.js';

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

/** The columns of a pending item (and of its history), as the lists and the edit page show it. */
export const colunasPendencia = sql`i.id, i.requisicao_id as "requisicaoId", r.data::text as data, s.nome as setor, i.material_id as "materialId",
  m.nome as material, i.quantidade_solicitada as quantidade, i.situacao, i.avaliado_em as "avaliadoEm",
  ${nomeDoUsuario(sql`i.avaliado_por`)} as "avaliadoPor", i.motivo_recusa as "motivoRecusa"`;

export const origemPendencia = sql`from almoxarifado_requisicao_item i join almoxarifado_requisicao r on r.id = i.requisicao_id
  join centro_custo s on s.id = r.centro_custo_requisitante_id join material m on m.id = i.material_id`;

/** A pending item of a requisition addressed to the session's warehouse (history items too); any other: 404. */
export async function lerPendencia(tx: Tx, id: number, almoxarifadoId: number) {
  const { rows } = await tx.execute(sql`
    select ${colunasPendencia}, r.centro_custo_requisitante_id as "centroCustoRequisitanteId",
           ${nomeDoUsuario(sql`r.created_by`)} as solicitante, m.codigo,
           (select coalesce(sum(sd.quantidade), 0)::int from estoque_saldo sd join estoque_lote l on l.id = sd.lote_id
             where sd.centro_custo_id = r.centro_custo_almoxarifado_id and sd.material_id = i.material_id and l.validade >= ${hojeIso()}) as disponivel
      ${origemPendencia}
     where i.id = ${id} and r.centro_custo_almoxarifado_id = ${almoxarifadoId} and (i.situacao = ${SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO} or i.avaliacao is not null)`);
  if (!rows[0]) throw notFound();
  return rows[0] as Record<string, unknown>;
}

/** Locks the item's requisition and the item; it must still wait for permission in a requisition still open. */
async function travarPendencia(tx: Tx, id: number, almoxarifadoId: number) {
  const { rows } = await tx.execute(sql`select requisicao_id from almoxarifado_requisicao_item where id = ${id}`);
  if (!rows[0]) throw notFound();
  const r = await travarRequisicao(tx, Number(rows[0].requisicao_id), almoxarifadoId, 'almoxarifado');
  const { rows: item } = await tx.execute(sql`select situacao, material_id from almoxarifado_requisicao_item where id = ${id} for update`);
  if (Number(item[0].situacao) !== SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO)
    throw recusa('id', 'Este item não está pendente de permissão.');
  if (r.situacao !== SITUACAO_REQUISICAO.ABERTA && r.situacao !== SITUACAO_REQUISICAO.ATENDIDA_PARCIALMENTE) {
    throw recusa('id', 'A requisição deste item não está mais aberta.');
  }
  return { requisicao: r, materialId: Number(item[0].material_id) };
}

/**
 * Approving grants the sector the material (origem "aprovação de pendência") and puts the item back in its
 * requisition; the sector's other pending items of the same material, at this warehouse, go back with it.
 */
export async function aprovarPendencia(tx: Tx, id: number, almoxarifadoId: number) {
  const { requisicao, materialId } = await travarPendencia(tx, id, almoxarifadoId);
  await permitirMaterial(tx, requisicao.setorId, materialId, ORIGEM_PERMISSAO.APROVACAO);
  const { rows } = await tx.execute(sql`
    update almoxarifado_requisicao_item i
       set situacao = ${SITUACAO_ITEM_REQUISICAO.LIBERADO}, avaliacao = 1, avaliado_em = now(),
           avaliado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
      from almoxarifado_requisicao r
     where r.id = i.requisicao_id and i.situacao = ${SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO} and i.material_id = ${materialId}
       and r.centro_custo_requisitante_id = ${requisicao.setorId} and r.centro_custo_almoxarifado_id = ${almoxarifadoId}
       and r.situacao in (${SITUACAO_REQUISICAO.ABERTA}, ${SITUACAO_REQUISICAO.ATENDIDA_PARCIALMENTE})
    returning i.requisicao_id`);
  for (const requisicaoId of new Set(rows.map((r) => Number(r.requisicao_id)))) await atualizarSituacao(tx, requisicaoId);
}

/** Refusing keeps the sector's permissions as they are; a requisition left with no item is refused with the reason. */
export async function recusarPendencia(tx: Tx, id: number, almoxarifadoId: number, motivo: string) {
  const { requisicao } = await travarPendencia(tx, id, almoxarifadoId);
  await tx.execute(sql`
    update almoxarifado_requisicao_item
       set situacao = ${SITUACAO_ITEM_REQUISICAO.RECUSADO}, avaliacao = 2, avaliado_em = now(), motivo_recusa = ${motivo},
           avaliado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
     where id = ${id}`);
  await atualizarSituacao(tx, requisicao.id, motivo);
}
