import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** An appointment of the day with where the patient is (gerenciamento-diario and gerenciamento-medico). */
export const agendamentoDoDiaSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo,
  jornadaId: z.number(),
  data: w.data,
  hora: w.hora,
  tipoVaga: z.number(),
  /** The appointment's own status (STATUS_AGENDAMENTO): what the no-show actions act on. */
  status: z.number(),
  /** SITUACAO_DIA, derived from the appointment, the arrival and its queue entry. */
  situacao: z.number(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  pacienteNomeSocial: z.string().nullable(),
  /** Sex and age of the record: the reception checks a legal priority against them (issue 16 item 6). */
  pacienteSexoId: z.number().nullable(),
  pacienteDataNascimento: w.data.nullable(),
  pacienteIdadeEstimada: z.number().nullable(),
  telefones: z.array(z.string()),
  especialidadeNome: z.string().nullable(),
  recursoNome: z.string(),
  observacao: z.string().nullable(),
  chegadaEm: w.instante.nullable(),
  /** Minutes from arrival to the first call into attendance (or until now, while the patient waits). */
  esperaMinutos: z.number().nullable(),
  /** The visit's step (StatusAtendimentoAmbulatorialNome) once the patient arrived. */
  etapa: z.string().nullable(),
  filaId: z.number().nullable(),
});
export type AgendamentoDoDia = z.infer<typeof agendamentoDoDiaSchema>;

export const gerenciamentoDiarioDatatableSchema = datatableResposta(agendamentoDoDiaSchema);

/** The counters of the day per situation (the whole day under the filters, not the page). */
export const contadoresDiaSchema = z.object({
  agendado: z.number(),
  chegou: z.number(),
  emAtendimento: z.number(),
  realizado: z.number(),
  faltou: z.number(),
  cancelado: z.number(),
  total: z.number(),
});

/** GET …/gerenciamento-diario/resumo: the unit of the session, the day's counters and the filters' options. */
export const gerenciamentoDiarioResumoSchema = z.object({
  data: w.data,
  unidadeId: z.number(),
  unidadeNome: z.string(),
  contadores: contadoresDiaSchema,
  especialidades: z.array(w.opcao),
  profissionais: z.array(w.opcao),
});

/** One agenda day of the professional's index: slots, bookings and what became of them. */
export const diaDaAgendaSchema = z.object({
  data: w.data,
  /** Slots the agenda offers that day (0 when closed). */
  vagas: z.number(),
  agendados: z.number(),
  realizados: z.number(),
  faltas: z.number(),
  /** Why the day is closed ('Feriado', the block's reason), null when open. */
  fechado: z.string().nullable(),
});

export const agendaDoProfissionalSchema = z.object({
  id: z.number(),
  unidadeNome: z.string(),
  especialidadeNome: z.string().nullable(),
  horaInicio: w.hora,
  horaFim: w.hora,
  duracaoMinutos: z.number(),
  diasSemana: z.array(z.number()),
  situacaoNome: z.string(),
  dias: z.array(diaDaAgendaSchema),
});

/** GET …/gerenciamento-medico: the professional's agendas and the next days of each. */
export const gerenciamentoMedicoIndexSchema = z.object({
  data: z.object({ profissionalNome: z.string(), hoje: w.data, agendas: z.array(agendaDoProfissionalSchema) }),
});

/** GET …/gerenciamento-medico/edit/{id}: one day of one agenda, its patients and its blocks. */
export const gerenciamentoMedicoDiaSchema = z.object({
  data: z.object({
    agenda: agendaDoProfissionalSchema.omit({ dias: true }),
    dia: diaDaAgendaSchema,
    contadores: contadoresDiaSchema,
    agendamentos: z.array(agendamentoDoDiaSchema),
  }),
});

export const gerenciamentoMedicoAcaoSchema = z.object({ data: agendamentoDoDiaSchema, message: z.string() });
