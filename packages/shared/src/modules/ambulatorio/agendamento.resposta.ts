import { z } from 'zod';
import { vagaSugeridaSchema } from '../../agenda.js';
import { w } from '../../wire.js';

/** An appointment as the lists and the booking answer show it. */
export const agendamentoItemSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo,
  jornadaId: z.number(),
  data: w.data,
  hora: w.hora,
  tipoVaga: z.number(),
  status: z.number(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  pacienteNomeSocial: z.string().nullable(),
  telefones: z.array(z.string()),
  unidadeNome: z.string(),
  especialidadeNome: z.string().nullable(),
  recursoNome: z.string(),
  observacao: z.string().nullable(),
  retroativo: z.boolean(),
  motivoCancelamento: z.string().nullable(),
  canceladoEm: w.instante.nullable(),
  canceladoPorNome: z.string().nullable(),
  faltaEm: w.instante.nullable(),
  createdAt: w.instante,
  criadoPorNome: z.string().nullable(),
});
export type AgendamentoItem = z.infer<typeof agendamentoItemSchema>;

/** The patient's no-show history (issue 17, beyond peers): shown when booking. */
export const historicoFaltasSchema = z.object({
  total: z.number(),
  ultimos12Meses: z.number(),
  alerta: z.boolean(),
  ultimas: z.array(z.object({ data: w.data, hora: w.hora, especialidadeNome: z.string().nullable(), recursoNome: z.string() })),
});

export const agendamentoRespostaSchema = z.object({
  data: agendamentoItemSchema,
  faltas: historicoFaltasSchema,
});

export const sugestaoRespostaSchema = z.object({ data: z.array(vagaSugeridaSchema) });

export const agendamentoListaRespostaSchema = z.object({ data: z.array(agendamentoItemSchema) });

/** GET …/unidade-paciente/{pacienteId}: what the clerk needs of the patient before booking. */
export const unidadePacienteRespostaSchema = z.object({
  paciente: z.object({
    id: z.number(),
    nome: z.string(),
    nomeSocial: z.string().nullable(),
    dataNascimento: w.data.nullable(),
    cns: z.string().nullable(),
    telefones: z.array(z.string()),
  }),
  /** Units with agendas this user may book in. */
  unidades: z.array(w.opcao),
  futuros: z.array(agendamentoItemSchema),
  faltas: historicoFaltasSchema,
});

/** GET …/agendamento/create: the options of the booking form. */
export const agendamentoFormRespostaSchema = z.object({
  form: z.object({
    unidades: z.array(w.opcao),
    especialidades: z.array(w.opcao.extend({ unidadeId: z.number() })),
    profissionais: z.array(w.opcao.extend({ unidadeId: z.number(), especialidadeId: z.number().nullable(), recursoTipo: z.number() })),
    tiposVaga: z.array(w.opcao),
  }),
});

/** The appointments a block of an agenda hits, with the phones to call (issue 17). */
export const bloqueioAfetadosRespostaSchema = z.object({ data: z.array(agendamentoItemSchema) });

/** PUT …/jornada-bloqueio/reagendar/{agendamentoId}: the new appointment. */
export const reagendamentoRespostaSchema = z.object({ data: agendamentoItemSchema, anteriorId: z.number() });

/** The form options of an agenda (GET …/jornada/create and edit). */
export const jornadaFormSchema = z.object({
  unidades: z.array(w.opcao),
  especialidades: z.array(w.opcao),
  situacoes: z.array(w.opcao),
  profissionais: z.array(w.opcao),
  servicos: z.array(w.opcao),
});
