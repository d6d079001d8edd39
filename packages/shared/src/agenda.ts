import { z } from 'zod';

/**
 * The agenda and scheduling engine (issue 17, decision 0012): an agenda (`jornada`) belongs to a *resource*
 * (a professional, a service, an exam room or equipment), identified generically by kind and id like the
 * queue engine's subject; its slots are computed from the agenda, never stored empty; an appointment
 * (`agendamento`) takes one slot of one agenda day. The outpatient clinic uses it today; the laboratory and
 * imaging modules book exam resources on it.
 */

/** What owns an agenda. The id is the module's own record (usuário, serviço, sala/equipamento). */
export const RECURSO_AGENDA = { PROFISSIONAL: 1, SERVICO: 2, SALA: 3, EQUIPAMENTO: 4 } as const;
export type RecursoAgenda = (typeof RECURSO_AGENDA)[keyof typeof RECURSO_AGENDA];
export const RecursoAgendaNome: Record<RecursoAgenda, string> = {
  1: 'Profissional',
  2: 'Serviço',
  3: 'Sala',
  4: 'Equipamento',
};

/** The kinds of slot an agenda day shares out in quotas. */
export const TIPO_VAGA = { PRIMEIRA_VEZ: 1, RETORNO: 2, REGULADO: 3, RESERVADO: 4 } as const;
export type TipoVaga = (typeof TIPO_VAGA)[keyof typeof TIPO_VAGA];
export const TipoVagaNome: Record<TipoVaga, string> = {
  1: 'Primeira vez',
  2: 'Retorno',
  3: 'Regulada',
  4: 'Reservada para unidade',
};
export const TIPOS_VAGA = Object.values(TIPO_VAGA) as TipoVaga[];

/** The quota column of each slot type on the agenda. */
export const COTA_DO_TIPO: Record<TipoVaga, 'vagasPrimeiraVez' | 'vagasRetorno' | 'vagasReguladas' | 'vagasReservadas'> = {
  1: 'vagasPrimeiraVez',
  2: 'vagasRetorno',
  3: 'vagasReguladas',
  4: 'vagasReservadas',
};

/** An appointment's status (issue 17): booked, arrived, attended, absent, cancelled. */
export const STATUS_AGENDAMENTO = { AGENDADO: 1, CONFIRMADO: 2, REALIZADO: 3, FALTOU: 4, CANCELADO: 5 } as const;
export type StatusAgendamento = (typeof STATUS_AGENDAMENTO)[keyof typeof STATUS_AGENDAMENTO];
export const StatusAgendamentoNome: Record<StatusAgendamento, string> = {
  1: 'Agendado',
  2: 'Chegou',
  3: 'Realizado',
  4: 'Faltou',
  5: 'Cancelado',
};

/** What can happen to an appointment, and from which statuses (the one transitions table). */
export const ACOES_AGENDAMENTO = {
  confirmar: { de: [1], para: 2, nome: 'Confirmar chegada' },
  realizar: { de: [1, 2], para: 3, nome: 'Realizar' },
  faltou: { de: [1], para: 4, nome: 'Registrar falta' },
  desfazerFalta: { de: [4], para: 1, nome: 'Desfazer falta' },
  cancelar: { de: [1, 2], para: 5, nome: 'Cancelar' },
} as const satisfies Record<string, { de: readonly StatusAgendamento[]; para: StatusAgendamento; nome: string }>;
export type AcaoAgendamento = keyof typeof ACOES_AGENDAMENTO;

export const podeAgendamento = (acao: AcaoAgendamento, status: number) =>
  (ACOES_AGENDAMENTO[acao].de as readonly number[]).includes(status);

/** Statuses that hold a slot (a cancelled appointment frees it; a no-show keeps it: the time went by). */
export const STATUS_QUE_OCUPAM: readonly StatusAgendamento[] = [1, 2, 3, 4];

