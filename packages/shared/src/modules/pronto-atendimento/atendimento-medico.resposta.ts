import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of GET /api/pronto-atendimento/atendimento-medico/datatable (the doctor evaluations). */
export const atendimentoMedicoLinhaSchema = z.object({
  id: z.number(),
  atendimentoId: z.number(),
  criadoEm: w.instante,
  numero: w.inteiroLongo,
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  desconhecido: z.boolean(),
  profissional: z.string(),
  /** DestinoAtendimento. */
  destino: z.number(),
  destinoNome: z.string().nullable(),
  /** "A09 - Diarreia e gastroenterite…", the principal diagnosis when there is one. */
  cidPrincipal: z.string().nullable(),
});
export const atendimentoMedicoListaSchema = datatableResposta(atendimentoMedicoLinhaSchema);

/** GET …/atendimento-medico/profissionais: the professionals who have evaluations (the list's filter). */
export const atendimentoMedicoProfissionaisSchema = w.dados(z.array(w.opcao));

/** GET …/atendimento-medico/procedimento-imagem/autocomplete: SIGTAP imaging procedures. */
export const procedimentoImagemAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.string(), codigo: z.string(), nome: z.string(), label: z.string() })),
);

/** A medicine of the doctor's lookup, with its Portaria 344/98 list and the prescription form it needs. */
export const medicamentoOpcaoSchema = z.object({
  id: z.number(),
  label: z.string(),
  listaControleId: z.number().nullable(),
  listaControle: z.string().nullable(),
  /** TipoReceita, 'proscrito', or null when any form will do. */
  receitaExigida: z.union([z.number(), z.literal('proscrito')]).nullable(),
});
/** GET /api/pronto-atendimento/medicamento/autocomplete. */
export const medicamentoAutocompleteSchema = w.dados(z.array(medicamentoOpcaoSchema));

/** POST /api/pronto-atendimento/atendimento-medico: what the evaluation created and the message. */
export const atendimentoMedicoSalvoSchema = z.object({
  atendimentoMedico: z.object({ id: z.number() }),
  atendimentoId: z.number(),
  /** Ids of the take-home prescriptions and of the documents created (to print or sign). */
  receitas: z.array(z.number()),
  documentos: z.array(z.number()),
  destinoFilaId: z.number().nullable(),
  message: z.string(),
});

/** POST …/atendimento-medico/declaracao-comparecimento: the declaration issued. */
export const declaracaoComparecimentoEmitidaSchema = z.object({ documento: z.object({ id: z.number() }), message: z.string() });
