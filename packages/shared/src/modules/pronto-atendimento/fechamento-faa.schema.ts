import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * The life of an FAA after the care (issue 6 step 7): closing for billing (one by one and in bulk), reopening
 * and cancelling with a reason. Statuses are the atendimento.status numbers.
 */
export const StatusFaa = { ABERTA: 1, FECHADA: 2, CANCELADA: 3 } as const;
export type StatusFaa = (typeof StatusFaa)[keyof typeof StatusFaa];
export const STATUS_FAA_NOME: Record<number, string> = { 1: 'Aberta', 2: 'Fechada', 3: 'Cancelada' };

/** What keeps an open FAA from being closed; the server computes them, the screens show them as tags. */
export const PendenciaFaa = {
  SEM_AVALIACAO_MEDICA: 'SEM_AVALIACAO_MEDICA',
  SEM_CID_PRINCIPAL: 'SEM_CID_PRINCIPAL',
  SEM_DESFECHO: 'SEM_DESFECHO',
  EM_FILA: 'EM_FILA',
} as const;
export type PendenciaFaa = (typeof PendenciaFaa)[keyof typeof PendenciaFaa];

export const PENDENCIA_FAA_NOME: Record<PendenciaFaa, string> = {
  SEM_AVALIACAO_MEDICA: 'Sem avaliação médica',
  SEM_CID_PRINCIPAL: 'Sem CID principal',
  SEM_DESFECHO: 'Sem desfecho que encerre o atendimento',
  EM_FILA: 'Paciente ainda em fila do pronto atendimento',
};

/** Spec 000 §9 limits every free-text reason of the module to 500 characters (as the evasion's). */
export const MOTIVO_FAA_MAX = 500;

/** Reopening or cancelling an FAA always says why (kept in atendimento_ocorrencia). */
export const motivoFaaSchema = z.object({ motivo: f.texto('Motivo', { max: MOTIVO_FAA_MAX }) });
export type MotivoFaa = z.infer<typeof motivoFaaSchema>;

/** At most this many FAAs in one bulk closing: one transaction, bounded in time. */
export const FECHAMENTO_MASSA_MAX = 500;

export const fechamentoMassaSchema = z.object({
  // absent counts as empty, so the 'at least one' rule runs (a Zod default would skip it)
  atendimentoIds: z.preprocess((v) => v ?? [], f.ids({ min: 1, max: FECHAMENTO_MASSA_MAX })),
});
export type FechamentoMassa = z.infer<typeof fechamentoMassaSchema>;

export const MENSAGENS_FAA = {
  naoPodeFechar: (numero: number | string) => `A FAA nº ${numero} não pode ser fechada. Resolva as pendências.`,
  fechada: (numero: number | string) => `FAA nº ${numero} fechada.`,
  reaberta: (numero: number | string) => `FAA nº ${numero} reaberta.`,
  cancelada: (numero: number | string) => `FAA nº ${numero} cancelada.`,
  naoFechadaNemCancelada: 'Só é possível reabrir uma FAA fechada ou cancelada.',
  comAvaliacaoMedica: 'A FAA tem avaliação médica e não pode ser cancelada. Registre o desfecho e feche a FAA.',
  outraAberta: (numero: number | string) =>
    `O paciente já tem outro atendimento aberto nesta unidade (FAA nº ${numero}). Feche ou cancele esse atendimento antes de reabrir este.`,
  jaFechada: 'A FAA já está fechada.',
  faaCancelada: 'A FAA foi cancelada.',
  naoEncontrada: 'FAA não encontrada nesta unidade.',
} as const;
