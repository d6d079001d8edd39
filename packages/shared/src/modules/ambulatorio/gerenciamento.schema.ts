import { z } from 'zod';
import { datatableRequestSchema } from '../../datatable.js';
import { f } from '../../resource/fields.js';

/**
 * Where an appointment of the day is (issue 17, gerenciamento-diario): the appointment's own status (agendamento)
 * read together with the arrival (atendimento_ambulatorial) and its queue entry — "em atendimento" is a patient a
 * professional has called in (queue entry in attendance) or in the pre-consultation.
 */
export const SITUACAO_DIA = { AGENDADO: 1, CHEGOU: 2, EM_ATENDIMENTO: 3, REALIZADO: 4, FALTOU: 5, CANCELADO: 6 } as const;
export type SituacaoDia = (typeof SITUACAO_DIA)[keyof typeof SITUACAO_DIA];
export const SituacaoDiaNome: Record<SituacaoDia, string> = {
  1: 'Agendado',
  2: 'Chegou',
  3: 'Em atendimento',
  4: 'Realizado',
  5: 'Faltou',
  6: 'Cancelado',
};
export const SITUACOES_DIA = Object.keys(SituacaoDiaNome).map(Number) as SituacaoDia[];

const idOpcional = (rotulo: string) => f.opcional(f.referencia(rotulo));

/** The filters of a unit's day (the unit is the session's placement, never a parameter). */
export const gerenciamentoDiarioFiltrosSchema = z.object({
  data: f.data('Data'),
  especialidadeId: idOpcional('Especialidade'),
  profissionalId: idOpcional('Profissional'),
});

/** GET …/gerenciamento-diario/datatable: the server-paged list of the day, with the situation filter. */
export const gerenciamentoDiarioQuerySchema = datatableRequestSchema.extend({
  ...gerenciamentoDiarioFiltrosSchema.shape,
  situacao: f.opcional(f.enumeracao('Situação', SITUACOES_DIA)),
});

/** GET …/gerenciamento-medico/edit/{id}?data=: one day of one of the professional's agendas. */
export const gerenciamentoMedicoDiaQuerySchema = z.object({ data: f.opcional(f.data('Data')) });

/** How many days ahead the professional's index counts (today included). */
export const DIAS_GERENCIAMENTO_MEDICO = 14;
