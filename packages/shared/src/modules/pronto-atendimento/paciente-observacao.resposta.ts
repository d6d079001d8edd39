import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/**
 * The last measured vital signs of an FAA (paciente-observacao.service ultimosSinais: a `json_build_object`, so
 * the instant is JSON text and the temperature a JSON number), from a serial note or the triage.
 */
export const ultimosSinaisSchema = z.object({
  em: w.instante,
  origem: z.enum(['evolucao', 'triagem']),
  paSistolica: z.number().nullable(),
  paDiastolica: z.number().nullable(),
  frequenciaCardiaca: z.number().nullable(),
  frequenciaRespiratoria: z.number().nullable(),
  temperatura: z.number().nullable(),
  saturacao: z.number().nullable(),
  glicemia: z.number().nullable(),
  dor: z.number().nullable(),
  glasgow: z.number().nullable(),
});

/** A line of GET /api/pronto-atendimento/paciente-observacao/datatable: a patient now in an observation queue. */
export const observacaoLinhaSchema = z.object({
  /** The queue entry. */
  id: z.number(),
  status: z.number(),
  atendimentoId: z.number(),
  numero: w.inteiroLongo,
  setor: z.string(),
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  desconhecido: z.boolean(),
  dataNascimento: w.data.nullable(),
  idadeEstimada: z.number().nullable(),
  classificacaoRisco: z.string().nullable(),
  cor: z.string().nullable(),
  /** The FAA's first entry in an observation queue (the stay's clock). */
  observacaoDesde: w.instante,
  minutosEmObservacao: z.number(),
  excedido: z.boolean(),
  ultimaEvolucaoEm: w.instante.nullable(),
  ultimosSinais: ultimosSinaisSchema.nullable(),
});
export const observacaoListaSchema = datatableResposta(observacaoLinhaSchema);

/** POST /api/pronto-atendimento/paciente-observacao: the serial note recorded. */
export const observacaoEvolucaoSalvaSchema = z.object({ evolucao: z.object({ id: z.number() }), message: z.string() });
