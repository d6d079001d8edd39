import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import { MAX_ACOMPANHANTES, ORIGENS_PRE_AGENDAMENTO, TIPOS_PASSAGEIRO } from './opcoes.js';

const idOpcional = z.coerce.number().int().positive().nullish().default(null);

/** A transport request waiting for a seat (pre-agendamento-transporte, POST and PUT). */
export const tpPreAgendamentoSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  origem: f
    .enumeracao(
      'Origem',
      ORIGENS_PRE_AGENDAMENTO.map((o) => o.value),
    )
    .default(1),
  destinoId: idOpcional,
  localId: idOpcional,
  motivoId: idOpcional,
  dataDesejada: f.opcional(f.data('Data desejada')),
  horarioConsulta: f.opcional(f.hora('Horário da consulta')),
  tipoPassageiro: f
    .enumeracao(
      'Tipo de passageiro',
      TIPOS_PASSAGEIRO.map((t) => t.value),
    )
    .default(1),
  acompanhantes: f.inteiro('Acompanhantes', { min: 0, max: MAX_ACOMPANHANTES }).default(0),
  regulacaoNumero: f.textoOpcional('Número da regulação', { max: 30 }),
  observacao: f.textoOpcional('Observação', { max: 1000 }),
});
export type TpPreAgendamentoInput = z.input<typeof tpPreAgendamentoSchema>;

export const tpPreAgendamentoLidoSchema = z.object({
  id: z.number(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  cns: z.string().nullable(),
  origem: z.number(),
  destinoId: z.number().nullable(),
  destinoNome: z.string().nullable(),
  localId: z.number().nullable(),
  localNome: z.string().nullable(),
  motivoId: z.number().nullable(),
  motivoNome: z.string().nullable(),
  dataDesejada: z.string().nullable(),
  horarioConsulta: z.string().nullable(),
  tipoPassageiro: z.number(),
  acompanhantes: z.number(),
  regulacaoNumero: z.string().nullable(),
  observacao: z.string().nullable(),
  agendadoEm: w.instante.nullable(),
  criadoEm: w.instante,
});
export type TpPreAgendamentoLido = z.infer<typeof tpPreAgendamentoLidoSchema>;
export const tpPreAgendamentoRespostaSchema = w.dados(tpPreAgendamentoLidoSchema);
export const tpPreAgendamentoBuscaSchema = z.object({
  query: z.string().trim().max(100).optional(),
  destinoId: z.coerce.number().int().positive().optional(),
  /** '1': also the ones already booked. */
  todos: z.enum(['0', '1']).optional(),
});
export const tpPreAgendamentoListaSchema = w.dados(z.array(tpPreAgendamentoLidoSchema));
export const tpExcluirVariosSchema = z.object({ ids: f.ids({ min: 1, max: 1000 }) });
