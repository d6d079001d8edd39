import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/**
 * imunizacao/requisicao (spec 000 §2.3, issue 20): a room asks the cold store for doses; the cold store answers
 * once, per line, with the doses it supplies (a distribution of its lots, FEFO) or refuses with a reason.
 */
export const SITUACAO_REQUISICAO_VACINA = {
  PENDENTE: 1,
  ATENDIDA: 2,
  ATENDIDA_PARCIALMENTE: 3,
  RECUSADA: 4,
  CANCELADA: 5,
} as const;
export const SituacaoRequisicaoVacinaNome: Record<number, string> = {
  1: 'Pendente',
  2: 'Atendida',
  3: 'Atendida parcialmente',
  4: 'Recusada',
  5: 'Cancelada',
};

/** The situation after an answer: every line whole → atendida; anything short → atendida parcialmente. */
export function situacaoDoAtendimento(itens: readonly { solicitadas: number; atendidas: number }[]) {
  return itens.every((i) => i.atendidas >= i.solicitadas)
    ? SITUACAO_REQUISICAO_VACINA.ATENDIDA
    : SITUACAO_REQUISICAO_VACINA.ATENDIDA_PARCIALMENTE;
}

const dataIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** POST and PUT imunizacao/requisicao: the room's request (one line per vaccine). */
export const requisicaoVacinaSchema = z.object({
  centroCustoRedeFrioId: f.referencia('Rede de frio'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z
    .array(z.object({ vacinaId: f.referencia('Vacina'), doses: f.inteiro('Doses solicitadas', { min: 1, max: 1_000_000 }) }), {
      error: 'Informe ao menos uma vacina.',
    })
    .min(1, 'Informe ao menos uma vacina.')
    .max(100),
});
export type RequisicaoVacinaInput = z.infer<typeof requisicaoVacinaSchema>;

/** POST imunizacao/requisicao/atender/{id}: the doses supplied per line (0: none of that vaccine). */
export const atendimentoRequisicaoVacinaSchema = z.object({
  data: f.data('Data do atendimento'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z
    .array(z.object({ itemId: f.referencia('Item'), doses: f.inteiro('Doses atendidas', { min: 0, max: 1_000_000 }) }))
    .min(1, 'Informe as doses atendidas.')
    .max(100),
});
export type AtendimentoRequisicaoVacinaInput = z.infer<typeof atendimentoRequisicaoVacinaSchema>;

/** PUT imunizacao/requisicao/recusar/{id} and cancelar/{id}. */
export const motivoRequisicaoVacinaSchema = z.object({ motivo: f.texto('Motivo', { max: 300 }) });

export const requisicaoVacinaFiltroSchema = z.object({
  situacao: z.coerce.number().int().min(1).max(5).optional(),
  dataInicio: dataIso,
  dataFim: dataIso,
});

export const requisicaoVacinaLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  sala: z.string(),
  redeFrio: z.string(),
  situacao: z.number(),
  quantidadeItens: z.number(),
  dosesSolicitadas: z.number(),
  distribuicaoId: w.inteiroLongo.nullable(),
});
export const requisicaoVacinaDatatableSchema = datatableResposta(requisicaoVacinaLinhaSchema);

/** The room's stock of a vaccine and its average monthly use over the last 3 months (applications). */
const apoio = { estoqueSala: z.number(), consumoMedioMensal: z.number() };

export const requisicaoVacinaModeloSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  centroCustoSalaId: w.inteiroLongo,
  sala: z.string(),
  centroCustoRedeFrioId: w.inteiroLongo,
  redeFrio: z.string(),
  solicitante: z.string().nullable(),
  observacao: z.string().nullable(),
  situacao: z.number(),
  motivoSituacao: z.string().nullable(),
  dataAtendimento: w.data.nullable(),
  atendidoPor: z.string().nullable(),
  distribuicaoId: w.inteiroLongo.nullable(),
  /** The session is the room and the requisition is pending. */
  podeEditar: z.boolean(),
  /** The session is the cold store and the requisition is pending. */
  podeAtender: z.boolean(),
  itens: z.array(
    z.object({
      id: w.inteiroLongo,
      vacinaId: w.inteiroLongo,
      vacina: z.string(),
      dosesPorFrasco: z.number(),
      dosesSolicitadas: z.number(),
      dosesAtendidas: z.number().nullable(),
      ...apoio,
      /** The cold store's valid doses (only on its side). */
      disponivelRedeFrio: z.number().nullable(),
    }),
  ),
});
export const requisicaoVacinaEdicaoRespostaSchema = z.object({ model: requisicaoVacinaModeloSchema });

/** GET imunizacao/requisicao/create: the session's room, the cold stores and each vaccine with the room's figures. */
export const requisicaoVacinaFormSchema = z.object({
  form: z.object({
    sala: w.opcao,
    redesFrio: z.array(w.opcao),
    vacinas: z.array(z.object({ id: w.inteiroLongo, nome: z.string(), sigla: z.string(), dosesPorFrasco: z.number(), ...apoio })),
  }),
});
