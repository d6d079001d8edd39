import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { zInstante } from '../../validation/zod-fields.js';

/** What the social worker dealt with in the emergency care (issue 6 step 7). */
export const MotivoAssistenciaSocial = {
  CONTATO_FAMILIA: 1,
  VAGA_LEITO: 2,
  NOTIFICACAO_VIOLENCIA: 3,
  BENEFICIO_DOCUMENTACAO: 4,
  TRANSPORTE: 5,
  ORIENTACAO_SOCIAL: 6,
  OUTROS: 7,
} as const;
export type MotivoAssistenciaSocial = (typeof MotivoAssistenciaSocial)[keyof typeof MotivoAssistenciaSocial];
export const MOTIVO_ASSISTENCIA_SOCIAL_NOME: Record<number, string> = {
  1: 'Contato com a família',
  2: 'Busca de vaga / leito',
  3: 'Notificação de violência',
  4: 'Benefício / documentação',
  5: 'Transporte',
  6: 'Orientação social',
  7: 'Outros',
};

/** A clock a minute ahead of the server's is not "the future": the browser and the server clocks differ. */
const TOLERANCIA_RELOGIO_MS = 60_000;
export const MENSAGEM_ATENDIDO_EM_FUTURO = 'Data e hora do atendimento não pode ser futura.';

/**
 * assistencia-social store/update: the patient, optionally one of their open FAAs, the reason, the report
 * (required), the referral and when it happened (not in the future).
 */
export const assistenciaSocialSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  atendimentoId: f.opcional(f.referencia('FAA')),
  motivo: f.enumeracao('Motivo', Object.values(MotivoAssistenciaSocial)),
  relato: f.texto('Relato', { max: 4000 }),
  encaminhamento: f.textoOpcional('Encaminhamento', { max: 2000 }),
  atendidoEm: zInstante('Data e hora do atendimento').refine(
    (v) => Date.parse(v) <= Date.now() + TOLERANCIA_RELOGIO_MS,
    MENSAGEM_ATENDIDO_EM_FUTURO,
  ),
});
export type AssistenciaSocialInput = z.infer<typeof assistenciaSocialSchema>;
