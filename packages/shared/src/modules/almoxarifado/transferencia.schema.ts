import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { saidaItemSchema } from './saida.schema.js';

/**
 * What the transfer screens show (spec 000 §2.3 transferencia, issue 18): the engine keeps in transit / received /
 * cancelled (decision 0013); "received with a divergence" is a received transfer where some item arrived short.
 */
export const SITUACAO_TRANSFERENCIA_TELA = { ENVIADA: 1, RECEBIDA: 2, CANCELADA: 3, RECEBIDA_COM_DIVERGENCIA: 4 } as const;
export const SituacaoTransferenciaNome: Record<number, string> = {
  1: 'Enviada (em trânsito)',
  2: 'Recebida',
  3: 'Cancelada',
  4: 'Recebida com divergência',
};

/** POST almoxarifado/transferencia: from the session's stock to another stock; lots FEFO unless chosen. */
export const transferenciaSchema = z.object({
  centroCustoDestinoId: f.referencia('Estoque de destino'),
  data: f.data('Data do envio'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z.array(saidaItemSchema, { error: 'Informe ao menos um item.' }).min(1, 'Informe ao menos um item.').max(500),
});
export type TransferenciaInput = z.infer<typeof transferenciaSchema>;

/** PUT almoxarifado/transferencia/{id}: the receiving stock confirms what arrived, item by item. */
export const recebimentoTransferenciaSchema = z.object({
  data: f.data('Data do recebimento'),
  itens: z
    .array(
      z.object({
        itemId: f.referencia('Item'),
        quantidadeRecebida: f.inteiro('Quantidade recebida', { min: 0, max: 100_000_000 }),
        motivoDivergencia: f.textoOpcional('Motivo da divergência', { max: 300 }),
      }),
    )
    .max(1000)
    .default([]),
});

/** PUT almoxarifado/transferencia/cancelar/{id}: a transfer in transit goes back to the origin, with a reason. */
export const cancelamentoTransferenciaSchema = z.object({ motivo: f.texto('Motivo do cancelamento', { max: 300 }) });

/** GET almoxarifado/transferencia/datatable: sent, received, or both; and the screen's situation. */
export const transferenciaFiltroSchema = z.object({
  sentido: z.enum(['enviadas', 'recebidas']).optional(),
  situacao: z.coerce.number().int().min(1).max(4).optional(),
  dataInicio: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  dataFim: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
