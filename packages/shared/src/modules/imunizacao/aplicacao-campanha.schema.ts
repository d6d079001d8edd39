import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';
import { doseVacinacaoSchema, loteDaSalaSchema } from './registro.schema.js';

/**
 * imunizacao/aplicacao-campanha (spec 000 §2.3; issue 20 "fast recording during a campaign day"): the campaigns in
 * progress, one campaign's vaccines with the room's FEFO lot, the target-group check and a one-click record.
 */

export const MENSAGENS_APLICACAO_CAMPANHA = {
  naoEmAndamento: 'Esta campanha não está em andamento hoje.',
  vacinaForaDaCampanha: 'Esta vacina não é desta campanha.',
  foraDoPublico: (motivo: string) => `Paciente fora do público-alvo da campanha: ${motivo}`,
} as const;

const campanhaResumoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  inicio: z.string(),
  fim: z.string(),
  estrategia: z.number(),
  publico: z.string(),
  aplicadasHojeNaSala: z.number(),
  aplicadasTotal: z.number(),
  meta: z.number().nullable(),
});

/** GET /api/imunizacao/aplicacao-campanha: campaigns in progress today. */
export const listaCampanhasEmAndamentoSchema = z.object({ data: z.array(campanhaResumoSchema) });

/** GET /api/imunizacao/aplicacao-campanha/{id}?paciente_id=: the campaign at the room, and the patient if chosen. */
export const aplicacaoCampanhaSchema = z.object({
  data: z.object({
    campanha: campanhaResumoSchema,
    sala: z.object({ centroCustoId: z.number(), nome: z.string() }),
    vacinas: z.array(
      z.object({
        vacinaId: z.number(),
        nome: z.string(),
        dose: z.string(),
        lote: loteDaSalaSchema.nullable(),
        metaDoses: z.number().nullable(),
        aplicadasHojeNaSala: z.number(),
      }),
    ),
    paciente: pacienteCabecalhoSchema.nullable(),
    /** Why the patient is outside the target group (null: inside). */
    foraDoPublico: z.string().nullable(),
    /** Vaccines of the campaign the patient already had in it. */
    jaVacinado: z.array(z.number()),
  }),
});
export type AplicacaoCampanha = z.input<typeof aplicacaoCampanhaSchema>['data'];

export const consultaAplicacaoCampanhaSchema = z.object({ pacienteId: z.coerce.number().int().positive().optional().catch(undefined) });

/** POST /api/imunizacao/aplicacao-campanha/{id}: the chosen vaccines of the campaign for one patient, today. */
export const registroAplicacaoCampanhaSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  gestante: f.booleano().default(false),
  puerpera: f.booleano().default(false),
  justificativa: f.textoOpcional('Justificativa', { max: 1000 }),
  doses: z
    .array(z.object({ vacinaId: f.referencia('Vacina'), dose: doseVacinacaoSchema, loteId: f.referencia('Lote') }), {
      error: 'Escolha ao menos uma vacina.',
    })
    .min(1, 'Escolha ao menos uma vacina.')
    .max(10),
});
