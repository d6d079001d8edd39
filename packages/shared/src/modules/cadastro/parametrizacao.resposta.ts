import { z } from 'zod';
import { campoParametrizacaoSchema } from '../administracao/index.js';

/** The registry module's settings (parametrizacaoCadastroSchema's values) as GET …/create and POST answer them. */
export const parametrizacaoCadastroModeloSchema = z.object({
  permitirCadastroSimplificado: z.boolean(),
  exigirCpfOuCns: z.boolean(),
  idadeCpfObrigatorio: z.number(),
  exigirTelefone: z.boolean(),
  exigirEndereco: z.boolean(),
});

/** GET /api/cadastro/parametrizacao/create: the keys with their metadata (form) and the current values (model). */
export const parametrizacaoCadastroEdicaoSchema = z.object({
  form: z.object({ campos: z.array(campoParametrizacaoSchema) }),
  model: parametrizacaoCadastroModeloSchema,
});
