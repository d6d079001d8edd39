import {
  hojeIso,
  type InventarioContagemInput,
  type InventarioNovoLoteInput,
  MENSAGENS_ESTOQUE,
  MENSAGENS_INVENTARIO,
  SITUACAO_INVENTARIO,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { ajustarInventario, type ContextoEstoque, obterLote, posicao, recusaEstoque } from '../../estoque/index.js';

const recusa = (mensagem: string, campo = 'inventario') => unprocessable({ [campo]: [mensagem] }, mensagem);

/**
 * Opens a count of the stock: one line per lot with balance, the expected quantity frozen at the balance now
 * (the engine's position) and valued at the material's average cost. A count already in progress is refused;
 * two clerks opening at the same moment meet at the partial unique index, so the second is refused too.
 */
export async function abrirInventario(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, observacao: string | null) {
  const emAndamento = async () => {
    const { rows } = await tx.execute(sql`
      select data_abertura::text as data from almoxarifado_inventario where centro_custo_id = ${centroCustoId} and situacao = 1`);
    return rows[0] ? String(rows[0].data) : null;
  };
  const aberto = await emAndamento();
  if (aberto) throw recusa(MENSAGENS_INVENTARIO.emAndamento(aberto));
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_inventario (centro_custo_id, data_abertura, observacao, aberto_por)
    values (${centroCustoId}, ${ctx.hoje ?? hojeIso()}, ${observacao}, ${ctx.usuarioId ?? null})
    on conflict (centro_custo_id) where situacao = 1 do nothing returning id`);
  if (!rows[0]) throw recusa(MENSAGENS_INVENTARIO.emAndamento((await emAndamento()) ?? ctx.hoje ?? hojeIso()));
  const id = Number(rows[0].id);
  const lotes = await posicao(tx, centroCustoId);
  for (let i = 0; i < lotes.length; i += 500) {
    const valores = lotes
      .slice(i, i + 500)
      .map((l) => sql`(${id}, ${l.materialId}, ${l.loteId}, ${l.quantidade}, ${l.custoMedio}::numeric)`);
    await tx.execute(sql`
      insert into almoxarifado_inventario_item (inventario_id, material_id, lote_id, quantidade_esperada, custo_unitario)
      values ${sql.join(valores, sql`, `)}`);
  }
  return id;
}

/** The inventory of the session's stock, locked for the change that follows; another stock's is not found (404). */
async function travarEmAndamento(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select situacao from almoxarifado_inventario where id = ${id} and centro_custo_id = ${centroCustoId} for update`);
  if (!rows[0]) throw notFound('Inventário não encontrado.');
  if (Number(rows[0].situacao) !== SITUACAO_INVENTARIO.EM_ANDAMENTO) throw recusa(MENSAGENS_INVENTARIO.naoEmAndamento);
}

/** Saves what was counted so far (one statement); a blank count clears the line. */
export async function salvarContagem(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number, c: InventarioContagemInput) {
  await travarEmAndamento(tx, id, centroCustoId);
  const valores = c.itens.map((i) => sql`(${i.id}::bigint, ${i.quantidadeContada ?? null}::int)`);
  const { rows } = await tx.execute(sql`
    update almoxarifado_inventario_item i
       set quantidade_contada = v.q,
           contado_em = case when v.q is null then null else now() end,
           contado_por = case when v.q is null then null else ${ctx.usuarioId ?? null}::bigint end
      from (values ${sql.join(valores, sql`, `)}) as v(id, q)
     where i.id = v.id and i.inventario_id = ${id}
    returning i.id`);
  const gravados = new Set(rows.map((r) => Number(r.id)));
  const fora = c.itens.findIndex((i) => !gravados.has(i.id));
  if (fora >= 0) throw recusa(MENSAGENS_INVENTARIO.itemDeOutroInventario, `itens.${fora}.id`);
}

