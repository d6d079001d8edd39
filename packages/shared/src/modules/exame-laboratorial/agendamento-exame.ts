import { z } from 'zod';
import { vagaSugeridaSchema } from '../../agenda.js';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { camposGradeDiaria, refinarGradeDiaria } from '../../resource/grade-diaria.js';
import { w } from '../../wire.js';

/** The agenda engine's `modulo` of the collection agendas and bookings. */
export const MODULO_EXAME_LABORATORIAL = 'exame-laboratorial';
/** The engine's resource kind of a collection agenda: a laboratory (registered by the module; the engine knows 1–4). */
export const RECURSO_LABORATORIO = 5;

/**
 * A collection agenda (exame-laboratorial/jornada): a laboratory collects at a unit on weekdays and times, one
 * patient per slot; all its slots are of the engine's first type (a lab has no return or regulated quota).
 */
export const labJornadaSchema = z
  .object({
    laboratorioId: f.referencia('Laboratório'),
    unidadeId: f.referencia('Unidade de coleta'),
    situacaoId: f.referencia('Situação'),
    ...camposGradeDiaria('coleta'),
  })
  .superRefine(refinarGradeDiaria);
export type LabJornadaInput = z.infer<typeof labJornadaSchema>;

/** Collection agendas (spec 000 §2.3 exame-laboratorial/jornada: index, create/{id}). Permissions: LAB.jornada*. */
export const labJornadaResource = defineResource({
  modulo: 'exame-laboratorial',
  recurso: 'jornada',
  nome: 'Agenda de coleta',
  nomePlural: 'Agendas de coleta',
  schema: labJornadaSchema,
  columns: [
    { data: 'laboratorioNome', title: 'Laboratório', sortable: true, searchable: true },
    { data: 'unidadeNome', title: 'Unidade de coleta', sortable: true, searchable: true, width: 180 },
    { data: 'dias', title: 'Dias', width: 140 },
    { data: 'horario', title: 'Horário', width: 110 },
    { data: 'vagas', title: 'Vagas/dia', width: 80 },
    { data: 'vigenciaInicio', title: 'Vigência', tipo: 'data', sortable: true, width: 100 },
    { data: 'situacaoNome', title: 'Situação', sortable: true, width: 100 },
  ],
  defaultOrder: { column: 'laboratorioNome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true },
});

export const labJornadaFormSchema = z.object({
  laboratorios: z.array(w.opcao),
  unidades: z.array(w.opcao),
  situacoes: z.array(w.opcao),
});

const competencia = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM.');

/** A quota of a requesting unit at a laboratory in a month: how many exams and up to which SIGTAP value. */
export const labCotaSchema = z.object({
  laboratorioId: f.referencia('Laboratório'),
  unidadeSolicitanteId: f.referencia('Unidade solicitante'),
  competencia,
  quantidade: f.inteiro('Quantidade de exames', { min: 0, max: 1_000_000 }),
  valorTeto: f.opcional(f.decimal('Teto financeiro (R$)', { min: 0, max: 99_999_999 })),
});
export type LabCotaInput = z.infer<typeof labCotaSchema>;

export const labCotaQuerySchema = z.object({
  laboratorioId: z.coerce.number().int().positive().optional(),
  competencia: competencia.optional(),
});

/** A quota and what the unit already used of it (non-cancelled exams scheduled in the month). */
export const labCotaItemSchema = z.object({
  id: z.number(),
  laboratorioId: z.number(),
  laboratorioNome: z.string(),
  unidadeSolicitanteId: z.number(),
  unidadeSolicitanteNome: z.string(),
  competencia: z.string(),
  quantidade: z.number(),
  valorTeto: z.number().nullable(),
  quantidadeUsada: z.number(),
  valorUsado: z.number(),
});
export type LabCotaItem = z.infer<typeof labCotaItemSchema>;
export const labCotaListaSchema = z.object({ data: z.array(labCotaItemSchema) });

// ---------------------------------------------------------------- scheduling

/** One exam to schedule: from the registry (typed from paper, or a kit's) or a request of the product. */
export const exameAAgendarSchema = z.object({
  exameId: f.referencia('Exame'),
  kitExameId: z.coerce.number().int().positive().nullish().default(null),
  solicitacaoOrigem: z.string().max(30).nullish().default(null),
  solicitacaoId: z.coerce.number().int().positive().nullish().default(null),
});

export const agendamentoExameSchema = z
  .object({
    pacienteId: f.referencia('Paciente'),
    jornadaId: f.referencia('Agenda de coleta'),
    data: f.data('Data da coleta'),
    hora: f.hora('Horário'),
    unidadeSolicitanteId: f.referencia('Unidade solicitante'),
    profissionalSolicitanteId: z.coerce.number().int().positive().nullish().default(null),
    solicitanteNome: f.textoOpcional('Profissional solicitante', { max: 150 }),
    exames: z.array(exameAAgendarSchema, { error: 'Inclua ao menos um exame.' }).min(1, 'Inclua ao menos um exame.').max(60),
    urgente: f.booleano().default(false),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  })
  .superRefine((v, ctx) => {
    if (!v.profissionalSolicitanteId && !v.solicitanteNome && Array.isArray(v.exames) && v.exames.every((e) => !e?.solicitacaoId))
      ctx.addIssue({ code: 'custom', path: ['solicitanteNome'], message: 'Informe o profissional solicitante.' });
    if (Array.isArray(v.exames)) {
      const vistos = new Set<number>();
      for (const e of v.exames) {
        if (!e || typeof e.exameId !== 'number') continue;
        if (vistos.has(e.exameId)) {
          ctx.addIssue({ code: 'custom', path: ['exames'], message: 'Há exames repetidos no agendamento.' });
          return;
        }
        vistos.add(e.exameId);
      }
    }
  });
export type AgendamentoExameInput = z.infer<typeof agendamentoExameSchema>;

export const cancelamentoExameSchema = z.object({ motivo: f.texto('Motivo', { min: 3, max: 300 }) });

/** A request of the product not yet scheduled (lib/clinico/exames-solicitados). */
export const labExameSolicitadoSchema = z.object({
  origem: z.string(),
  id: z.number(),
  exameId: z.number(),
  exameNome: z.string(),
  dataSolicitacao: z.string(),
  solicitanteId: z.number().nullable(),
  solicitanteNome: z.string(),
  unidadeId: z.number().nullable(),
  unidadeNome: z.string().nullable(),
});

/** The desk's list of requests of the product waiting to be scheduled (every patient, the last days). */
export const labPendentesRespostaSchema = z.object({
  data: z.array(
    labExameSolicitadoSchema.extend({
      pacienteId: z.number(),
      pacienteNome: z.string(),
    }),
  ),
});
export type LabPendentesResposta = z.infer<typeof labPendentesRespostaSchema>;

export const exameOpcaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  procedimentoCodigo: z.string(),
  valor: z.number(),
  materialBiologico: z.number().nullable(),
  preparo: z.string().nullable(),
  sigla: z.string().nullable(),
});

