import { type DispensacaoInput, MENSAGENS_DISPENSACAO, SITUACAO_DOCUMENTO_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { assertPacienteVivo } from '../../cadastro/index.js';
import { type ContextoEstoque, estornar, recusaEstoque, retirar } from '../../estoque/index.js';

/** The patient header of the screens: the core one (lib/clinico), shared with the pharmacy. */
export { cabecalhoDoPaciente };

/**
 * Reading a patient's supplies is audited like any read of the patient's record (architecture §5): the
 * dispensing read, or the patient's history (the patient's record).
 */
export const auditarLeituraDispensacao = (tx: Tx, req: FastifyRequest, pacienteId: number, rota: string, dispensacaoId?: number) =>
  auditarLeitura(tx, req, {
    tabela: dispensacaoId ? 'almoxarifado_dispensacao' : 'cidadao',
    registroId: dispensacaoId ?? pacienteId,
    pacienteId,
    rota,
  });

/** The materials the patient received from `desde` on (active supplies only), the last time of each. */
export async function recentesDoPaciente(tx: Tx, pacienteId: number, desde: string) {
  const { rows } = await tx.execute(sql`
    select distinct on (i.material_id) i.material_id, m.nome as material, d.data::text as data,
           sum(i.quantidade) over (partition by i.material_id, d.id)::int as quantidade
      from almoxarifado_dispensacao d join almoxarifado_dispensacao_item i on i.dispensacao_id = d.id join material m on m.id = i.material_id
     where d.paciente_id = ${pacienteId} and d.situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA} and d.data >= ${desde}
     order by i.material_id, d.data desc, d.id desc`);
  return rows.map((r) => ({
    materialId: Number(r.material_id),
    material: String(r.material),
    data: String(r.data),
    quantidade: Number(r.quantidade),
  }));
}

/**
 * A dispensing and its lines, in one transaction: each line a `dispensacao` of the engine (first-expiry-first-out
 * unless the clerk picked a lot, so possibly several lots per line). A refusal names the item and the engine's text.
 */
export async function gravarDispensacao(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, d: DispensacaoInput): Promise<number> {
  await assertPacienteVivo(tx, d.pacienteId, 'paciente_id');
  const materiais = d.itens.map((i) => i.materialId);
  const repetido = materiais.findIndex((m, i) => materiais.indexOf(m) !== i);
  if (repetido >= 0) throw recusaEstoque(MENSAGENS_DISPENSACAO.materialRepetido, `itens.${repetido}.material_id`);
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_dispensacao (centro_custo_id, paciente_id, data, observacao)
    values (${centroCustoId}, ${d.pacienteId}, ${d.data}, ${d.observacao ?? null}) returning id`);
  const id = Number(rows[0].id);
  for (const [i, item] of d.itens.entries()) {
    const movimentos = await retirar(tx, ctx, {
      tipo: 'dispensacao',
      centroCustoId,
      data: d.data,
      materialId: item.materialId,
      quantidade: item.quantidade,
      loteId: item.loteId,
      documento: { tipo: 'dispensacao-materiais', id },
    }).catch((e) => {
      if (e?.statusCode === 422 && !e.errors?.data) throw recusaEstoque(`Item ${i + 1}: ${e.message}`, `itens.${i}.quantidade`);
      throw e;
    });
    for (const m of movimentos) {
      await tx.execute(sql`
        insert into almoxarifado_dispensacao_item (dispensacao_id, material_id, lote_id, quantidade, custo_unitario, movimento_id)
        values (${id}, ${item.materialId}, ${m.loteId}, ${m.quantidade}, ${m.custoUnitario}, ${m.movimentoId})`);
    }
  }
  return id;
}

export async function lerDispensacao(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select d.id, cc.nome as centro_custo, d.paciente_id, d.data::text as data, d.observacao, d.situacao, d.motivo_estorno,
           d.estornado_em, ${nomeDoUsuario(sql`d.created_by`)} as registrado_por
      from almoxarifado_dispensacao d join centro_custo cc on cc.id = d.centro_custo_id
     where d.id = ${id} and d.centro_custo_id = ${centroCustoId}`);
  const d = rows[0];
  if (!d) throw notFound('Dispensação não encontrada.');
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, m.nome as material, i.lote_id, l.lote, l.validade::text as validade, i.quantidade, i.custo_unitario::text as custo
      from almoxarifado_dispensacao_item i join material m on m.id = i.material_id join estoque_lote l on l.id = i.lote_id
     where i.dispensacao_id = ${id} order by i.id`);
  return {
    id: Number(d.id),
    centroCusto: String(d.centro_custo),
    paciente: await cabecalhoDoPaciente(tx, Number(d.paciente_id)),
    data: String(d.data),
    observacao: (d.observacao as string | null) ?? null,
    situacao: Number(d.situacao),
    registradoPor: (d.registrado_por as string | null) ?? null,
    motivoEstorno: (d.motivo_estorno as string | null) ?? null,
    estornadoEm: (d.estornado_em as string | null) ?? null,
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

/** Reverses a whole dispensing: every unit back into its lot (`estorno_dispensacao`), the row kept with the reason. */
export async function estornarDispensacao(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number, motivo: string) {
  const { rows } = await tx.execute(
    sql`select situacao from almoxarifado_dispensacao where id = ${id} and centro_custo_id = ${centroCustoId} for update`,
  );
  if (!rows[0]) throw notFound('Dispensação não encontrada.');
  if (Number(rows[0].situacao) === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw recusaEstoque(MENSAGENS_DISPENSACAO.jaEstornada, 'motivo');
  const { rows: itens } = await tx.execute(
    sql`select movimento_id from almoxarifado_dispensacao_item where dispensacao_id = ${id} order by id`,
  );
  for (const i of itens) await estornar(tx, ctx, { movimentoId: Number(i.movimento_id), motivo });
  await tx.execute(sql`
    update almoxarifado_dispensacao set situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA}, motivo_estorno = ${motivo}, estornado_em = now(),
           estornado_por = ${ctx.usuarioId ?? null}
     where id = ${id}`);
}
