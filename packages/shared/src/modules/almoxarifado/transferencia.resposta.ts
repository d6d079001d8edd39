import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of the transfers' list (sent and received by the session's stock). */
export const transferenciaLinhaSchema = z.object({
  id: w.inteiroLongo,
  dataEnvio: w.data,
  dataRecebimento: w.data.nullable(),
  origem: z.string(),
  destino: z.string(),
  /** true: sent by the session's stock; false: received (or to be received) by it. */
  enviada: z.boolean(),
  situacao: z.number(),
  quantidadeItens: w.inteiroLongo,
});
export const transferenciaDatatableSchema = datatableResposta(transferenciaLinhaSchema);

export const transferenciaItemRespostaSchema = z.object({
  id: w.inteiroLongo,
  materialId: w.inteiroLongo,
  material: z.string(),
  loteId: w.inteiroLongo,
  lote: z.string(),
  validade: w.data,
  quantidadeEnviada: z.number(),
  quantidadeRecebida: z.number().nullable(),
  motivoDivergencia: z.string().nullable(),
  custoUnitario: z.string(),
});

export const transferenciaModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCustoOrigemId: w.inteiroLongo,
  origem: z.string(),
  centroCustoDestinoId: w.inteiroLongo,
  destino: z.string(),
  dataEnvio: w.data,
  enviadoPor: z.string().nullable(),
  dataRecebimento: w.data.nullable(),
  recebidoPor: z.string().nullable(),
  observacao: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  situacao: z.number(),
  /** The session's stock is the destination and the transfer is in transit. */
  podeReceber: z.boolean(),
  /** The session's stock is the origin and the transfer is in transit. */
  podeCancelar: z.boolean(),
  itens: z.array(transferenciaItemRespostaSchema),
});
export const transferenciaEdicaoRespostaSchema = z.object({ form: z.object({ centroCusto: w.opcao }), model: transferenciaModeloSchema });

/** GET almoxarifado/transferencia/create: the session's stock and the stocks it can send to (with their unit). */
export const transferenciaFormSchema = z.object({
  form: z.object({ centroCusto: w.opcao, destinos: z.array(w.opcao.extend({ unidade: z.string() })) }),
});
