import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/** The municipality's transport settings (transporte-paciente/parametrizacao, tp_parametrizacao). */
export const tpParametrizacaoSchema = z.object({
  comprovanteAcompanhante: f.booleano(),
  mensagemProtocolo: f.textoOpcional('Mensagem do protocolo', { max: 500 }),
  mensagemAviso: f.textoOpcional('Mensagem de aviso', { max: 1000 }),
  antecedenciaEmbarqueMin: f.inteiro('Antecedência de embarque (min)', { min: 0, max: 240 }),
  prazoAgendamentoHoras: f.inteiro('Prazo para agendar (horas)', { min: 0, max: 168 }),
  margemChegadaMin: f.inteiro('Margem de chegada (min)', { min: 0, max: 240 }),
});
export type TpParametrizacaoEntrada = z.infer<typeof tpParametrizacaoSchema>;

/** The settings as the form reads them; `id` null while the municipality still runs on the defaults. */
export const tpParametrizacaoModelo = z.object({
  id: z.number().nullable(),
  comprovanteAcompanhante: z.boolean(),
  mensagemProtocolo: z.string().nullable(),
  mensagemAviso: z.string().nullable(),
  antecedenciaEmbarqueMin: z.number(),
  prazoAgendamentoHoras: z.number(),
  margemChegadaMin: z.number(),
  atualizadoEm: w.instante.nullable(),
});
export type TpParametrizacao = z.infer<typeof tpParametrizacaoModelo>;

/** GET create / {id}/edit: the form (no option lists) and the model. */
export const tpParametrizacaoFormulario = z.object({ form: z.object({}), model: tpParametrizacaoModelo });

/** GET lotacao: the user's current assignment, the transport sector issuing the slips. */
export const tpParametrizacaoLotacao = z.object({
  unidadeId: z.number().nullable(),
  unidadeNome: z.string().nullable(),
  setorNome: z.string().nullable(),
});

/** The lookups of the registries (units, users): `{ data: [{ id, label }] }`. */
export const tpItensAutocomplete = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));
