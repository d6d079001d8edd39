import { hojeIso, type RequisicaoInput, SITUACAO_ITEM_REQUISICAO, SITUACAO_REQUISICAO, situacaoDaRequisicao } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { sugerirLotes } from '../../estoque/index.js';

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

/** The warehouses a sector may ask today: those with a period open for it (opening and closing days included). */
export async function almoxarifadosAbertos(tx: Tx, setorId: number, hoje = hojeIso()) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome, u.nome_fantasia as unidade, p.id as periodo_id, p.data_fechamento::text as data_fechamento
      from almoxarifado_requisicao_periodo p join centro_custo cc on cc.id = p.centro_custo_almoxarifado_id
      join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id
     where p.centro_custo_requisitante_id = ${setorId} and p.data_abertura <= ${hoje} and p.data_fechamento >= ${hoje}
     order by ${porNome(sql`cc.nome`)}`);
  return rows.map((r) => ({
    id: Number(r.id),
    nome: String(r.nome),
    unidade: String(r.unidade),
    periodoId: Number(r.periodo_id),
    dataFechamento: String(r.data_fechamento),
  }));
}

/**
 * The sector's requisition (the session's cost centre), inside a period open today at that warehouse. A material
 * the sector may not ask for is not refused: its item waits for the warehouse's permission (requisicao-pendente-permissao).
 */
export async function gravarRequisicao(
  tx: Tx,
  setorId: number,
  r: RequisicaoInput,
  hoje = hojeIso(),
): Promise<{ id: number; itensPendentes: number }> {
  const periodo = (await almoxarifadosAbertos(tx, setorId, hoje)).find((a) => a.id === r.centroCustoAlmoxarifadoId);
  if (!periodo) {
    throw recusa('centro_custo_almoxarifado_id', 'Não há período de requisição aberto hoje para este setor neste almoxarifado.');
  }
  const vistos = new Map<number, number>();
  for (const [i, item] of r.itens.entries()) {
    if (vistos.has(item.materialId)) {
      throw recusa(`itens.${i}.material_id`, `Item ${i + 1}: o material já está no item ${(vistos.get(item.materialId) ?? 0) + 1}.`);
    }
    vistos.set(item.materialId, i);
  }
  const ids = r.itens.map((i) => sql`${i.materialId}`);
  const { rows: materiais } = await tx.execute(sql`
    select m.id, m.bloqueado,
           exists (select 1 from almoxarifado_material_permitido p where p.centro_custo_id = ${setorId} and p.material_id = m.id) as permitido
      from material m where m.id in (${sql.join(ids, sql`, `)})`);
  const porId = new Map(materiais.map((m) => [Number(m.id), m]));
  for (const [i, item] of r.itens.entries()) {
    const m = porId.get(item.materialId);
    if (!m) throw recusa(`itens.${i}.material_id`, `Item ${i + 1}: material não encontrado.`);
    if (m.bloqueado) throw recusa(`itens.${i}.material_id`, `Item ${i + 1}: o material está bloqueado.`);
  }
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_requisicao (centro_custo_requisitante_id, centro_custo_almoxarifado_id, periodo_id, data, observacao)
    values (${setorId}, ${periodo.id}, ${periodo.periodoId}, ${hoje}, ${r.observacao ?? null}) returning id`);
  const id = Number(rows[0].id);
  let itensPendentes = 0;
  for (const item of r.itens) {
    const permitido = Boolean(porId.get(item.materialId)?.permitido);
    if (!permitido) itensPendentes++;
    await tx.execute(sql`
      insert into almoxarifado_requisicao_item (requisicao_id, material_id, quantidade_solicitada, situacao)
      values (${id}, ${item.materialId}, ${item.quantidade},
              ${permitido ? SITUACAO_ITEM_REQUISICAO.LIBERADO : SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO})`);
  }
  return { id, itensPendentes };
}

/** Which side of the requisition the session is: the requesting sector or the supplying warehouse. */
export type LadoRequisicao = 'setor' | 'almoxarifado';

/**
 * The requisition as its sector or its warehouse sees it (any other cost centre: 404). The warehouse also gets,
 * per released item, the FEFO lots for what is still missing and the valid stock it has.
 */
