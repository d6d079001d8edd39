import { z } from 'zod';
import { campoParametrizacaoSchema } from '../administracao/index.js';
import { parametrizacaoAmbulatorioModeloSchema } from './parametrizacao.schema.js';

/** GET /api/ambulatorio/parametrizacao: the keys with their metadata (form) and the current values (model). */
export const parametrizacaoAmbulatorioEdicaoSchema = z.object({
  form: z.object({ campos: z.array(campoParametrizacaoSchema) }),
  model: parametrizacaoAmbulatorioModeloSchema,
});
