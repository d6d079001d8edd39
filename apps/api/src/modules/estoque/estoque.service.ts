import {
  alocarFefo,
  ESTORNO_DE,
  hojeIso,
  type LoteDisponivel,
  MENSAGENS_ESTOQUE,
  TIPOS_ACEITAM_VENCIDO,
  TIPOS_MOVIMENTO_ESTOQUE,
  type TipoMovimentoEstoque,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  type ContextoEstoque,
  type DocumentoEstoque,
  descreverLote,
  exigirQuantidade,
  nomeDoMaterial,
  recusaEstoque,
  validarDataMovimento,
} from './estoque.regras.js';

/** A lot named by its data (found or created) or by its id. */
export type LoteInformado = { loteId: number } | { numero: string; validade: string; fabricanteId?: number | null };

export interface PedidoEntrada {
  tipo: TipoMovimentoEstoque;
  centroCustoId: number;
  data: string;
  materialId: number;
  lote: LoteInformado;
  quantidade: number;
  /** Decimal text or number; absent: the cost centre's current average cost (a return comes back at it). */
  custoUnitario?: string | number | null;
  centroCustoOrigemId?: number | null;
  documento?: DocumentoEstoque | null;
  motivo?: string | null;
  estornoDeId?: number | null;
}

export interface PedidoRetirada {
  tipo: TipoMovimentoEstoque;
  centroCustoId: number;
  data: string;
  materialId: number;
  quantidade: number;
  /** A lot chosen by the clerk; absent: first-expiry-first-out over the valid lots. */
  loteId?: number | null;
  centroCustoDestinoId?: number | null;
  documento?: DocumentoEstoque | null;
  motivo?: string | null;
  estornoDeId?: number | null;
  /** Decimal text; absent: the average cost (a reversal of an entry leaves at the entry's cost). */
  custoUnitario?: string | null;
}

export interface MovimentoGravado {
  movimentoId: number;
  loteId: number;
  lote: string;
  validade: string;
  quantidade: number;
  custoUnitario: string;
}

/** Finds the lot or creates it; the same number with another expiry for the same material and manufacturer is refused. */
export async function obterLote(tx: Tx, materialId: number, lote: LoteInformado, dataEntrada?: string): Promise<number> {
  if ('loteId' in lote) {
    const d = await descreverLote(tx, lote.loteId);
    if (d.materialId !== materialId) throw recusaEstoque(MENSAGENS_ESTOQUE.loteDeOutroMaterial(d.lote), 'lote');
    return lote.loteId;
  }
  const numero = lote.numero.trim().toUpperCase();
  if (dataEntrada && lote.validade < dataEntrada) throw recusaEstoque(MENSAGENS_ESTOQUE.validadeAnteriorEntrada(numero), 'validade');
  const fabricanteId = lote.fabricanteId ?? null;
  const { rows: novo } = await tx.execute(sql`
    insert into estoque_lote (material_id, lote, validade, fabricante_id)
    values (${materialId}, ${numero}, ${lote.validade}, ${fabricanteId})
    on conflict on constraint estoque_lote_uq do nothing returning id`);
  if (novo[0]) return Number(novo[0].id);
  const { rows } = await tx.execute(sql`
    select id, validade::text as validade from estoque_lote
     where material_id = ${materialId} and lote = ${numero} and fabricante_id is not distinct from ${fabricanteId}`);
  const existente = rows[0];
  if (existente.validade !== lote.validade) {
    throw recusaEstoque(MENSAGENS_ESTOQUE.loteValidadeDivergente(numero, String(existente.validade)), 'validade');
  }
  return Number(existente.id);
}

async function custoMedio(tx: Tx, centroCustoId: number, materialId: number): Promise<string> {
  const { rows } = await tx.execute(
    sql`select custo_medio::text as c from estoque_custo_medio where centro_custo_id = ${centroCustoId} and material_id = ${materialId}`,
  );
  return String(rows[0]?.c ?? '0');
}

/**
 * Weighted average cost: (stock × average + Δ × cost) / (stock + Δ), under the row lock of the material at the
 * cost centre (entries of one material pass one at a time; exits leave at the average and do not move it).
 */