export async function lerRequisicao(tx: Tx, id: number, centroCustoId: number, lado: LadoRequisicao) {
  const coluna = lado === 'setor' ? sql`r.centro_custo_requisitante_id` : sql`r.centro_custo_almoxarifado_id`;
  const { rows } = await tx.execute(sql`
    select r.id, r.data::text as data, r.centro_custo_requisitante_id, s.nome as setor, r.centro_custo_almoxarifado_id,
           a.nome as almoxarifado, ${nomeDoUsuario(sql`r.created_by`)} as solicitante, r.observacao, r.situacao, r.motivo_situacao
      from almoxarifado_requisicao r join centro_custo s on s.id = r.centro_custo_requisitante_id
      join centro_custo a on a.id = r.centro_custo_almoxarifado_id
     where r.id = ${id} and ${coluna} = ${centroCustoId}`);
  const r = rows[0];
  if (!r) throw notFound();
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, m.nome as material, i.quantidade_solicitada, i.quantidade_atendida, i.situacao, i.motivo_recusa
      from almoxarifado_requisicao_item i join material m on m.id = i.material_id where i.requisicao_id = ${id} order by i.id`);
  const { rows: sup } = await tx.execute(sql`
    select s.id, s.data::text as data, ${nomeDoUsuario(sql`s.created_by`)} as registrado_por, s.situacao, s.motivo_estorno
      from almoxarifado_requisicao_suprimento s where s.requisicao_id = ${id} order by s.id`);
  const { rows: supItens } = await tx.execute(sql`
    select si.id, si.suprimento_id, m.nome as material, l.lote, l.validade::text as validade, si.quantidade
      from almoxarifado_requisicao_suprimento_item si join almoxarifado_requisicao_suprimento s on s.id = si.suprimento_id
      join material m on m.id = si.material_id join estoque_lote l on l.id = si.lote_id
     where s.requisicao_id = ${id} order by si.id`);
  const situacao = Number(r.situacao);
  const atendivel = situacao === SITUACAO_REQUISICAO.ABERTA || situacao === SITUACAO_REQUISICAO.ATENDIDA_PARCIALMENTE;
  const almoxarifado = Number(r.centro_custo_almoxarifado_id);
  const itensModelo = [];
  for (const i of itens) {
    const falta = Number(i.quantidade_solicitada) - Number(i.quantidade_atendida);
    let sugestao = null;
    let disponivel = null;
    if (lado === 'almoxarifado' && atendivel && Number(i.situacao) === SITUACAO_ITEM_REQUISICAO.LIBERADO) {
      const s = await sugerirLotes(tx, { centroCustoId: almoxarifado, materialId: Number(i.material_id), quantidade: Math.max(falta, 0) });
      sugestao = s.itens;
      const { rows: d } = await tx.execute(sql`
        select coalesce(sum(s.quantidade), 0)::int as q from estoque_saldo s join estoque_lote l on l.id = s.lote_id
         where s.centro_custo_id = ${almoxarifado} and s.material_id = ${i.material_id} and l.validade >= ${hojeIso()}`);
      disponivel = Number(d[0].q);
    }
    itensModelo.push({
      id: Number(i.id),
      materialId: Number(i.material_id),
      material: String(i.material),
      quantidadeSolicitada: Number(i.quantidade_solicitada),
      quantidadeAtendida: Number(i.quantidade_atendida),
      situacao: Number(i.situacao),
      motivoRecusa: (i.motivo_recusa as string | null) ?? null,
      sugestao,
      disponivel,
    });
  }
  return {
    id: Number(r.id),
    data: String(r.data),
    centroCustoRequisitanteId: Number(r.centro_custo_requisitante_id),
    setor: String(r.setor),
    centroCustoAlmoxarifadoId: almoxarifado,
    almoxarifado: String(r.almoxarifado),
    solicitante: (r.solicitante as string | null) ?? null,
    observacao: (r.observacao as string | null) ?? null,
    situacao,
    motivoSituacao: (r.motivo_situacao as string | null) ?? null,
    itens: itensModelo,
    suprimentos: sup.map((s) => ({
      id: Number(s.id),
      data: String(s.data),
      registradoPor: (s.registrado_por as string | null) ?? null,
      situacao: Number(s.situacao),
      motivoEstorno: (s.motivo_estorno as string | null) ?? null,
      itens: supItens
        .filter((x) => Number(x.suprimento_id) === Number(s.id))
        .map((x) => ({
          id: Number(x.id),
          material: String(x.material),
          lote: String(x.lote),
          validade: String(x.validade),
          quantidade: Number(x.quantidade),
        })),
    })),
  };
}

/** Locks the requisition (supplies, reversals and approvals of one requisition pass one at a time). */
export async function travarRequisicao(tx: Tx, id: number, centroCustoId: number, lado: LadoRequisicao) {
  const coluna = lado === 'setor' ? sql`centro_custo_requisitante_id` : sql`centro_custo_almoxarifado_id`;
  const { rows } = await tx.execute(sql`
    select id, situacao, data::text as data, centro_custo_requisitante_id, centro_custo_almoxarifado_id from almoxarifado_requisicao
     where id = ${id} and ${coluna} = ${centroCustoId} for update`);
  if (!rows[0]) throw notFound();
  return {
    id: Number(rows[0].id),
    situacao: Number(rows[0].situacao),
    data: String(rows[0].data),
    setorId: Number(rows[0].centro_custo_requisitante_id),
    almoxarifadoId: Number(rows[0].centro_custo_almoxarifado_id),
  };
}

/** After any change of its items, the requisition's situation follows them (shared `situacaoDaRequisicao`). */
export async function atualizarSituacao(tx: Tx, id: number, motivo?: string | null) {
  const { rows: r } = await tx.execute(sql`select situacao from almoxarifado_requisicao where id = ${id}`);
  const { rows } = await tx.execute(sql`
    select situacao, quantidade_solicitada, quantidade_atendida from almoxarifado_requisicao_item where requisicao_id = ${id}`);
  const nova = situacaoDaRequisicao(
    Number(r[0].situacao),
    rows.map((i) => ({
      situacao: Number(i.situacao),
      quantidadeSolicitada: Number(i.quantidade_solicitada),
      quantidadeAtendida: Number(i.quantidade_atendida),
    })),
  );
  if (nova !== Number(r[0].situacao)) {
    await tx.execute(sql`
      update almoxarifado_requisicao set situacao = ${nova}, updated_at = now(),
             motivo_situacao = ${nova === SITUACAO_REQUISICAO.RECUSADA ? (motivo ?? null) : null}
       where id = ${id}`);
  }
  return nova;
}

/** The sector cancels its requisition while nothing was supplied yet. */
export async function cancelarRequisicao(tx: Tx, id: number, setorId: number, motivo: string) {
  const r = await travarRequisicao(tx, id, setorId, 'setor');
  if (r.situacao !== SITUACAO_REQUISICAO.ABERTA) {
    throw recusa('motivo', 'Só uma requisição aberta, sem nada atendido, pode ser cancelada.');
  }
  await tx.execute(sql`
    update almoxarifado_requisicao set situacao = ${SITUACAO_REQUISICAO.CANCELADA}, motivo_situacao = ${motivo}, updated_at = now()
     where id = ${id}`);
}
