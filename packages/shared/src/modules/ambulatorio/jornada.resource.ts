import { z } from 'zod';
import { horariosDaGrade, RECURSO_AGENDA } from '../../agenda.js';
import { defineResource, type FilterDef } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { dataFinalProblema } from '../../validation/datas.js';
import { cargaHorariaProblema, escalaHorarioProblema } from '../../validation/jornada.js';

export const DIAS_SEMANA = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** The resources an outpatient agenda may belong to (the engine knows sala/equipamento too, for the exams). */
export const RECURSOS_JORNADA_AMBULATORIO = [RECURSO_AGENDA.PROFISSIONAL, RECURSO_AGENDA.SERVICO] as const;

const vagas = (label: string) => f.inteiro(label, { min: 0, max: 500 }).default(0);

export const jornadaSchema = z
  .object({
    recursoTipo: f.enumeracao('Tipo de agenda', RECURSOS_JORNADA_AMBULATORIO).default(RECURSO_AGENDA.PROFISSIONAL),
    /** The professional (usuário) or the service, by recursoTipo. */
    recursoId: f.referencia('Profissional / serviço'),
    unidadeId: f.referencia('Unidade'),
    infraestruturaId: z.coerce.number().int().positive().nullish().default(null),
    especialidadeId: f.referencia('Especialidade'),
    situacaoId: f.referencia('Situação'),
    diasSemana: z
      .array(z.coerce.number().int().min(0).max(6), { error: 'Selecione ao menos um dia da semana.' })
      .min(1, 'Selecione ao menos um dia da semana.')
      .transform((d) => [...new Set(d)].sort()),
    horaInicio: f.hora('Horário de Entrada'),
    horaFim: f.hora('Horário de Saída'),
    /** Ends the next day (overnight): the 24-hour rule applies instead of the same-day one. */
    viraDia: f.booleano().default(false),
    duracaoMinutos: f.inteiro('Tempo por atendimento (minutos)', { min: 5, max: 480 }),
    vigenciaInicio: f.data('Início da vigência'),
    vigenciaFim: f.opcional(f.data('Fim da vigência')),
    vagasPrimeiraVez: vagas('Vagas de primeira vez'),
    vagasRetorno: vagas('Vagas de retorno'),
    vagasReguladas: vagas('Vagas reguladas'),
    vagasReservadas: vagas('Vagas reservadas'),
    unidadeReservadaId: z.coerce.number().int().positive().nullish().default(null),
    abertaOutrasUnidades: f.booleano().default(false),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  })
  .superRefine((v, ctx) => {
    const erro = (campo: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [campo], message });
    };
    // spec 000 §5 shift rules, verbatim: a same-day agenda ends after it starts; an overnight one lasts at most 24 h
    // raw values reach here when a field failed its own rule: check only what is readable
    if (typeof v.horaInicio !== 'string' || typeof v.horaFim !== 'string') return;
    if (v.viraDia === true) erro('horaFim', cargaHorariaProblema(`2000-01-01 ${v.horaInicio}`, `2000-01-02 ${v.horaFim}`));
    else erro('horaFim', escalaHorarioProblema(v.horaInicio, v.horaFim, true));
    erro(
      'vigenciaFim',
      typeof v.vigenciaFim === 'string' && typeof v.vigenciaInicio === 'string' ? dataFinalProblema(v.vigenciaInicio, v.vigenciaFim) : null,
    );
    const cotas = [v.vagasPrimeiraVez, v.vagasRetorno, v.vagasReguladas, v.vagasReservadas];
    if (!cotas.every((n) => typeof n === 'number') || typeof v.duracaoMinutos !== 'number') return;
    const total = cotas.reduce((a, b) => a + b, 0);
    const horarios = horariosDaGrade(v).length;
    if (total === 0) erro('vagasPrimeiraVez', 'Informe ao menos uma vaga.');
    else if (total > horarios) erro('vagasPrimeiraVez', `A soma das vagas (${total}) ultrapassa os horários do dia (${horarios}).`);
    if (v.vagasReservadas > 0 && !v.unidadeReservadaId) erro('unidadeReservadaId', 'Informe a unidade das vagas reservadas.');
  });
export type JornadaInput = z.infer<typeof jornadaSchema>;

const FILTRO_DIA: FilterDef = {
  name: 'diaSemana',
  label: 'Dia da semana',
  opcoes: DIAS_SEMANA.map((label, i) => ({ value: String(i), label })),
};

/**
 * Agendas (spec 000 §2.3 ambulatorio/jornada: index, create/{id}): a professional's or a service's schedule per
 * unit and specialty, with weekdays, times, slot length, validity and quotas per slot type (issue 17).
 */
export const jornadaResource = defineResource({
  modulo: 'ambulatorio',
  recurso: 'jornada',
  nome: 'Agenda',
  nomePlural: 'Agendas',
  schema: jornadaSchema,
  columns: [
    { data: 'recursoNome', title: 'Profissional / serviço', sortable: true, searchable: true },
    { data: 'especialidadeNome', title: 'Especialidade', sortable: true, searchable: true, width: 150 },
    { data: 'unidadeNome', title: 'Unidade', sortable: true, searchable: true, width: 150 },
    { data: 'dias', title: 'Dias', width: 120 },
    { data: 'horario', title: 'Horário', width: 100 },
    { data: 'vigenciaInicio', title: 'Vigência', tipo: 'data', sortable: true, width: 100 },
    { data: 'situacaoNome', title: 'Situação', sortable: true, width: 100 },
  ],
  defaultOrder: { column: 'recursoNome', dir: 'asc' },
  filtros: [FILTRO_DIA],
  acoes: { cadastrar: true, editar: true, excluir: true },
});

export const jornadaBloqueioSchema = z
  .object({
    jornadaId: f.referencia('Agenda'),
    dataInicio: f.data('Data inicial'),
    dataFim: f.data('Data final'),
    motivo: f.texto('Motivo', { max: 300 }),
  })
  .superRefine((v, ctx) => {
    const msg = typeof v.dataInicio === 'string' ? dataFinalProblema(v.dataInicio, v.dataFim) : null;
    if (msg) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: msg });
  });

/**
 * Blocks of an agenda (spec 000 §2.3 ambulatorio/jornada-bloqueio): leave, training … Holidays of
 * cadastro/feriado need none: they close every agenda by themselves.
 */
export const jornadaBloqueioResource = defineResource({
  modulo: 'ambulatorio',
  recurso: 'jornada-bloqueio',
  nome: 'Bloqueio de agenda',
  nomePlural: 'Bloqueios de agenda',
  schema: jornadaBloqueioSchema,
  columns: [
    { data: 'jornadaNome', title: 'Agenda', sortable: true, searchable: true },
    { data: 'dataInicio', title: 'Data inicial', tipo: 'data', sortable: true, width: 110 },
    { data: 'dataFim', title: 'Data final', tipo: 'data', sortable: true, width: 110 },
    { data: 'motivo', title: 'Motivo', sortable: true, searchable: true },
  ],
  defaultOrder: { column: 'dataInicio', dir: 'desc' },
  acoes: { cadastrar: true, editar: true, excluir: true },
});