async function moverCustoMedio(tx: Tx, centroCustoId: number, materialId: number, delta: number, custo: string) {
  await tx.execute(sql`
    insert into estoque_custo_medio (centro_custo_id, material_id, custo_medio)
    values (${centroCustoId}, ${materialId}, ${custo}) on conflict on constraint estoque_custo_medio_pk do nothing`);
  await tx.execute(
    sql`select 1 from estoque_custo_medio where centro_custo_id = ${centroCustoId} and material_id = ${materialId} for update`,
  );
  await tx.execute(sql`
    update estoque_custo_medio c
       set custo_medio = case when e.estoque + ${delta}::int > 0
                              then round((e.estoque * c.custo_medio + ${delta}::int * ${custo}::numeric) / (e.estoque + ${delta}::int), 4)
                              else c.custo_medio end,
           atualizado_em = now()
      from (select coalesce(sum(quantidade), 0) as estoque from estoque_saldo
             where centro_custo_id = ${centroCustoId} and material_id = ${materialId}) e
     where c.centro_custo_id = ${centroCustoId} and c.material_id = ${materialId}`);
}

async function gravarMovimento(
  tx: Tx,
  ctx: ContextoEstoque,
  m: {
    tipo: TipoMovimentoEstoque;
    data: string;
    centroCustoId: number;
    origem?: number | null;
    destino?: number | null;
    materialId: number;
    loteId: number;
    quantidade: number;
    custo: string;
    documento?: DocumentoEstoque | null;
    motivo?: string | null;
    estornoDeId?: number | null;
  },
): Promise<number> {
  const { rows } = await tx.execute(sql`
    insert into estoque_movimento (tipo, data, usuario_id, centro_custo_id, centro_custo_origem_id, centro_custo_destino_id,
                                   material_id, lote_id, quantidade, custo_unitario, documento_tipo, documento_id, motivo, estorno_de_id)
    values (${m.tipo}, ${m.data}, coalesce(${ctx.usuarioId ?? null}::bigint, nullif(current_setting('app.usuario_id', true), '')::bigint),
            ${m.centroCustoId}, ${m.origem ?? null}, ${m.destino ?? null}, ${m.materialId}, ${m.loteId}, ${m.quantidade},
            ${m.custo}, ${m.documento?.tipo ?? null}, ${m.documento?.id ?? null}, ${m.motivo ?? null}, ${m.estornoDeId ?? null})
    returning id`);
  return Number(rows[0].id);
}

/** Takes stock in: the lot (found or created), the balance (upsert), the average cost and one movement. */
export async function entrar(tx: Tx, ctx: ContextoEstoque, p: PedidoEntrada): Promise<MovimentoGravado> {
  if (TIPOS_MOVIMENTO_ESTOQUE[p.tipo].sinal < 0) throw new Error(`entrar: "${p.tipo}" é um tipo de saída`);
  exigirQuantidade(p.quantidade);
  await validarDataMovimento(tx, ctx, p.centroCustoId, p.data);
  const novoLote = !('loteId' in p.lote);
  const loteId = await obterLote(tx, p.materialId, p.lote, novoLote && p.tipo.startsWith('entrada') ? p.data : undefined);
  const custo = p.custoUnitario == null ? await custoMedio(tx, p.centroCustoId, p.materialId) : String(p.custoUnitario);
  await moverCustoMedio(tx, p.centroCustoId, p.materialId, p.quantidade, custo);
  await tx.execute(sql`
    insert into estoque_saldo (centro_custo_id, lote_id, material_id, quantidade)
    values (${p.centroCustoId}, ${loteId}, ${p.materialId}, ${p.quantidade})
    on conflict on constraint estoque_saldo_pk
    do update set quantidade = estoque_saldo.quantidade + excluded.quantidade, atualizado_em = now()`);
  const movimentoId = await gravarMovimento(tx, ctx, {
    tipo: p.tipo,
    data: p.data,
    centroCustoId: p.centroCustoId,
    origem: p.centroCustoOrigemId,
    destino: p.centroCustoId,
    materialId: p.materialId,
    loteId,
    quantidade: p.quantidade,
    custo,
    documento: p.documento,
    motivo: p.motivo,
    estornoDeId: p.estornoDeId,
  });
  const d = await descreverLote(tx, loteId);
  return { movimentoId, loteId, lote: d.lote, validade: d.validade, quantidade: p.quantidade, custoUnitario: custo };
}

