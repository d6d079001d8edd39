import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import { MAX_ACOMPANHANTES, RELACOES_ACOMPANHANTE, TIPOS_PASSAGEIRO } from './opcoes.js';

const idOpcional = z.coerce.number().int().positive().nullish().default(null);
const dia = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** A companion of a booking (issue 23): takes a seat; CNS checked by the shared validator. */
export const tpAcompanhanteSchema = z.object({
  nome: f.texto('Nome do acompanhante', { min: 3, max: 150 }),
  cns: f.opcional(f.cns('CNS do acompanhante')),
  telefone: f.opcional(f.telefone('Telefone do acompanhante')),
  relacao: f.opcional(z.enum(RELACOES_ACOMPANHANTE, { error: 'Relação do acompanhante é inválida' })),
});
export type TpAcompanhanteInput = z.input<typeof tpAcompanhanteSchema>;

/** The fields a booking shares with its change (alterar-agendado): everything but the patient. */
const camposDoAgendamento = {
  destinoId: f.referencia('Destino'),
  localId: idOpcional,
  data: f.data('Data da viagem'),
  horarioConsulta: f.opcional(f.hora('Horário da consulta')),
  pontoId: idOpcional,
  jornadaId: idOpcional,
  motivoId: idOpcional,
  grupoId: idOpcional,
  tipoPassageiro: f
    .enumeracao(
      'Tipo de passageiro',
      TIPOS_PASSAGEIRO.map((t) => t.value),
    )
    .default(1),
  urgente: f.booleano().default(false),
  somenteIda: f.booleano().default(false),
  observacao: f.textoOpcional('Observação', { max: 1000 }),
  regulacaoNumero: f.textoOpcional('Número da solicitação de regulação', { max: 30 }),
  acompanhantes: z.array(tpAcompanhanteSchema).max(MAX_ACOMPANHANTES, `Informe no máximo ${MAX_ACOMPANHANTES} acompanhantes.`).default([]),
};

/** A transport booking (agendar, POST): the patient, the trip and up to two companions. */
export const tpAgendamentoSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  preAgendamentoId: idOpcional,
  ...camposDoAgendamento,
});
export type TpAgendamentoInput = z.input<typeof tpAgendamentoSchema>;

/** alterar-agendado (PUT): the booking's trip, companions and notes change; the patient stays. */
export const tpAlterarAgendadoSchema = z.object({ id: f.referencia('Agendamento'), ...camposDoAgendamento });
export type TpAlterarAgendadoInput = z.input<typeof tpAlterarAgendadoSchema>;

/** alterar-horario (PUT): a new appointment time (and optionally another recurring trip) for some bookings of a day. */
export const tpAlterarHorarioSchema = z.object({
  ids: f.ids({ min: 1, max: 500 }),
  horarioConsulta: f.opcional(f.hora('Horário da consulta')),
  jornadaId: idOpcional,
});
export const tpAlterarHorarioQuerySchema = z.object({
  data: f.data('Data da viagem'),
  destinoId: z.coerce.number().int().positive().optional(),
});

export const tpCancelamentoSchema = z.object({ motivo: f.texto('Motivo do cancelamento', { min: 3, max: 300 }) });
export const tpObservacaoSchema = z.object({
  agendamentoId: f.referencia('Agendamento'),
  observacao: f.texto('Observação', { max: 1000 }),
});

export const tpAcompanhanteLidoSchema = z.object({
  ordem: z.number(),
  nome: z.string(),
  cns: z.string().nullable(),
  telefone: z.string().nullable(),
  relacao: z.string().nullable(),
  embarcou: z.boolean().nullable(),
});

/** A booking as the list, the edit screen and the slip read it. */
export const tpAgendamentoLidoSchema = z.object({
  id: z.number(),
  numero: z.number(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  pacienteNomeSocial: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  cns: z.string().nullable(),
  data: z.string(),
  horarioConsulta: z.string().nullable(),
  destinoId: z.number(),
  destinoNome: z.string(),
  localId: z.number().nullable(),
  localNome: z.string().nullable(),
  pontoId: z.number().nullable(),
  pontoNome: z.string().nullable(),
  jornadaId: z.number().nullable(),
  jornadaNome: z.string().nullable(),
  horarioSaida: z.string().nullable(),
  motivoId: z.number().nullable(),
  motivoNome: z.string().nullable(),
  grupoId: z.number().nullable(),
  tipoPassageiro: z.number(),
  urgente: z.boolean(),
  somenteIda: z.boolean(),
  observacao: z.string().nullable(),
  situacao: z.number(),
  viagemId: z.number().nullable(),
  preAgendamentoId: z.number().nullable(),
  regulacaoNumero: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  usuarioNome: z.string().nullable(),
  acompanhantes: z.array(tpAcompanhanteLidoSchema),
});
export type TpAgendamentoLido = z.infer<typeof tpAgendamentoLidoSchema>;
export const tpAgendamentoRespostaSchema = w.dados(tpAgendamentoLidoSchema);

export const tpAgendamentoFiltrosSchema = z.object({
  dataInicio: dia,
  dataFim: dia,
  destinoId: z.coerce.number().int().positive().optional(),
  pacienteId: z.coerce.number().int().positive().optional(),
  situacao: z.coerce.number().int().min(1).max(5).optional(),
  numero: z.coerce.number().int().positive().optional(),
});

/** A recurring trip offered for a day (running on that weekday to that destination) with its seats taken. */
export const tpJornadaDoDiaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  horarioSaida: z.string(),
  destinoId: z.number(),
  pontoId: z.number().nullable(),
  veiculoId: z.number().nullable(),
  veiculoNome: z.string().nullable(),
  lugares: z.number().nullable(),
  lugaresCadeirante: z.number().nullable(),
  lugaresMaca: z.number().nullable(),
  ocupados: z.number(),
  ocupadosCadeirante: z.number(),
  ocupadosMaca: z.number(),
});
export const tpJornadaQuerySchema = z.object({ destinoId: z.coerce.number().int().positive(), data: f.data('Data da viagem') });

export const tpDestinoOpcaoSchema = z.object({ id: z.number(), nome: z.string(), municipioNome: z.string() });
export const tpAgendarFormSchema = w.dados(
  z.object({
    destinos: z.array(tpDestinoOpcaoSchema),
    pontos: z.array(w.opcao),
    motivos: z.array(w.opcao),
    grupos: z.array(w.opcao),
    tiposPassageiro: z.array(z.object({ value: z.number(), label: z.string() })),
    relacoes: z.array(z.string()),
  }),
);
export type TpAgendarForm = z.infer<typeof tpAgendarFormSchema>['data'];

export const tpHistoricoSchema = w.dados(
  z.array(z.object({ id: z.number(), tipo: z.string(), descricao: z.string(), usuarioNome: z.string().nullable(), criadoEm: w.instante })),
);
export const tpFaltaPacienteSchema = w.dados(
  z.object({ faltas: z.number(), ultimaFalta: z.string().nullable(), pacienteNome: z.string().nullable() }),
);
export const tpPacienteQuerySchema = z.object({
  pacienteId: z.coerce.number().int().positive(),
  data: dia,
});
