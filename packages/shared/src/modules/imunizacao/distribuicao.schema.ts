import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/**
 * imunizacao/distribuicao (spec 000 §2.3, issue 20): the cold store sends doses of its lots to a room. It is a
 * transfer of the stock engine (decision 0013): in transit until the room receives it, or cancelled by the cold
 * store; "received with a divergence" when some lot arrived short. Everything is counted in doses.
 */
export const SITUACAO_DISTRIBUICAO = { EM_TRANSITO: 1, RECEBIDA: 2, CANCELADA: 3, RECEBIDA_COM_DIVERGENCIA: 4 } as const;
export const SituacaoDistribuicaoNome: Record<number, string> = {
  1: 'Em trânsito',
  2: 'Recebida',
  3: 'Cancelada',
  4: 'Recebida com divergência',
};

/** Vials a number of doses fills (a started vial counts): what the screens show beside the doses. */
export const frascosDasDoses = (doses: number, dosesPorFrasco: number) => Math.ceil(doses / Math.max(1, dosesPorFrasco));

const dataIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

export const distribuicaoItemSchema = z.object({
  vacinaId: f.referencia('Vacina'),
  doses: f.inteiro('Doses', { min: 1, max: 1_000_000 }),
  /** A lot chosen by hand; none: first-expiry-first-out. */
  loteId: f.opcional(f.referencia('Lote')),
});

/** POST imunizacao/distribuicao: from the session's cold store to a room. */
export const distribuicaoSchema = z.object({
  centroCustoDestinoId: f.referencia('Sala de destino'),
  data: f.data('Data do envio'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z.array(distribuicaoItemSchema, { error: 'Informe ao menos uma vacina.' }).min(1, 'Informe ao menos uma vacina.').max(200),
});
export type DistribuicaoInput = z.infer<typeof distribuicaoSchema>;

/** PUT imunizacao/distribuicao/{id}: the room confirms what arrived, lot by lot (an item left out arrived whole). */
export const recebimentoDistribuicaoSchema = z.object({
  data: f.data('Data do recebimento'),
  itens: z
    .array(
      z.object({
        itemId: f.referencia('Item'),
        dosesRecebidas: f.inteiro('Doses recebidas', { min: 0, max: 1_000_000 }),
        motivoDivergencia: f.textoOpcional('Motivo da divergência', { max: 300 }),
      }),
    )
    .max(1000)
    .default([]),
});

/** PUT imunizacao/distribuicao/cancelar/{id}: everything in transit goes back to the cold store's lots. */
export const cancelamentoDistribuicaoSchema = z.object({ motivo: f.texto('Motivo do cancelamento', { max: 300 }) });

export const distribuicaoFiltroSchema = z.object({
  situacao: z.coerce.number().int().min(1).max(4).optional(),
  dataInicio: dataIso,
  dataFim: dataIso,
});

export const distribuicaoLinhaSchema = z.object({
  id: w.inteiroLongo,
  dataEnvio: w.data,
  dataRecebimento: w.data.nullable(),
  origem: z.string(),
  destino: z.string(),
  /** true: sent by the session's cold store; false: sent to the session's room. */
  enviada: z.boolean(),
  situacao: z.number(),
  doses: z.number(),
  requisicaoId: w.inteiroLongo.nullable(),
});
export const distribuicaoDatatableSchema = datatableResposta(distribuicaoLinhaSchema);

export const distribuicaoItemRespostaSchema = z.object({
  id: w.inteiroLongo,
  vacinaId: w.inteiroLongo,
  vacina: z.string(),
  loteId: w.inteiroLongo,
  lote: z.string(),
  validade: w.data,
  dosesPorFrasco: z.number(),
  dosesEnviadas: z.number(),
  frascos: z.number(),
  dosesRecebidas: z.number().nullable(),
  motivoDivergencia: z.string().nullable(),
});

export const distribuicaoModeloSchema = z.object({
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
  requisicaoId: w.inteiroLongo.nullable(),
  /** The session's room is the destination and the distribution is in transit. */
  podeReceber: z.boolean(),
  /** The session's cold store is the origin and the distribution is in transit. */
  podeCancelar: z.boolean(),
  itens: z.array(distribuicaoItemRespostaSchema),
});
export const distribuicaoEdicaoRespostaSchema = z.object({ model: distribuicaoModeloSchema });

/** A vaccine the cold store can send: its stock item, usual presentation and valid doses on hand. */
export const vacinaComEstoqueSchema = z.object({
  id: w.inteiroLongo,
  nome: z.string(),
  sigla: z.string(),
  materialId: w.inteiroLongo,
  dosesPorFrasco: z.number(),
  disponivel: z.number(),
});

/** GET imunizacao/distribuicao/create: the session's cold store, the rooms it supplies and its vaccines. */
export const distribuicaoFormSchema = z.object({
  form: z.object({
    redeFrio: w.opcao,
    salas: z.array(w.opcao.extend({ unidade: z.string() })),
    vacinas: z.array(vacinaComEstoqueSchema),
  }),
});

/** GET imunizacao/distribuicao/lotes/{vacinaId}: the cold store's lots of a vaccine, with their presentation. */
export const lotesDaVacinaSchema = z.object({
  data: z.array(
    z.object({
      loteId: w.inteiroLongo,
      lote: z.string(),
      validade: w.data,
      disponivel: z.number(),
      dosesPorFrasco: z.number(),
      vencido: z.boolean(),
    }),
  ),
});
