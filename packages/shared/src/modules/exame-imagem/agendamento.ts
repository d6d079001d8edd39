import { z } from 'zod';
import { vagaSugeridaSchema } from '../../agenda.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/** The agenda engine's `modulo` of the imaging agendas and bookings. */
export const MODULO_EXAME_IMAGEM = 'exame-imagem';

/** SIGTAP codes of mammography inside subgroup 02.04.03 (the rest of 0204 is radiography). */
const MAMOGRAFIA = new Set(['0204030030', '0204030188']);

/**
 * The imaging modality (MODALIDADE_IMAGEM) of a SIGTAP procedure, by its group/subgroup, so scheduling offers the
 * agendas of equipment that can perform the exam:
 * - 0204 Diagnóstico por radiologia → 1 radiografia, except the mammographies 0204030030 / 0204030188 → 3 mamografia,
 *   and 020406 (densitometria óssea) → 6;
 * - 0205 Diagnóstico por ultrassonografia → 2; 0206 Tomografia computadorizada → 4; 0207 Ressonância magnética → 5;
 * - 0211020 (métodos diagnósticos em cardiologia: eletrocardiograma) → 7; 0209 endoscopia → 8;
 * - anything else → null (no modality: any imaging agenda is offered).
 */
export function modalidadeDoProcedimento(codigo: string | null | undefined): number | null {
  const c = (codigo ?? '').replace(/\D/g, '');
  if (MAMOGRAFIA.has(c)) return 3;
  if (c.startsWith('020406')) return 6;
  if (c.startsWith('0204')) return 1;
  if (c.startsWith('0205')) return 2;
  if (c.startsWith('0206')) return 4;
  if (c.startsWith('0207')) return 5;
  if (c.startsWith('0211020')) return 7;
  if (c.startsWith('0209')) return 8;
  return null;
}

const idOpcional = z.coerce.number().int().positive().nullish().default(null);
const dia = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/**
 * One imaging exam booked in a slot of an equipment's agenda: a request of the product (`solicitacaoOrigem` +
 * `solicitacaoId`, whose requester and unit come with it) or paper (exam of the registry + requesting unit +
 * the professional of the product or the typed name).
 */
export const imgAgendamentoSchema = z
  .object({
    pacienteId: f.referencia('Paciente'),
    jornadaId: f.referencia('Agenda do equipamento'),
    data: f.data('Data do exame'),
    hora: f.hora('Horário'),
    exameId: f.referencia('Exame'),
    solicitacaoOrigem: z.string().max(30).nullish().default(null),
    solicitacaoId: idOpcional,
    unidadeSolicitanteId: idOpcional,
    profissionalSolicitanteId: idOpcional,
    solicitanteNome: f.textoOpcional('Profissional solicitante', { max: 150 }),
    urgente: f.booleano().default(false),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  })
  .superRefine((v, ctx) => {
    if (v.solicitacaoId) return;
    if (!v.unidadeSolicitanteId)
      ctx.addIssue({ code: 'custom', path: ['unidadeSolicitanteId'], message: 'Informe a unidade solicitante.' });
    if (!v.profissionalSolicitanteId && !v.solicitanteNome)
      ctx.addIssue({ code: 'custom', path: ['solicitanteNome'], message: 'Informe o profissional solicitante.' });
  });
export type ImgAgendamentoInput = z.infer<typeof imgAgendamentoSchema>;

/** Moving an exam to another free slot (the old one is freed). */
export const imgReagendamentoSchema = z.object({
  jornadaId: f.referencia('Agenda do equipamento'),
  data: f.data('Data do exame'),
  hora: f.hora('Horário'),
  motivo: f.texto('Motivo', { min: 3, max: 300 }),
});
export const imgCancelamentoSchema = z.object({ motivo: f.texto('Motivo', { min: 3, max: 300 }) });

