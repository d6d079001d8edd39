import { z } from 'zod';
import { TIPOS_VAGA } from '../../agenda.js';
import { f } from '../../resource/fields.js';

/** POST ambulatorio/agendamento (and agendamento-retroativo): one slot of one agenda day for a patient. */
export const agendamentoSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  jornadaId: f.referencia('Agenda'),
  data: f.data('Data'),
  hora: f.hora('Horário'),
  tipoVaga: f.enumeracao('Tipo de vaga', TIPOS_VAGA),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});
export type AgendamentoInput = z.infer<typeof agendamentoSchema>;

/** PUT …/cancel/{id}: the reason is required (issue 17: every cancellation says why). */
export const cancelamentoAgendamentoSchema = z.object({
  motivo: f.texto('Motivo', { max: 300 }),
});

/**
 * GET …/sugestao/{unidade}/{especialidade}/{profissional}/{dataInicial}/{tipoVaga} (spec 001 §7: five path
 * parameters). `0` in unidade, especialidade or profissional means "any"; `-` as dataInicial means today.
 */
export const sugestaoParamsSchema = z.object({
  unidade: z.coerce.number().int().min(0),
  especialidade: z.coerce.number().int().min(0),
  profissional: z.coerce.number().int().min(0),
  dataInicial: z.union([z.literal('-'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')]),
  tipoVaga: f.enumeracao('Tipo de vaga', TIPOS_VAGA),
});

export const sugestaoQuerySchema = z.object({
  limite: z.coerce.number().int().min(1).max(100).default(20),
  /** Only this agenda (the reschedule of a blocked appointment). */
  jornadaId: z.coerce.number().int().positive().optional(),
});

/** GET …/list: one day of agendas (the reception's and the doctor's view). */
export const agendamentoListaQuerySchema = z.object({
  data: f.data('Data'),
  jornadaId: z.coerce.number().int().positive().optional(),
  unidadeId: z.coerce.number().int().positive().optional(),
});

/** The two papers of the "Pedido do Agendamento" slip (spec 001 §3 and §9): 8 cm or 10.3 cm. */
export const LARGURAS_COMPROVANTE_AGENDAMENTO = ['8', '10.3'] as const;
export type LarguraComprovanteAgendamento = (typeof LARGURAS_COMPROVANTE_AGENDAMENTO)[number];

/** GET /impressao/ambulatorio/agendamento/{id}?largura=8|10.3: without it, the municipality's setting. */
export const impressaoAgendamentoQuerySchema = z.object({
  largura: z.enum(LARGURAS_COMPROVANTE_AGENDAMENTO, { error: 'Largura deve ser 8 ou 10.3.' }).optional(),
});
