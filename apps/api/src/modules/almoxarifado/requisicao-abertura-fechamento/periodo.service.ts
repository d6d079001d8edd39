import { formatarDataEstoque, hojeIso, unidadeFornecimentoSigla } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { ehEstoque } from '../transferencia/transferencia.service.js';

/** The cost centres that ask a warehouse for materials: every active one that is not a stock itself. */
export async function setoresRequisitantes(tx: Tx) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome, u.nome_fantasia as unidade
      from centro_custo cc join setor s on s.id = cc.setor_id
      join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id
     where not cc.bloqueado and not ${ehEstoque(sql`s`)}
     order by ${porNome(sql`cc.nome`)}, ${porNome(sql`u.nome_fantasia`)}`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome), unidade: String(r.unidade) }));
}

/** A requesting sector of the municipality, or a 422 on the field that named it. */
export async function exigirSetor(tx: Tx, id: number, campo: string) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome from centro_custo cc join setor s on s.id = cc.setor_id where cc.id = ${id} and not ${ehEstoque(sql`s`)}`);
  if (!rows[0]) throw unprocessable({ [campo]: ['Setor não encontrado.'] }, 'Setor não encontrado.');
  return { id: Number(rows[0].id), nome: String(rows[0].nome) };
}

/** 1 open today, 2 scheduled, 3 closed. */
export const situacaoPeriodo = (p: SQL, hoje = hojeIso()) =>
  sql`case when ${p}.data_fechamento < ${hoje} then 3 when ${p}.data_abertura > ${hoje} then 2 else 1 end`;

/**
 * Periods of one sector at one warehouse never overlap: the sector's periods are checked under a transaction lock
 * on (warehouse, sector), so two clerks opening the same month at once cannot both pass.
 */
export async function exigirSemSobreposicao(
  tx: Tx,
  p: { almoxarifadoId: number; setorId: number; setorNome: string; dataAbertura: string; dataFechamento: string; excetoId?: number },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`almoxarifado:periodo:${p.almoxarifadoId}:${p.setorId}`}, 0))`);
  const { rows } = await tx.execute(sql`
    select data_abertura::text as a, data_fechamento::text as f from almoxarifado_requisicao_periodo
     where centro_custo_almoxarifado_id = ${p.almoxarifadoId} and centro_custo_requisitante_id = ${p.setorId}
       and data_abertura <= ${p.dataFechamento} and data_fechamento >= ${p.dataAbertura}
       ${p.excetoId ? sql`and id <> ${p.excetoId}` : sql``}
     order by data_abertura limit 1`);
  if (rows[0]) {
    const msg = `${p.setorNome} já tem um período de requisição de ${formatarDataEstoque(String(rows[0].a))} a ${formatarDataEstoque(String(rows[0].f))} que se sobrepõe a estas datas.`;
    throw unprocessable({ data_abertura: [msg] }, msg);
  }
}

export async function lerPeriodo(tx: Tx, id: number, almoxarifadoId: number) {
  const { rows } = await tx.execute(sql`
    select p.id, p.centro_custo_requisitante_id, cc.nome as setor, p.data_abertura::text as data_abertura,
           p.data_fechamento::text as data_fechamento, p.observacao,
           (select count(*) from almoxarifado_requisicao r where r.periodo_id = p.id) as quantidade_requisicoes
      from almoxarifado_requisicao_periodo p join centro_custo cc on cc.id = p.centro_custo_requisitante_id
     where p.id = ${id} and p.centro_custo_almoxarifado_id = ${almoxarifadoId}`);
  const p = rows[0];
  if (!p) throw notFound();
  return {
    id: Number(p.id),
    centroCustoRequisitanteId: Number(p.centro_custo_requisitante_id),
    setor: String(p.setor),
    dataAbertura: String(p.data_abertura),
    dataFechamento: String(p.data_fechamento),
    observacao: (p.observacao as string | null) ?? null,
    quantidadeRequisicoes: Number(p.quantidade_requisicoes),
  };
}

/**
 * The materials with valid stock at warehouse `almoxarifadoId` (estoque/{a}/{b}), each saying whether sector
 * `setorId` may ask for it (a material it may not ask for is still listed: the requisition sends it to approval).
 */
export async function estoqueParaSetor(tx: Tx, almoxarifadoId: number, setorId: number) {
  const hoje = hojeIso();
  const { rows } = await tx.execute(sql`
    select m.id, m.nome, m.codigo, m.unidade_fornecimento_id, sum(s.quantidade)::int as disponivel,
           exists (select 1 from almoxarifado_material_permitido p where p.centro_custo_id = ${setorId} and p.material_id = m.id) as permitido
      from estoque_saldo s join estoque_lote l on l.id = s.lote_id join material m on m.id = s.material_id
     where s.centro_custo_id = ${almoxarifadoId} and s.quantidade > 0 and l.validade >= ${hoje} and not m.bloqueado
     group by m.id, m.nome, m.codigo, m.unidade_fornecimento_id
     order by ${porNome(sql`m.nome`)}`);
  return rows.map((r) => ({
    materialId: Number(r.id),
    material: String(r.nome),
    codigo: (r.codigo as string | null) ?? null,
    unidadeFornecimento: unidadeFornecimentoSigla(Number(r.unidade_fornecimento_id)),
    disponivel: Number(r.disponivel),
    permitido: Boolean(r.permitido),
  }));
}
