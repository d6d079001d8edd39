import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/**
 * almoxarifado/balancete (spec 000 §2.3 index; 001 §7 "balancete (check-date/{date})"): closing the session's
 * stock up to a date (the engine's `fecharPeriodo`); afterwards no movement dated on or before it is accepted.
 */
export const balanceteSchema = z.object({
  data: f.data('Data de fechamento'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});
export type BalanceteInput = z.infer<typeof balanceteSchema>;

/** A closing: when, by whom, and the stock's value on that day (the ledger summed at its costs). */
export const balanceteLinhaSchema = z.object({
  id: w.inteiroLongo,
  dataFechamento: w.data,
  observacao: z.string().nullable(),
  fechadoPor: z.string().nullable(),
  fechadoEm: w.instante,
  valorEstoque: z.string(),
});
export const balanceteDatatableSchema = datatableResposta(balanceteLinhaSchema);

/** GET …/balancete: the stock and the date it is closed up to (null: never closed). */
export const balanceteIndexSchema = z.object({ centroCusto: w.opcao, fechadoAte: w.data.nullable() });

/** GET …/balancete/check-date/{date}: whether a movement on that date would be refused, and the engine's message. */
export const balanceteCheckDateSchema = z.object({
  data: w.data,
  fechado: z.boolean(),
  fechadoAte: w.data.nullable(),
  mensagem: z.string().nullable(),
});