export const agendamentoExameFormSchema = z.object({
  data: z.object({
    laboratorios: z.array(w.opcao),
    unidades: z.array(w.opcao),
    exames: z.array(exameOpcaoSchema),
    kits: z.array(z.object({ id: z.number(), nome: z.string(), exameIds: z.array(z.number()) })),
  }),
});

export const labExameAgendadoSchema = z.object({
  id: z.number(),
  exameId: z.number(),
  exameNome: z.string(),
  sigla: z.string().nullable(),
  procedimentoCodigo: z.string(),
  valor: z.number(),
  kitNome: z.string().nullable(),
  solicitacaoOrigem: z.string().nullable(),
  solicitacaoId: z.number().nullable(),
  amostraId: z.number().nullable(),
  situacao: z.number(),
  motivoCancelamento: z.string().nullable(),
  preparo: z.string().nullable(),
});

export const labAmostraSchema = z.object({
  id: z.number(),
  materialBiologico: z.number(),
  recipiente: z.string().nullable(),
  situacao: z.number(),
});

export const labAgendamentoItemSchema = z.object({
  id: z.number(),
  agendamentoId: z.number(),
  numero: w.inteiroLongo,
  data: z.string(),
  hora: z.string(),
  status: z.number(),
  retroativo: z.boolean(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  laboratorioId: z.number(),
  laboratorioNome: z.string(),
  unidadeColetaNome: z.string(),
  unidadeSolicitanteId: z.number(),
  unidadeSolicitanteNome: z.string(),
  solicitanteNome: z.string().nullable(),
  origem: z.string(),
  dataEntrega: z.string().nullable(),
  urgente: z.boolean(),
  exames: z.number(),
  valorTotal: z.number(),
});
export type LabAgendamentoItem = z.infer<typeof labAgendamentoItemSchema>;

export const labAgendamentoDetalheSchema = labAgendamentoItemSchema.extend({
  observacao: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  itens: z.array(labExameAgendadoSchema),
  amostras: z.array(labAmostraSchema),
});
export type LabAgendamentoDetalhe = z.infer<typeof labAgendamentoDetalheSchema>;

export const labAgendamentoRespostaSchema = z.object({
  data: labAgendamentoDetalheSchema,
  /** When the settings let a booking pass the quota: what was passed. */
  avisoCota: z.string().nullable().optional(),
});

export const labPacienteRespostaSchema = z.object({
  paciente: z.object({
    id: z.number(),
    nome: z.string(),
    nomeSocial: z.string().nullable(),
    dataNascimento: z.string().nullable(),
    cns: z.string().nullable(),
  }),
  solicitacoes: z.array(labExameSolicitadoSchema),
  agendamentos: z.array(labAgendamentoItemSchema),
});

export const labSugestaoQuerySchema = z.object({
  laboratorioId: z.coerce.number().int().positive(),
  unidadeId: z.coerce.number().int().positive().optional(),
  jornadaId: z.coerce.number().int().positive().optional(),
  dataInicial: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  limite: z.coerce.number().int().min(1).max(200).default(20),
});
export const labSugestaoRespostaSchema = z.object({ data: z.array(vagaSugeridaSchema) });
