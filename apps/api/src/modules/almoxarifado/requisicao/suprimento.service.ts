import { SITUACAO_DOCUMENTO_ESTOQUE, SITUACAO_ITEM_REQUISICAO, SITUACAO_REQUISICAO, type SuprimentoInput } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { type ContextoEstoque, estornar, retirar } from '../../estoque/index.js';
import { atualizarSituacao, travarRequisicao } from './requisicao.service.js';

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

/**
 * The warehouse supplies a requisition, all of it or part (issue 18): each line leaves as `suprimento_requisicao`
 * to the sector, FEFO unless a lot is chosen. The requisition is locked first, so two clerks cannot supply the same
 * item twice; the lots' balances are the engine's (one conditional UPDATE each: a lot never goes negative and the
 * refusal names it and what is left). Any refusal undoes the whole supply.
 */
export async function suprirRequisicao(tx: Tx, ctx: ContextoEstoque, id: number, almoxarifadoId: number, s: SuprimentoInput) {
  const r = await travarRequisicao(tx, id, almoxarifadoId, 'almoxarifado');
  if (r.situacao !== SITUACAO_REQUISICAO.ABERTA && r.situacao !== SITUACAO_REQUISICAO.ATENDIDA_PARCIALMENTE) {
    throw recusa('itens', 'Esta requisição não está aberta para atendimento.');
  }
  if (s.data < r.data) throw recusa('data', 'A data do atendimento não pode ser anterior à da requisição.');
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, m.nome as material, i.quantidade_solicitada, i.quantidade_atendida, i.situacao
      from almoxarifado_requisicao_item i join material m on m.id = i.material_id where i.requisicao_id = ${id}`);
  const porId = new Map(itens.map((i) => [Number(i.id), i]));
  const linhas = s.itens.map((l, indice) => ({ ...l, indice })).filter((l) => l.quantidade > 0);
  const pedido = new Map<number, number>();
  for (const l of linhas) {
    const item = porId.get(l.requisicaoItemId);
    const campo = `itens.${l.indice}.quantidade`;
    if (!item) throw recusa(campo, 'O item informado não pertence a esta requisição.');
    if (Number(item.situacao) === SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO)
      throw recusa(campo, `${item.material}: o item aguarda a permissão do material para o setor.`);
    if (Number(item.situacao) === SITUACAO_ITEM_REQUISICAO.RECUSADO) throw recusa(campo, `${item.material}: o item foi recusado.`);
    const total = (pedido.get(l.requisicaoItemId) ?? 0) + l.quantidade;
    const falta = Number(item.quantidade_solicitada) - Number(item.quantidade_atendida);
    if (total > falta) throw recusa(campo, `${item.material}: a quantidade a atender (${total}) passa do que falta (${falta}).`);
    pedido.set(l.requisicaoItemId, total);
  }
  const { rows } = await tx.execute(
    sql`insert into almoxarifado_requisicao_suprimento (requisicao_id, data) values (${id}, ${s.data}) returning id`,
  );
  const suprimentoId = Number(rows[0].id);
  for (const l of linhas) {
    const item = porId.get(l.requisicaoItemId);
    const movimentos = await retirar(tx, ctx, {
      tipo: 'suprimento_requisicao',
      centroCustoId: almoxarifadoId,
      centroCustoDestinoId: r.setorId,
      data: s.data,
      materialId: Number(item?.material_id),
      quantidade: l.quantidade,
      loteId: l.loteId,
      documento: { tipo: 'requisicao', id },
    }).catch((e) => {
      if (e?.statusCode === 422) throw recusa(`itens.${l.indice}.quantidade`, `Item ${l.indice + 1}: ${e.message}`);
      throw e;
    });
    for (const m of movimentos) {
      await tx.execute(sql`
        insert into almoxarifado_requisicao_suprimento_item (suprimento_id, requisicao_item_id, material_id, lote_id, quantidade, custo_unitario, movimento_id)
        values (${suprimentoId}, ${l.requisicaoItemId}, ${item?.material_id}, ${m.loteId}, ${m.quantidade}, ${m.custoUnitario}, ${m.movimentoId})`);
    }
    await tx.execute(sql`
      update almoxarifado_requisicao_item set quantidade_atendida = quantidade_atendida + ${l.quantidade} where id = ${l.requisicaoItemId}`);
  }
  await atualizarSituacao(tx, id);
  return suprimentoId;
}

/** Reverses one supply: every lot back (`estorno_suprimento`), the items owe again what it gave. */
export async function estornarSuprimento(tx: Tx, ctx: ContextoEstoque, suprimentoId: number, almoxarifadoId: number, motivo: string) {
  const { rows } = await tx.execute(sql`select requisicao_id from almoxarifado_requisicao_suprimento where id = ${suprimentoId}`);
  if (!rows[0]) throw notFound();
  const requisicaoId = Number(rows[0].requisicao_id);
  await travarRequisicao(tx, requisicaoId, almoxarifadoId, 'almoxarifado');
  const { rows: s } = await tx.execute(sql`select situacao from almoxarifado_requisicao_suprimento where id = ${suprimentoId} for update`);
  if (Number(s[0].situacao) === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw recusa('motivo', 'Este atendimento já foi estornado.');
  const { rows: itens } = await tx.execute(sql`
    select requisicao_item_id, quantidade, movimento_id from almoxarifado_requisicao_suprimento_item where suprimento_id = ${suprimentoId} order by id`);
  for (const i of itens) {
    await estornar(tx, ctx, { movimentoId: Number(i.movimento_id), motivo });
    await tx.execute(sql`
      update almoxarifado_requisicao_item set quantidade_atendida = quantidade_atendida - ${Number(i.quantidade)} where id = ${i.requisicao_item_id}`);
  }
  await tx.execute(sql`
    update almoxarifado_requisicao_suprimento set situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA}, motivo_estorno = ${motivo},
           estornado_em = now(), estornado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
     where id = ${suprimentoId}`);
  await atualizarSituacao(tx, requisicaoId);
  return requisicaoId;
}

/** The warehouse refuses a requisition it has not supplied at all (the reason goes back to the sector). */
export async function recusarRequisicao(tx: Tx, id: number, almoxarifadoId: number, motivo: string) {
  const r = await travarRequisicao(tx, id, almoxarifadoId, 'almoxarifado');
  if (r.situacao !== SITUACAO_REQUISICAO.ABERTA) throw recusa('motivo', 'Só uma requisição aberta, sem nada atendido, pode ser recusada.');
  await tx.execute(sql`
    update almoxarifado_requisicao set situacao = ${SITUACAO_REQUISICAO.RECUSADA}, motivo_situacao = ${motivo}, updated_at = now()
     where id = ${id}`);
}