/** The lots with stock of a material at a cost centre (expired ones included: the caller decides). */
export async function lotesComSaldo(tx: Tx, centroCustoId: number, materialId: number): Promise<LoteDisponivel[]> {
  const { rows } = await tx.execute(sql`
    select l.id, l.lote, l.validade::text as validade, s.quantidade
      from estoque_saldo s join estoque_lote l on l.id = s.lote_id
     where s.centro_custo_id = ${centroCustoId} and s.material_id = ${materialId} and s.quantidade > 0
     order by l.validade, l.id`);
  return rows.map((r) => ({ loteId: Number(r.id), lote: String(r.lote), validade: String(r.validade), disponivel: Number(r.quantidade) }));
}

/**
 * One conditional statement takes `n` from a lot: under concurrency the second clerk's UPDATE waits for the
 * first, re-reads the row and matches nothing when too little is left (decision 0013). No row: refused with
 * the lot and what is left.
 */
async function debitar(tx: Tx, centroCustoId: number, loteId: number, n: number) {
  const { rows } = await tx.execute(sql`
    update estoque_saldo set quantidade = quantidade - ${n}, atualizado_em = now()
     where centro_custo_id = ${centroCustoId} and lote_id = ${loteId} and quantidade >= ${n}
     returning quantidade`);
  if (rows[0]) return;
  const { rows: saldo } = await tx.execute(
    sql`select quantidade from estoque_saldo where centro_custo_id = ${centroCustoId} and lote_id = ${loteId}`,
  );
  const d = await descreverLote(tx, loteId);
  throw recusaEstoque(MENSAGENS_ESTOQUE.saldoInsuficiente(d.lote, d.material, Number(saldo[0]?.quantidade ?? 0), n));
}

/**
 * Takes stock out: of the lot the clerk chose, or first-expiry-first-out over the valid lots (possibly several
 * movements). An expired lot leaves only by write-off (or loss, inventory adjustment, reversal of its entry).
 */
export async function retirar(tx: Tx, ctx: ContextoEstoque, p: PedidoRetirada): Promise<MovimentoGravado[]> {
  if (TIPOS_MOVIMENTO_ESTOQUE[p.tipo].sinal > 0) throw new Error(`retirar: "${p.tipo}" é um tipo de entrada`);
  exigirQuantidade(p.quantidade);
  await validarDataMovimento(tx, ctx, p.centroCustoId, p.data);
  const aceitaVencido = TIPOS_ACEITAM_VENCIDO.includes(p.tipo) || p.tipo === 'estorno_entrada';
  let itens: { loteId: number; quantidade: number }[];
  if (p.loteId) {
    const d = await descreverLote(tx, p.loteId);
    if (d.materialId !== p.materialId) throw recusaEstoque(MENSAGENS_ESTOQUE.loteDeOutroMaterial(d.lote), 'lote_id');
    if (!aceitaVencido && d.validade < p.data)
      throw recusaEstoque(MENSAGENS_ESTOQUE.loteVencido(d.lote, d.material, d.validade), 'lote_id');
    itens = [{ loteId: p.loteId, quantidade: p.quantidade }];
  } else {
    const lotes = await lotesComSaldo(tx, p.centroCustoId, p.materialId);
    const fefo = alocarFefo(aceitaVencido ? lotes.map((l) => ({ ...l, validade: '9999-12-31' })) : lotes, p.quantidade, p.data);
    if (fefo.faltam > 0) {
      const material = await nomeDoMaterial(tx, p.materialId);
      throw recusaEstoque(MENSAGENS_ESTOQUE.semSaldoMaterial(material, p.quantidade - fefo.faltam, p.quantidade));
    }
    itens = fefo.itens;
  }
  const custo = p.custoUnitario ?? (await custoMedio(tx, p.centroCustoId, p.materialId));
  if (p.tipo === 'estorno_entrada') await moverCustoMedio(tx, p.centroCustoId, p.materialId, -p.quantidade, custo);
  const gravados: MovimentoGravado[] = [];
  for (const item of itens) {
    await debitar(tx, p.centroCustoId, item.loteId, item.quantidade);
    const movimentoId = await gravarMovimento(tx, ctx, {
      tipo: p.tipo,
      data: p.data,
      centroCustoId: p.centroCustoId,
      origem: p.centroCustoId,
      destino: p.centroCustoDestinoId,
      materialId: p.materialId,
      loteId: item.loteId,
      quantidade: -item.quantidade,
      custo,
      documento: p.documento,
      motivo: p.motivo,
      estornoDeId: p.estornoDeId,
    });
    const d = await descreverLote(tx, item.loteId);
    gravados.push({
      movimentoId,
      loteId: item.loteId,
      lote: d.lote,
      validade: d.validade,
      quantidade: item.quantidade,
      custoUnitario: custo,
    });
  }
  return gravados;
}

