import { DESTINO_SAIDA, DestinoSaidaNome, type SaidaInput, SITUACAO_DOCUMENTO_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { type ContextoEstoque, estornar, recusaEstoque, retirar } from '../../estoque/index.js';

/**
 * An exit and its lines: each line a `saida` of the engine, FEFO unless the clerk picked a lot (then possibly
 * several movements per line, one per lot), all in one transaction.
 */
export async function gravarSaida(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, s: SaidaInput): Promise<number> {
  const destino = s.destinoTipo === DESTINO_SAIDA.SETOR ? s.centroCustoDestinoId : null;
  if (destino === centroCustoId)
    throw recusaEstoque('O setor de destino deve ser outro que não o próprio estoque.', 'centro_custo_destino_id');
  if (destino) {
    const { rows } = await tx.execute(sql`select 1 from centro_custo where id = ${destino} and not bloqueado`);
    if (!rows[0]) throw recusaEstoque('Setor de destino não encontrado.', 'centro_custo_destino_id');
  }
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_saida (centro_custo_id, destino_tipo, centro_custo_destino_id, data, observacao)
    values (${centroCustoId}, ${s.destinoTipo}, ${destino}, ${s.data}, ${s.observacao ?? null}) returning id`);
  const saidaId = Number(rows[0].id);
  for (const [i, item] of s.itens.entries()) {
    const movimentos = await retirar(tx, ctx, {
      tipo: 'saida',
      centroCustoId,
      centroCustoDestinoId: destino,
      data: s.data,
      materialId: item.materialId,
      quantidade: item.quantidade,
      loteId: item.loteId,
      documento: { tipo: 'saida', id: saidaId },
    }).catch((e) => {
      if (e?.statusCode === 422) throw recusaEstoque(`Item ${i + 1}: ${e.message}`, `itens.${i}.quantidade`);
      throw e;
    });
    for (const m of movimentos) {
      await tx.execute(sql`
        insert into almoxarifado_saida_item (saida_id, material_id, lote_id, quantidade, custo_unitario, movimento_id)
        values (${saidaId}, ${item.materialId}, ${m.loteId}, ${m.quantidade}, ${m.custoUnitario}, ${m.movimentoId})`);
    }
  }
  return saidaId;
}

export async function lerSaida(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select s.id, cc.nome as centro_custo, s.destino_tipo, s.centro_custo_destino_id, d.nome as destino, s.data::text as data, s.observacao,
           s.situacao, s.motivo_estorno, s.estornado_em
      from almoxarifado_saida s join centro_custo cc on cc.id = s.centro_custo_id left join centro_custo d on d.id = s.centro_custo_destino_id
     where s.id = ${id} and s.centro_custo_id = ${centroCustoId}`);
  const s = rows[0];
  if (!s) throw notFound();
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, m.nome as material, i.lote_id, l.lote, l.validade::text as validade, i.quantidade, i.custo_unitario::text as custo
      from almoxarifado_saida_item i join material m on m.id = i.material_id join estoque_lote l on l.id = i.lote_id
     where i.saida_id = ${id} order by i.id`);
  return {
    id: Number(s.id),
    centroCusto: String(s.centro_custo),
    destinoTipo: Number(s.destino_tipo),
    centroCustoDestinoId: s.centro_custo_destino_id == null ? null : Number(s.centro_custo_destino_id),
    destino: (s.destino as string | null) ?? DestinoSaidaNome[Number(s.destino_tipo)],
    data: String(s.data),
    observacao: (s.observacao as string | null) ?? null,
    situacao: Number(s.situacao),
    motivoEstorno: (s.motivo_estorno as string | null) ?? null,
    estornadoEm: (s.estornado_em as string | null) ?? null,
    itens: itens.map((i) => ({
      id: Number(i.id),
      materialId: Number(i.material_id),
      material: String(i.material),
      loteId: Number(i.lote_id),
      lote: String(i.lote),
      validade: String(i.validade),
      quantidade: Number(i.quantidade),
      custoUnitario: String(i.custo),
    })),
  };
}

/** Reverses a whole exit: every movement back into its lot (`estorno_saida`), the row kept with the reason. */
export async function estornarSaida(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number, motivo: string) {
  const { rows } = await tx.execute(
    sql`select situacao from almoxarifado_saida where id = ${id} and centro_custo_id = ${centroCustoId} for update`,
  );
  if (!rows[0]) throw notFound();
  if (Number(rows[0].situacao) === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw recusaEstoque('Esta saída já foi estornada.', 'motivo');
  const { rows: itens } = await tx.execute(sql`select movimento_id from almoxarifado_saida_item where saida_id = ${id} order by id`);
  for (const i of itens) await estornar(tx, ctx, { movimentoId: Number(i.movimento_id), motivo });
  await tx.execute(sql`
    update almoxarifado_saida set situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA}, motivo_estorno = ${motivo}, estornado_em = now(),
           estornado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
     where id = ${id}`);
}
