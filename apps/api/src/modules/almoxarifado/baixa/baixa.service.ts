import { type BaixaInput, MENSAGENS_ESTOQUE, SITUACAO_DOCUMENTO_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { type ContextoEstoque, estornar, recusaEstoque, retirar } from '../../estoque/index.js';

/**
 * A write-off of one lot with a reason (spec 001 §7 baixa store). The engine lets an expired lot out only as a
 * `baixa` (decision 0013) and refuses more than the lot holds, naming it and what is left.
 */
export async function gravarBaixa(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, b: BaixaInput): Promise<number> {
  const { rows: motivo } = await tx.execute(sql`select nome from motivo_baixa where id = ${b.motivoBaixaId} and not bloqueado`);
  if (!motivo[0]) throw recusaEstoque('Motivo da baixa não encontrado ou bloqueado.', 'motivo_baixa_id');
  const { rows: lote } = await tx.execute(sql`select lote, material_id from estoque_lote where id = ${b.loteId}`);
  if (!lote[0]) throw recusaEstoque('Lote não encontrado.', 'lote_id');
  if (Number(lote[0].material_id) !== b.materialId)
    throw recusaEstoque(MENSAGENS_ESTOQUE.loteDeOutroMaterial(String(lote[0].lote)), 'lote_id');
  // the row first: its id is the movement's document (the kardex and the history find the write-off by it)
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_baixa (centro_custo_id, data, material_id, lote_id, quantidade, motivo_baixa_id, observacao)
    values (${centroCustoId}, ${b.data}, ${b.materialId}, ${b.loteId}, ${b.quantidade}, ${b.motivoBaixaId}, ${b.observacao ?? null})
    returning id`);
  const id = Number(rows[0].id);
  const [m] = await retirar(tx, ctx, {
    tipo: 'baixa',
    centroCustoId,
    data: b.data,
    materialId: b.materialId,
    quantidade: b.quantidade,
    loteId: b.loteId,
    motivo: String(motivo[0].nome),
    documento: { tipo: 'baixa', id },
  }).catch((e) => {
    // the engine's refusal of the lot belongs under the quantity the clerk typed
    if (e?.statusCode === 422 && e.errors?.itens) throw recusaEstoque(e.message, 'quantidade');
    throw e;
  });
  await tx.execute(
    sql`update almoxarifado_baixa set custo_unitario = ${m.custoUnitario}, movimento_id = ${m.movimentoId} where id = ${id}`,
  );
  return id;
}

export async function lerBaixa(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select b.id, cc.nome as centro_custo, b.data::text as data, b.material_id, m.nome as material, b.lote_id, l.lote,
           l.validade::text as validade, l.validade < b.data as vencido, b.quantidade, b.custo_unitario::text as custo,
           b.motivo_baixa_id, mb.nome as motivo, b.observacao, ${nomeDoUsuario(sql`b.created_by`)} as registrado_por,
           b.situacao, b.motivo_estorno, b.estornado_em
      from almoxarifado_baixa b join centro_custo cc on cc.id = b.centro_custo_id join material m on m.id = b.material_id
      join estoque_lote l on l.id = b.lote_id join motivo_baixa mb on mb.id = b.motivo_baixa_id
     where b.id = ${id} and b.centro_custo_id = ${centroCustoId}`);
  const b = rows[0];
  if (!b) throw notFound();
  return {
    id: Number(b.id),
    centroCusto: String(b.centro_custo),
    data: String(b.data),
    materialId: Number(b.material_id),
    material: String(b.material),
    loteId: Number(b.lote_id),
    lote: String(b.lote),
    validade: String(b.validade),
    vencido: Boolean(b.vencido),
    quantidade: Number(b.quantidade),
    custoUnitario: String(b.custo),
    motivoBaixaId: Number(b.motivo_baixa_id),
    motivo: String(b.motivo),
    observacao: (b.observacao as string | null) ?? null,
    registradoPor: (b.registrado_por as string | null) ?? null,
    situacao: Number(b.situacao),
    motivoEstorno: (b.motivo_estorno as string | null) ?? null,
    estornadoEm: (b.estornado_em as string | null) ?? null,
  };
}

/** Reverses a write-off (PUT reverse/{id}): the quantity back into its lot as `estorno_baixa`, the row kept with why. */
export async function estornarBaixa(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number, motivo: string) {
  const { rows } = await tx.execute(
    sql`select situacao, movimento_id from almoxarifado_baixa where id = ${id} and centro_custo_id = ${centroCustoId} for update`,
  );
  if (!rows[0]) throw notFound();
  if (Number(rows[0].situacao) === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw recusaEstoque('Esta baixa já foi estornada.', 'motivo');
  await estornar(tx, ctx, { movimentoId: Number(rows[0].movimento_id), motivo, documento: { tipo: 'baixa', id } });
  await tx.execute(sql`
    update almoxarifado_baixa set situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA}, motivo_estorno = ${motivo}, estornado_em = now(),
           estornado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
     where id = ${id}`);
}
