import { z } from 'zod';
import { f } from '../../resource/fields.js';

/** Where an exit goes (spec 000 §2.3 saida): to a sector (a cost centre that consumes) or the stock's own consumption. */
export const DESTINO_SAIDA = { SETOR: 1, CONSUMO: 2 } as const;
export const DestinoSaidaNome: Record<number, string> = { 1: 'Setor', 2: 'Consumo próprio' };

/** One line of an exit: a material and how many; the lot is optional (absent: first-expiry-first-out). */
export const saidaItemSchema = z.object({
  materialId: f.referencia('Material'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 100_000_000 }),
  loteId: f.opcional(f.referencia('Lote')),
});

export const saidaSchema = z
  .object({
    destinoTipo: f.enumeracao('Destino', [DESTINO_SAIDA.SETOR, DESTINO_SAIDA.CONSUMO]),
    centroCustoDestinoId: f.opcional(f.referencia('Setor de destino')),
    data: f.data('Data'),
    observacao: f.textoOpcional('Observação', { max: 500 }),
    itens: z.array(saidaItemSchema, { error: 'Informe ao menos um item.' }).min(1, 'Informe ao menos um item.').max(500),
  })
  .superRefine((v, ctx) => {
    if (v.destinoTipo === DESTINO_SAIDA.SETOR && !v.centroCustoDestinoId) {
      ctx.addIssue({ code: 'custom', path: ['centroCustoDestinoId'], message: 'O campo Setor de destino é obrigatório.' });
    }
  });
export type SaidaInput = z.infer<typeof saidaSchema>;

export const saidaEdicaoSchema = z.object({ observacao: f.textoOpcional('Observação', { max: 500 }) });
