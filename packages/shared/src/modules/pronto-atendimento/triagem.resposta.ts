import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** POST /api/pronto-atendimento/triagem: the triage recorded (with its BMI), the destination queue entry and the message. */
export const triagemSalvaSchema = z.object({
  triagem: z.object({ id: z.number(), imc: z.number().nullable() }),
  /** The entry created in the destination queue, when the triage forwarded the patient. */
  destinoFilaId: z.number().nullable(),
  message: z.string(),
});

/**
 * Where a patient of the triage list stands (issue 24): still waiting (or being seen), classified, or gone from
 * the triage queue without a classification (evaded, forwarded or finalized from the queue screen).
 */
export const SituacaoTriagem = { AGUARDANDO: 1, TRIADO: 2, SEM_TRIAGEM: 3 } as const;
export type SituacaoTriagemId = (typeof SituacaoTriagem)[keyof typeof SituacaoTriagem];
export const SITUACAO_TRIAGEM_NOME: Record<SituacaoTriagemId, string> = {
  1: 'Aguardando triagem',
  2: 'Triado',
  3: 'Saiu sem triagem',
};

/** A line of GET /api/pronto-atendimento/triagem/datatable: an entry of a triage queue and its classification. */
export const triagemLinhaSchema = z.object({
  /** The triage queue entry (the create screen's id). */
  id: z.number(),
  atendimentoId: z.number(),
  numero: w.inteiroLongo,
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  desconhecido: z.boolean(),
  setor: z.string(),
  entradaEm: w.instante,
  /** StatusFila of the entry: only a waiting or attended one opens the form. */
  status: z.number(),
  situacao: z.number(),
  situacaoNome: z.string(),
  classificacaoRisco: z.string().nullable(),
  /** The colour '#rrggbb' of the classification. */
  cor: z.string().nullable(),
  triadaEm: w.instante.nullable(),
  profissional: z.string().nullable(),
  /** The queue the triage sent the patient to. */
  destino: z.string().nullable(),
});
export const triagemListaSchema = datatableResposta(triagemLinhaSchema);

/** GET …/triagem/profissionais: who classified patients (the list's filter). */
export const triagemProfissionaisSchema = w.dados(z.array(w.opcao));