/** Messages of the engine, named once. */
export const MENSAGENS_AGENDA = {
  horarioIndisponivel: 'Horário indisponível',
  cotaEsgotada: (tipo: TipoVaga) => `Não há mais vagas do tipo ${TipoVagaNome[tipo]} nesta data.`,
  mesmaEspecialidade: 'O paciente já possui um agendamento futuro nesta especialidade.',
  intervaloMinimo: (dias: number) => `O paciente teve um agendamento nesta especialidade há menos de ${dias} dias.`,
  foraDaAgenda: 'O horário escolhido não pertence à agenda nesta data.',
  diaBloqueado: 'A agenda está bloqueada nesta data.',
  feriado: 'A data escolhida é feriado.',
  passado: 'Não é possível agendar para uma data ou horário que já passou.',
  alemDoHorizonte: (dias: number) => `Só é possível agendar com até ${dias} dias de antecedência.`,
  situacaoNaoPermite: 'A situação da agenda não permite agendamentos.',
  naoAberta: 'Esta agenda não está aberta a agendamentos de outras unidades.',
  reservadaOutraUnidade: 'As vagas reservadas desta agenda são de outra unidade.',
  reguladaSemPermissao: 'As vagas reguladas só podem ser usadas pela central de regulação.',
} as const;

// --- the slots of an agenda, computed -------------------------------------------------------------

/** What slot computation needs of an agenda (times 'HH:MM:SS', dates 'YYYY-MM-DD'). */
export interface GradeJornada {
  diasSemana: readonly number[];
  horaInicio: string;
  horaFim: string;
  /** The agenda ends the next day (an overnight exam room); its slots still belong to the start day. */
  viraDia: boolean;
  duracaoMinutos: number;
  vigenciaInicio: string;
  vigenciaFim: string | null;
}

const minutos = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
const hhmmss = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;

/** The weekday (0 = domingo … 6 = sábado) of a 'YYYY-MM-DD' date, without the server's time zone. */
export function diaDaSemana(data: string): number {
  return new Date(Date.UTC(+data.slice(0, 4), +data.slice(5, 7) - 1, +data.slice(8, 10))).getUTCDay();
}

/** 'YYYY-MM-DD' plus some days. */
export function somarDias(data: string, dias: number): string {
  const d = new Date(Date.UTC(+data.slice(0, 4), +data.slice(5, 7) - 1, +data.slice(8, 10) + dias));
  return d.toISOString().slice(0, 10);
}

/** The slot start times of one day of an agenda (none when the day is outside its weekdays or validity). */
export function horariosDoDia(j: GradeJornada, data: string): string[] {
  if (data < j.vigenciaInicio || (j.vigenciaFim && data > j.vigenciaFim)) return [];
  if (!j.diasSemana.includes(diaDaSemana(data))) return [];
  return horariosDaGrade(j);
}

/** The slot start times of an agenda day, ignoring the calendar. */
export function horariosDaGrade(j: Pick<GradeJornada, 'horaInicio' | 'horaFim' | 'viraDia' | 'duracaoMinutos'>): string[] {
  const inicio = minutos(j.horaInicio);
  const fim = minutos(j.horaFim) + (j.viraDia ? 24 * 60 : 0);
  const lista: string[] = [];
  if (j.duracaoMinutos <= 0) return lista;
  for (let t = inicio; t + j.duracaoMinutos <= fim; t += j.duracaoMinutos) lista.push(hhmmss(t));
  return lista;
}

// --- wire ----------------------------------------------------------------------------------------

/** A free slot the suggestion answers. */
export const vagaSugeridaSchema = z.object({
  jornadaId: z.number(),
  data: z.string(),
  hora: z.string(),
  tipoVaga: z.number(),
  unidadeId: z.number(),
  unidadeNome: z.string(),
  especialidadeId: z.number().nullable(),
  especialidadeNome: z.string().nullable(),
  recursoTipo: z.number(),
  recursoId: z.number(),
  recursoNome: z.string(),
  /** Free places of this slot type left on that day. */
  vagasRestantes: z.number(),
});
export type VagaSugerida = z.infer<typeof vagaSugeridaSchema>;