/**
 * Undoes a movement by its opposite kind (ESTORNO_DE), same lot, cost centre and cost; the original stays. A
 * movement is reversed once (row lock on it, then the unique index on `estorno_de_id`).
 */
export async function estornar(
  tx: Tx,
  ctx: ContextoEstoque,
  p: { movimentoId: number; motivo: string; data?: string; documento?: DocumentoEstoque | null },
): Promise<MovimentoGravado> {
  const { rows } = await tx.execute(sql`
    select id, tipo, data::text as data, centro_custo_id, centro_custo_origem_id, centro_custo_destino_id, material_id, lote_id,
           quantidade, custo_unitario::text as custo, documento_tipo, documento_id
      from estoque_movimento where id = ${p.movimentoId} for update`);
  const m = rows[0];
  if (!m) throw recusaEstoque('Movimento não encontrado.', 'movimento_id');
  const tipo = m.tipo as TipoMovimentoEstoque;
  const tipoEstorno = ESTORNO_DE[tipo];
  if (!tipoEstorno) throw recusaEstoque(MENSAGENS_ESTOQUE.naoEstornavel(TIPOS_MOVIMENTO_ESTOQUE[tipo].nome), 'movimento_id');
  const { rows: ja } = await tx.execute(sql`select 1 from estoque_movimento where estorno_de_id = ${p.movimentoId}`);
  if (ja[0]) throw recusaEstoque(MENSAGENS_ESTOQUE.jaEstornado, 'movimento_id');
  const data = p.data ?? ctx.hoje ?? hojeIso();
  if (data < String(m.data)) throw recusaEstoque('A data do estorno não pode ser anterior à do movimento.', 'data');
  const quantidade = Math.abs(Number(m.quantidade));
  const comum = {
    tipo: tipoEstorno,
    centroCustoId: Number(m.centro_custo_id),
    data,
    materialId: Number(m.material_id),
    quantidade,
    documento: p.documento ?? (m.documento_tipo ? { tipo: String(m.documento_tipo), id: Number(m.documento_id) } : null),
    motivo: p.motivo,
    estornoDeId: p.movimentoId,
  };
  if (Number(m.quantidade) > 0) {
    const [g] = await retirar(tx, ctx, { ...comum, loteId: Number(m.lote_id), custoUnitario: String(m.custo) });
    return g;
  }
  return entrar(tx, ctx, {
    ...comum,
    lote: { loteId: Number(m.lote_id) },
    custoUnitario: String(m.custo),
    centroCustoOrigemId: m.centro_custo_destino_id == null ? null : Number(m.centro_custo_destino_id),
  });
}

/**
 * Inventory adjustment of one lot at a cost centre to the counted quantity: the difference in or out as
 * `ajuste_inventario` (nothing when it matches). Returns the difference applied.
 */
export async function ajustarInventario(
  tx: Tx,
  ctx: ContextoEstoque,
  p: {
    centroCustoId: number;
    data: string;
    loteId: number;
    quantidadeContada: number;
    documento?: DocumentoEstoque | null;
    motivo?: string | null;
  },
): Promise<number> {
  if (!Number.isInteger(p.quantidadeContada) || p.quantidadeContada < 0) {
    throw recusaEstoque('A quantidade contada deve ser um número inteiro maior ou igual a zero.', 'quantidade');
  }
  const d = await descreverLote(tx, p.loteId);
  const { rows } = await tx.execute(
    sql`select quantidade from estoque_saldo where centro_custo_id = ${p.centroCustoId} and lote_id = ${p.loteId} for update`,
  );
  const diferenca = p.quantidadeContada - Number(rows[0]?.quantidade ?? 0);
  const base = { tipo: 'ajuste_inventario' as const, centroCustoId: p.centroCustoId, data: p.data, materialId: d.materialId };
  const extra = { documento: p.documento, motivo: p.motivo };
  if (diferenca > 0) await entrar(tx, ctx, { ...base, ...extra, lote: { loteId: p.loteId }, quantidade: diferenca });
  if (diferenca < 0) await retirar(tx, ctx, { ...base, ...extra, loteId: p.loteId, quantidade: -diferenca });
  return diferenca;
}
