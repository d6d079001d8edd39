/**
 * Enumerations of the clinical part of the emergency attendance (issue 6: doctor, nursing, observation,
 * closing). The numbers are stored; the labels are what the screens and the prints show.
 */

/** Where the patient goes after the doctor (atendimento-medico "destino"); the last one is the FAA's outcome. */
export const DestinoAtendimento = {
  ALTA: 1,
  OBSERVACAO: 2,
  INTERNACAO: 3,
  TRANSFERENCIA: 4,
  OBITO: 5,
  MEDICACAO_REAVALIACAO: 6,
  ALTA_A_PEDIDO: 7,
  ENCAMINHAMENTO_REDE: 8,
} as const;
export type DestinoAtendimento = (typeof DestinoAtendimento)[keyof typeof DestinoAtendimento];

export const DESTINO_ATENDIMENTO_NOME: Record<number, string> = {
  1: 'Alta médica',
  2: 'Observação',
  3: 'Internação (solicitação de AIH)',
  4: 'Transferência',
  5: 'Óbito',
  6: 'Medicação e reavaliação',
  7: 'Alta a pedido',
  8: 'Encaminhamento à rede (atenção básica / ambulatório)',
};

/** Outcomes that end the stay: the FAA can be closed after one of these. */
export const DESTINOS_QUE_ENCERRAM: readonly number[] = [
  DestinoAtendimento.ALTA,
  DestinoAtendimento.INTERNACAO,
  DestinoAtendimento.TRANSFERENCIA,
  DestinoAtendimento.OBITO,
  DestinoAtendimento.ALTA_A_PEDIDO,
  DestinoAtendimento.ENCAMINHAMENTO_REDE,
];

// TipoReceita and TipoDocumentoClinico are core since issue 17 (receita.ts, documento-clinico.ts): the
// outpatient attendance issues them too.

/** One check of an internal-prescription item by the nursing staff. */
export const StatusAdministracao = { ADMINISTRADO: 1, NAO_ADMINISTRADO: 2 } as const;
export const STATUS_ADMINISTRACAO_NOME: Record<number, string> = { 1: 'Administrado', 2: 'Não administrado' };

/** Internal-prescription item: active until the doctor suspends it or the FAA closes. */
export const StatusPrescricaoItem = { ATIVO: 1, SUSPENSO: 2 } as const;

/** Imaging request of the attendance (exame-imagem). */
export const StatusExameImagem = { SOLICITADO: 1, REALIZADO: 2, LAUDADO: 3, CANCELADO: 4 } as const;
export const STATUS_EXAME_IMAGEM_NOME: Record<number, string> = { 1: 'Solicitado', 2: 'Realizado', 3: 'Laudado', 4: 'Cancelado' };

/** AIH request (Autorização de Internação Hospitalar) made at the emergency care. */
export const StatusAih = { SOLICITADA: 1, AUTORIZADA: 2, NEGADA: 3, CANCELADA: 4 } as const;
export const STATUS_AIH_NOME: Record<number, string> = { 1: 'Solicitada', 2: 'Autorizada', 3: 'Negada', 4: 'Cancelada' };

/** Events in the life of an FAA besides its clinical content (closing, reopening, cancellation). */
export const OcorrenciaAtendimento = { FECHAMENTO: 1, REABERTURA: 2, CANCELAMENTO: 3 } as const;
export const OCORRENCIA_ATENDIMENTO_NOME: Record<number, string> = { 1: 'Fechamento', 2: 'Reabertura', 3: 'Cancelamento' };

/** Kinds of signed documents kept for the FAA eletrônica and the pending-signatures screen. */
export const TipoDocumentoAssinado = {
  FAA: 'FAA',
  RECEITA: 'RECEITA',
  ATESTADO: 'ATESTADO',
  DECLARACAO: 'DECLARACAO',
  ENCAMINHAMENTO: 'ENCAMINHAMENTO',
  ORIENTACAO: 'ORIENTACAO',
} as const;
export type TipoDocumentoAssinado = (typeof TipoDocumentoAssinado)[keyof typeof TipoDocumentoAssinado];

/** SIGTAP procedures the emergency care bills by itself when an FAA is closed (BPA). */
export const PROCEDIMENTOS_PA = {
  /** Acolhimento com classificação de risco: one per triage. */
  ACOLHIMENTO_CLASSIFICACAO_RISCO: '0301060118',
  /** Atendimento médico em unidade de pronto atendimento: one per doctor attendance. */
  ATENDIMENTO_MEDICO_UPA: '0301060096',
  /** Atendimento de urgência com observação até 24 horas: when the patient stayed in observation. */
  ATENDIMENTO_URGENCIA_OBSERVACAO: '0301060029',
  /** Aferição de pressão arterial: when the triage measured it. */
  AFERICAO_PRESSAO: '0301100039',
} as const;
