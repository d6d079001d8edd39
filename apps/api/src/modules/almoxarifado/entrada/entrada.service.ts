import { type EntradaItemInput, SITUACAO_DOCUMENTO_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { type ContextoEstoque, entrar, estornar, recusaEstoque } from '../../estoque/index.js';

interface CabecalhoEntrada {
  inicial: boolean;
  centroCustoId: number;
  dataEntrada: string;
  fornecedorId?: number | null;
  numeroNota?: string | null;
  serie?: string | null;
  dataEmissao?: string | null;
  valorTotal?: number;
  observacao?: string | null;
}

/**
 * An entry and its lines, each line an `entrada_nf` (or `entrada_inicial`) movement of the engine, all in the
 * request's one transaction: a refused line (lot with another expiry, closed period …) leaves nothing behind.
 */
export async function gravarEntrada(tx: Tx, ctx: ContextoEstoque, cab: CabecalhoEntrada, itens: EntradaItemInput[]): Promise<number> {
  if (cab.fornecedorId && cab.numeroNota) {
    const { rows } = await tx.execute(sql`
      select 1 from almoxarifado_entrada where fornecedor_id = ${cab.fornecedorId} and numero_nota = ${cab.numeroNota}
         and coalesce(serie, '') = ${cab.serie ?? ''} and situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA}`);
    if (rows[0]) throw recusaEstoque('Esta nota fiscal deste fornecedor já foi lançada.', 'numero_nota');
  }
  const { rows } = await tx.execute(sql`
    insert into almoxarifado_entrada (inicial, centro_custo_id, fornecedor_id, numero_nota, serie, data_emissao, data_entrada, valor_total, observacao)
    values (${cab.inicial}, ${cab.centroCustoId}, ${cab.fornecedorId ?? null}, ${cab.numeroNota ?? null}, ${cab.serie ?? null},
            ${cab.dataEmissao ?? null}, ${cab.dataEntrada}, ${String(cab.valorTotal ?? 0)}, ${cab.observacao ?? null})
    returning id`);
  const entradaId = Number(rows[0].id);
  let total = 0;
  for (const [i, item] of itens.entries()) {
    const m = await entrar(tx, ctx, {
      tipo: cab.inicial ? 'entrada_inicial' : 'entrada_nf',
      centroCustoId: cab.centroCustoId,
      data: cab.dataEntrada,
      materialId: item.materialId,
      lote: { numero: item.lote, validade: item.validade, fabricanteId: item.fabricanteId },
      quantidade: item.quantidade,
      custoUnitario: item.valorUnitario.toFixed(4),
      documento: { tipo: cab.inicial ? 'entrada-inicial' : 'entrada', id: entradaId },
    }).catch((e) => {
      // the line's number in front of the engine's message, so the clerk finds it in a long invoice
      if (e?.statusCode === 422) throw recusaEstoque(`Item ${i + 1}: ${e.message}`, `itens.${i}.lote`);
      throw e;
    });
    total += item.quantidade * item.valorUnitario;
    await tx.execute(sql`
      insert into almoxarifado_entrada_item (entrada_id, material_id, lote_id, quantidade, valor_unitario, movimento_id)
      values (${entradaId}, ${item.materialId}, ${m.loteId}, ${item.quantidade}, ${item.valorUnitario.toFixed(4)}, ${m.movimentoId})`);
  }
  if (cab.inicial)
    await tx.execute(sql`update almoxarifado_entrada set valor_total = round(${total.toFixed(4)}::numeric, 2) where id = ${entradaId}`);
  return entradaId;
}

/** The entry of the session's stock (another stock's entry is not found). */
export async function lerEntrada(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select e.id, e.inicial, cc.nome as centro_custo, e.fornecedor_id, f.razao_social as fornecedor, f.cnpj as fornecedor_cnpj, e.numero_nota, e.serie,
           e.data_emissao::text as data_emissao, e.data_entrada::text as data_entrada, e.valor_total::text as valor_total, e.observacao,
           e.situacao, e.motivo_estorno, e.estornado_em
      from almoxarifado_entrada e join centro_custo cc on cc.id = e.centro_custo_id left join fornecedor f on f.id = e.fornecedor_id
     where e.id = ${id} and e.centro_custo_id = ${centroCustoId}`);
  const e = rows[0];
  if (!e) throw notFound();
  const { rows: itens } = await tx.execute(sql`
    select i.id, i.material_id, m.nome as material, i.lote_id, l.lote, l.validade::text as validade, l.fabricante_id, fb.nome as fabricante,
           i.quantidade, i.valor_unitario::text as valor_unitario
      from almoxarifado_entrada_item i join material m on m.id = i.material_id join estoque_lote l on l.id = i.lote_id
      left join fabricante fb on fb.id = l.fabricante_id
     where i.entrada_id = ${id} order by i.id`);
  return {
    id: Number(e.id),
    inicial: Boolean(e.inicial),
    centroCusto: String(e.centro_custo),
    fornecedorId: e.fornecedor_id == null ? null : Number(e.fornecedor_id),
    fornecedor: (e.fornecedor as string | null) ?? null,
    fornecedorCnpj: (e.fornecedor_cnpj as string | null) ?? null,
    numeroNota: (e.numero_nota as string | null) ?? null,
    serie: (e.serie as string | null) ?? null,
    dataEmissao: (e.data_emissao as string | null) ?? null,
    dataEntrada: String(e.data_entrada),
    valorTotal: String(e.valor_total),
    observacao: (e.observacao as string | null) ?? null,
    situacao: Number(e.situacao),
    motivoEstorno: (e.motivo_estorno as string | null) ?? null,
    estornadoEm: (e.estornado_em as string | null) ?? null,
    itens: itens.map((i) => ({
      id: Number(i.id),
      materialId: Number(i.material_id),
      material: String(i.material),
      loteId: Number(i.lote_id),
      lote: String(i.lote),
      validade: String(i.validade),
      fabricanteId: i.fabricante_id == null ? null : Number(i.fabricante_id),
      fabricante: (i.fabricante as string | null) ?? null,
      quantidade: Number(i.quantidade),
      valorUnitario: String(i.valor_unitario),
    })),
  };
}

/**
 * Reverses a whole entry: each line's movement by an `estorno_entrada` (refused, naming the lot, when part of
 * it already left the stock); the row stays, marked reversed with the reason.
 */
export async function estornarEntrada(tx: Tx, ctx: ContextoEstoque, id: number, centroCustoId: number, motivo: string) {
  const { rows } = await tx.execute(sql`
    select situacao from almoxarifado_entrada where id = ${id} and centro_custo_id = ${centroCustoId} for update`);
  if (!rows[0]) throw notFound();
  if (Number(rows[0].situacao) === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw recusaEstoque('Esta entrada já foi estornada.', 'motivo');
  const { rows: itens } = await tx.execute(sql`select movimento_id from almoxarifado_entrada_item where entrada_id = ${id} order by id`);
  for (const i of itens) await estornar(tx, ctx, { movimentoId: Number(i.movimento_id), motivo });
  await tx.execute(sql`
    update almoxarifado_entrada set situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA}, motivo_estorno = ${motivo}, estornado_em = now(),
           estornado_por = nullif(current_setting('app.usuario_id', true), '')::bigint
     where id = ${id}`);
}
