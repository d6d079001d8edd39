import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { refinarPressao, SINAIS_VITAIS } from './triagem.schema.js';

/**
 * Hours a patient may stay in observation: the limit of the SIGTAP procedure the stay is billed as,
 * 0301060029 "atendimento de urgência com observação até 24 horas". The list highlights who passed it.
 */
export const LIMITE_OBSERVACAO_HORAS = 24;

/**
 * A serial note of a patient in observation (issue 6 step 6, paciente-observacao): the text and, when
 * measured, the vital signs with the triage's limits and blood-pressure rule. Discharge is the doctor's.
 */
export const observacaoEvolucaoSchema = z
  .object({
    filaId: f.referencia('Entrada da fila'),
    texto: f.texto('Evolução', { max: 4000 }),
    ...SINAIS_VITAIS,
  })
  .superRefine(refinarPressao);
export type ObservacaoEvolucaoInput = z.infer<typeof observacaoEvolucaoSchema>;