/** A lot found on the shelf that the stock did not list: found or created by the engine, expected 0. */
export async function incluirLote(tx: Tx, id: number, centroCustoId: number, l: InventarioNovoLoteInput) {
  await travarEmAndamento(tx, id, centroCustoId);
  // foreign keys skip the tenant policy: the material is read again inside the municipality
  const { rows: mat } = await tx.execute(sql`select 1 from material where id = ${l.materialId}`);
  if (!mat[0]) throw recusa('Material não encontrado.', 'material_id');
  if (l.fabricanteId) {
    const { rows: fab } = await tx.execute(sql`select 1 from fabricante where id = ${l.fabricanteId}`);
    if (!fab[0]) throw recusa('Fabricante não encontrado.', 'fabricante_id');
  }
  const loteId = await obterLote(tx, l.materialId, { numero: l.lote, validade: l.validade, fabricanteId: l.fabricanteId ?? null });
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_inventario_item (inventario_id, material_id, lote_id, quantidade_esperada, quantidade_contada,
                                              custo_unitario, incluido, contado_em, contado_por)
    select ${id}, ${l.materialId}, ${loteId}, 0, ${l.quantidadeContada},
           coalesce((select custo_medio from estoque_custo_medio where centro_custo_id = ${centroCustoId} and material_id = ${l.materialId}), 0),
           true, now(), nullif(current_setting('app.usuario_id', true), '')::bigint
    on conflict (inventario_id, lote_id) do nothing returning id`);
  if (!rows[0]) throw recusa(MENSAGENS_INVENTARIO.loteJaIncluido(l.lote.trim().toUpperCase()), 'lote');
  return Number(rows[0].id);
}

/**
 * Applies the count in the request's one transaction: each difference (counted − expected at opening) becomes an
 * `ajuste_inventario` movement of the engine, dated today, so movements made after the opening are kept. Any
 * refusal (a closed period, a lot that no longer holds the difference) undoes every adjustment.
 */
export async function aplicarInventario(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number) {
  await travarEmAndamento(tx, id, centroCustoId);
  const { rows: faltam } = await tx.execute(
    sql`select count(*)::int as n from almoxarifado_inventario_item where inventario_id = ${id} and quantidade_contada is null`,
  );
  const n = Number(faltam[0].n);
  if (n > 0) throw recusa(MENSAGENS_INVENTARIO.semContagem(n));
  const { rows: itens } = await tx.execute(sql`
    select i.lote_id, i.quantidade_contada - i.quantidade_esperada as diferenca, l.lote, m.nome as material
      from almoxarifado_inventario_item i join estoque_lote l on l.id = i.lote_id join material m on m.id = i.material_id
     where i.inventario_id = ${id} and i.quantidade_contada <> i.quantidade_esperada
     order by i.id`);
  const data = ctx.hoje ?? hojeIso();
  for (const it of itens) {
    const loteId = Number(it.lote_id);
    const diferenca = Number(it.diferenca);
    const { rows: saldo } = await tx.execute(
      sql`select quantidade from estoque_saldo where centro_custo_id = ${centroCustoId} and lote_id = ${loteId} for update`,
    );
    const atual = Number(saldo[0]?.quantidade ?? 0);
    if (atual + diferenca < 0)
      throw recusaEstoque(MENSAGENS_ESTOQUE.saldoInsuficiente(String(it.lote), String(it.material), atual, -diferenca), 'inventario');
    await ajustarInventario(tx, ctx, {
      centroCustoId,
      data,
      loteId,
      quantidadeContada: atual + diferenca,
      documento: { tipo: 'inventario', id },
      motivo: `Inventário nº ${id}`,
    });
  }
  await tx.execute(sql`
    update almoxarifado_inventario set situacao = ${SITUACAO_INVENTARIO.APLICADO}, aplicado_em = now(), aplicado_por = ${ctx.usuarioId ?? null}
     where id = ${id}`);
}

export async function cancelarInventario(tx: Tx, id: number, centroCustoId: number, motivo: string) {
  await travarEmAndamento(tx, id, centroCustoId);
  await tx.execute(
    sql`update almoxarifado_inventario set situacao = ${SITUACAO_INVENTARIO.CANCELADO}, motivo_cancelamento = ${motivo} where id = ${id}`,
  );
}

/** Σ over the counted lines: how many, how many differ, and the value of the differences. */
export const totaisDoInventario = (inventario: SQL) => sql`
  (select count(*) from almoxarifado_inventario_item t where t.inventario_id = ${inventario})::int as itens,
  (select count(*) from almoxarifado_inventario_item t where t.inventario_id = ${inventario} and t.quantidade_contada is not null)::int as contados,
  (select count(*) from almoxarifado_inventario_item t where t.inventario_id = ${inventario}
      and t.quantidade_contada is not null and t.quantidade_contada <> t.quantidade_esperada)::int as divergentes,
  (select coalesce(sum((t.quantidade_contada - t.quantidade_esperada) * t.custo_unitario), 0)::numeric(14, 2)::text
     from almoxarifado_inventario_item t where t.inventario_id = ${inventario} and t.quantidade_contada is not null) as valor_diferencas`;

/** One inventory of the session's stock with its totals (another stock's: 404). */
export async function lerInventario(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select i.id, cc.nome as centro_custo, i.data_abertura::text as data_abertura, i.situacao, i.created_at as aberto_em,
           ${nomeDoUsuario(sql`i.aberto_por`)} as aberto_por, i.aplicado_em, ${nomeDoUsuario(sql`i.aplicado_por`)} as aplicado_por,
           i.motivo_cancelamento, i.observacao, ${totaisDoInventario(sql`i.id`)}
      from almoxarifado_inventario i join centro_custo cc on cc.id = i.centro_custo_id
     where i.id = ${id} and i.centro_custo_id = ${centroCustoId}`);
  const r = rows[0];
  if (!r) throw notFound('Inventário não encontrado.');
  return {
    id: Number(r.id),
    centroCusto: String(r.centro_custo),
    dataAbertura: String(r.data_abertura),
    situacao: Number(r.situacao),
    abertoPor: (r.aberto_por as string | null) ?? null,
    abertoEm: r.aberto_em as string,
    aplicadoEm: (r.aplicado_em as string | null) ?? null,
    aplicadoPor: (r.aplicado_por as string | null) ?? null,
    motivoCancelamento: (r.motivo_cancelamento as string | null) ?? null,
    observacao: (r.observacao as string | null) ?? null,
    totais: {
      itens: Number(r.itens),
      contados: Number(r.contados),
      divergentes: Number(r.divergentes),
      valorDiferencas: String(r.valor_diferencas),
    },
  };
}

/** The count in progress of a stock, or null. */
export async function inventarioEmAndamento(tx: Tx, centroCustoId: number) {
  const { rows } = await tx.execute(
    sql`select id from almoxarifado_inventario where centro_custo_id = ${centroCustoId} and situacao = ${SITUACAO_INVENTARIO.EM_ANDAMENTO}`,
  );
  return rows[0] ? lerInventario(tx, Number(rows[0].id), centroCustoId) : null;
}