/** A scheduled imaging exam as lists, the patient's card and the slip read it. */
export const imgExameAgendadoSchema = z.object({
  id: z.number(),
  agendamentoId: z.number().nullable(),
  numero: w.inteiroLongo.nullable(),
  data: z.string().nullable(),
  hora: z.string().nullable(),
  status: z.number().nullable(),
  retroativo: z.boolean(),
  situacao: z.number(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  dataNascimento: z.string().nullable(),
  equipamentoId: z.number().nullable(),
  equipamentoNome: z.string().nullable(),
  modalidade: z.number().nullable(),
  unidadeId: z.number(),
  unidadeNome: z.string(),
  exameId: z.number().nullable(),
  exameNome: z.string(),
  procedimentoCodigo: z.string(),
  valor: z.number(),
  unidadeSolicitanteId: z.number().nullable(),
  unidadeSolicitanteNome: z.string().nullable(),
  solicitanteNome: z.string().nullable(),
  solicitacaoOrigem: z.string(),
  urgente: z.boolean(),
  observacao: z.string().nullable(),
  preparo: z.string().nullable(),
  reagendamentos: z.number(),
  motivoCancelamento: z.string().nullable(),
});
export type ImgExameAgendado = z.infer<typeof imgExameAgendadoSchema>;
export const imgExameAgendadoRespostaSchema = z.object({
  data: imgExameAgendadoSchema,
  /** When the settings let a booking pass the quota: what was passed. */
  avisoCota: z.string().nullable().optional(),
});

export const imgAgendamentoFiltrosSchema = z.object({
  dataInicio: dia,
  dataFim: dia,
  equipamentoId: z.coerce.number().int().positive().optional(),
  situacao: z.coerce.number().int().min(1).max(6).optional(),
  pacienteId: z.coerce.number().int().positive().optional(),
  /** '1': only the retroactive ones; 'futuros': from today on (reagendamento-cancelamento-exame). */
  retroativo: z.enum(['0', '1']).optional(),
  futuros: z.enum(['0', '1']).optional(),
});

/** A request of the product not yet scheduled (lib/clinico/exames-solicitados), with the modality it needs. */
export const imgSolicitacaoSchema = z.object({
  origem: z.string(),
  id: z.number(),
  exameId: z.number(),
  exameNome: z.string(),
  procedimentoCodigo: z.string(),
  modalidade: z.number().nullable(),
  dataSolicitacao: z.string(),
  solicitanteId: z.number().nullable(),
  solicitanteNome: z.string(),
  unidadeId: z.number().nullable(),
  unidadeNome: z.string().nullable(),
});
/** The desk's list of requests of the product waiting to be scheduled (every patient, the last year; emergency care's go to the worklist). */
export const imgPendentesRespostaSchema = z.object({
  data: z.array(imgSolicitacaoSchema.extend({ pacienteId: z.number(), pacienteNome: z.string() })),
});
export type ImgPendentesResposta = z.infer<typeof imgPendentesRespostaSchema>;
export const imgPacienteRespostaSchema = z.object({
  paciente: z.object({
    id: z.number(),
    nome: z.string(),
    nomeSocial: z.string().nullable(),
    dataNascimento: z.string().nullable(),
    cns: z.string().nullable(),
  }),
  solicitacoes: z.array(imgSolicitacaoSchema),
  exames: z.array(imgExameAgendadoSchema),
});

export const imgExameOpcaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  procedimentoCodigo: z.string(),
  valor: z.number(),
  modalidade: z.number().nullable(),
  preparo: z.string().nullable(),
});
export const imgAgendamentoFormSchema = z.object({
  data: z.object({
    equipamentos: z.array(z.object({ id: z.number(), nome: z.string(), modalidade: z.number(), unidadeNome: z.string() })),
    unidades: z.array(w.opcao),
    profissionais: z.array(w.opcao),
    exames: z.array(imgExameOpcaoSchema),
  }),
});

export const imgSugestaoQuerySchema = z.object({
  exameId: z.coerce.number().int().positive().optional(),
  modalidade: z.coerce.number().int().min(1).max(8).optional(),
  equipamentoId: z.coerce.number().int().positive().optional(),
  jornadaId: z.coerce.number().int().positive().optional(),
  dataInicial: dia,
  limite: z.coerce.number().int().min(1).max(200).default(20),
});
export const imgSugestaoRespostaSchema = z.object({ data: z.array(vagaSugeridaSchema) });

export const imgListagemQuerySchema = z.object({
  data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data.'),
  equipamentoId: z.coerce.number().int().positive().optional(),
});
