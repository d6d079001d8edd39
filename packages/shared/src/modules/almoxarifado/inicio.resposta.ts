import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/**
 * The warehouse's start page (`/almoxarifado`, issue 18): per stock of the user's placement, the materials below
 * the minimum, at the reorder point, above the maximum, and the lots expiring within the configured days or
 * already expired with balance. Limits come from `estoque_limite` (per stock) or else the material registry.
 */
export const TIPO_ALERTA_ESTOQUE = { MINIMO: 'minimo', PONTO_PEDIDO: 'ponto-pedido', MAXIMO: 'maximo' } as const;
export const TIPO_ALERTA_VALIDADE = { VENCENDO: 'vencendo', VENCIDOS: 'vencidos' } as const;
export type TipoAlertaEstoque = (typeof TIPO_ALERTA_ESTOQUE)[keyof typeof TIPO_ALERTA_ESTOQUE];
export const TipoAlertaEstoqueNome: Record<TipoAlertaEstoque, string> = {
  minimo: 'Abaixo do estoque mínimo',
  'ponto-pedido': 'No ponto de pedido',
  maximo: 'Acima do estoque máximo',
};
export const TipoAlertaValidadeNome: Record<string, string> = { vencendo: 'Lotes vencendo', vencidos: 'Lotes vencidos com saldo' };

export const inicioAlmoxarifadoSchema = z.object({
  hoje: w.data,
  diasAlertaVencimento: z.number(),
  centros: z.array(
    z.object({
      id: w.inteiroLongo,
      nome: z.string(),
      abaixoMinimo: z.number(),
      pontoPedido: z.number(),
      acimaMaximo: z.number(),
      /** Lots with balance expiring from today to today + the configured days. */
      vencendo: z.number(),
      /** Lots with balance already expired (they leave only by write-off). */
      vencidos: z.number(),
    }),
  ),
});

/** GET …/inicio/alerta/datatable?tipo=&centro_custo_id=: the materials of one alert card. */
export const alertaEstoqueLinhaSchema = z.object({
  id: w.inteiroLongo,
  material: z.string(),
  saldo: z.number(),
  minimo: z.number(),
  pontoPedido: z.number().nullable(),
  maximo: z.number().nullable(),
  /** Where the limit came from: this stock's own limit or the material registry. */
  limiteDoEstoque: z.boolean(),
});
export const alertaEstoqueDatatableSchema = datatableResposta(alertaEstoqueLinhaSchema);

/** GET …/inicio/validade/datatable?tipo=vencendo|vencidos&centro_custo_id=: the lots of an expiry card. */
export const alertaValidadeDatatableSchema = datatableResposta(
  z.object({
    id: w.inteiroLongo,
    material: z.string(),
    lote: z.string(),
    validade: w.data,
    fabricante: z.string().nullable(),
    quantidade: z.number(),
    /** Days until the expiry (negative: expired that many days ago). */
    dias: z.number(),
  }),
);
