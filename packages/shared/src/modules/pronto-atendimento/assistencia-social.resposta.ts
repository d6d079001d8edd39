import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of GET /api/pronto-atendimento/assistencia-social/datatable. */
export const assistenciaSocialLinhaSchema = z.object({
  id: z.number(),
  atendidoEm: w.instante,
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  /** The FAA's number, when the attendance is tied to one. */
  numero: w.inteiroLongo.nullable(),
  motivo: z.number(),
  profissional: z.string().nullable(),
});
export const assistenciaSocialListaSchema = datatableResposta(assistenciaSocialLinhaSchema);

/** A social-work attendance as the edit form reads it (and the store answers it). */
export const assistenciaSocialModeloSchema = z.object({
  id: z.number(),
  pacienteId: z.number(),
  atendimentoId: z.number().nullable(),
  motivo: z.number(),
  relato: z.string(),
  encaminhamento: z.string().nullable(),
  atendidoEm: w.instante,
  profissional: z.string().nullable(),
  paciente: z.object({ id: z.number(), label: z.string() }),
  atendimento: z.object({ id: z.number(), numero: w.inteiroLongo.nullable() }).nullable(),
});

const assistenciaSocialForm = z.object({ motivos: z.array(w.opcao) });
/** GET …/assistencia-social/create. */
export const assistenciaSocialCriacaoSchema = z.object({ form: assistenciaSocialForm });
/** GET …/assistencia-social/{id}/edit. */
export const assistenciaSocialEdicaoSchema = z.object({ form: assistenciaSocialForm, model: assistenciaSocialModeloSchema });

/** GET …/assistencia-social/atendimentos/{pacienteId}: the patient's open FAAs, newest first. */
export const assistenciaSocialFaasSchema = w.dados(
  z.array(z.object({ id: z.number(), numero: w.inteiroLongo, recepcionadoEm: w.instante, local: z.string() })),
);
