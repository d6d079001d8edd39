import { z } from 'zod';
import { horariosDaGrade } from '../agenda.js';
import { dataFinalProblema } from '../validation/datas.js';
import { escalaHorarioProblema } from '../validation/jornada.js';
import { f } from './fields.js';

/**
 * The fields of an exam agenda's daily grid on the agenda engine (collection, imaging): weekdays, times, the time
 * per `oQue` ('coleta', 'exame'), validity, vacancies, whether other units book and a note. Spread into the
 * resource's object after its own fields, then refined with `refinarGradeDiaria`.
 */
export const camposGradeDiaria = (oQue: string) => ({
  diasSemana: z
    .array(z.coerce.number().int().min(0).max(6), { error: 'Selecione ao menos um dia da semana.' })
    .min(1, 'Selecione ao menos um dia da semana.')
    .transform((d) => [...new Set(d)].sort()),
  horaInicio: f.hora('Horário inicial'),
  horaFim: f.hora('Horário final'),
  duracaoMinutos: f.inteiro(`Tempo por ${oQue} (minutos)`, { min: 1, max: 240 }),
  vigenciaInicio: f.data('Início da vigência'),
  vigenciaFim: f.opcional(f.data('Fim da vigência')),
  vagas: f.inteiro('Vagas por dia', { min: 1, max: 1000 }),
  abertaOutrasUnidades: f.booleano().default(true),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});

interface GradeDiaria {
  horaInicio?: unknown;
  horaFim?: unknown;
  duracaoMinutos?: unknown;
  vigenciaInicio?: unknown;
  vigenciaFim?: unknown;
  vagas?: unknown;
}

/**
 * The cross-field rules of a daily grid (a `superRefine`): the end after the start, the validity's end after its
 * start, and no more vacancies than the day's slots.
 */
export function refinarGradeDiaria(v: GradeDiaria, ctx: z.RefinementCtx) {
  const erro = (campo: string, message: string | null) => {
    if (message) ctx.addIssue({ code: 'custom', path: [campo], message });
  };
  if (typeof v.horaInicio !== 'string' || typeof v.horaFim !== 'string') return;
  erro('horaFim', escalaHorarioProblema(v.horaInicio, v.horaFim, true));
  erro(
    'vigenciaFim',
    typeof v.vigenciaFim === 'string' && typeof v.vigenciaInicio === 'string' ? dataFinalProblema(v.vigenciaInicio, v.vigenciaFim) : null,
  );
  if (typeof v.vagas !== 'number' || typeof v.duracaoMinutos !== 'number') return;
  const horarios = horariosDaGrade({
    horaInicio: v.horaInicio,
    horaFim: v.horaFim,
    duracaoMinutos: v.duracaoMinutos,
    viraDia: false,
  }).length;
  if (v.vagas > horarios) erro('vagas', `As vagas (${v.vagas}) ultrapassam os horários do dia (${horarios}).`);
}
