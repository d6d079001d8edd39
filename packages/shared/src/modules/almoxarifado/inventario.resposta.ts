import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** The totals of a count: lines, lines counted, lines that differ, and the value of the differences. */
const totaisInventarioSchema = z.object({
  itens: z.number(),
  contados: z.number(),
  divergentes: z.number(),
  /** Σ (counted − expected) × unit cost, decimal text (negative: stock missing). */
  valorDiferencas: z.string(),
});

/** One inventory with its totals (the count sheet's header). */
export const inventarioModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCusto: z.string(),
  dataAbertura: w.data,
  situacao: z.number(),
  abertoPor: z.string().nullable(),
  abertoEm: w.instante,
  aplicadoEm: w.instante.nullable(),
  aplicadoPor: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  observacao: z.string().nullable(),
  totais: totaisInventarioSchema,
});

/** GET /api/almoxarifado/inventario (index): the session's stock and its count in progress, if any. */
export const inventarioIndexSchema = z.object({ centroCusto: w.opcao, emAndamento: inventarioModeloSchema.nullable() });

/** GET …/inventario/list: the inventories of the session's stock. */
export const inventarioLinhaSchema = z.object({
  id: w.inteiroLongo,
  dataAbertura: w.data,
  situacao: z.number(),
  abertoPor: z.string().nullable(),
  itens: w.inteiroLongo,
  divergentes: w.inteiroLongo,
  valorDiferencas: z.string(),
  aplicadoEm: w.instante.nullable(),
});
export const inventarioDatatableSchema = datatableResposta(inventarioLinhaSchema);

/** GET …/inventario/{id}/itens: the count sheet, server-paged (a stock may hold thousands of lots). */
export const inventarioItemSchema = z.object({
  id: w.inteiroLongo,
  materialId: w.inteiroLongo,
  material: z.string(),
  loteId: w.inteiroLongo,
  lote: z.string(),
  validade: w.data,
  fabricante: z.string().nullable(),
  quantidadeEsperada: z.number(),
  quantidadeContada: z.number().nullable(),
  diferenca: z.number().nullable(),
  custoUnitario: z.string(),
  valorDiferenca: z.string().nullable(),
  /** Added during the count (a lot the stock did not list). */
  incluido: z.boolean(),
});
export const inventarioItensSchema = datatableResposta(inventarioItemSchema);
