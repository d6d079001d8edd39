import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import type { ConfiguracaoMeta } from '../administracao/index.js';

/**
 * cadastro/parametrizacao (spec 000 §2.3 "parametrizacao: create only"): settings of the registry
 * module, built like the settings engine (one Zod schema with default and metadata per key) and
 * stored in the same `configuracao` table under the `cadastro.` prefix. The patient rules read them.
 */
const meta = (m: Omit<ConfiguracaoMeta, 'grupo'> & { grupo: string }) => ({ ...m }) as Record<string, unknown>;

export const parametrizacaoCadastroSchema = z.object({
  permitirCadastroSimplificado: z
    .boolean()
    .default(true)
    .meta(
      meta({
        title: 'Permitir cadastro simplificado',
        description: 'Cadastro rápido com nome, sexo, data de nascimento e nome da mãe (ou "desconhece"), completado depois.',
        grupo: 'Cadastro de pacientes',
        tipo: 'booleano',
      }),
    ),
  exigirCpfOuCns: z
    .boolean()
    .default(true)
    .meta(
      meta({
        title: 'Exigir CPF ou CNS no cadastro completo',
        description: 'Salvo quando "Sem documentos" estiver marcado.',
        grupo: 'Cadastro de pacientes',
        tipo: 'booleano',
      }),
    ),
  idadeCpfObrigatorio: z.coerce
    .number({ error: mensagens.obrigatorio('Idade') })
    .int('Idade deve ser um número inteiro')
    .min(0, 'Idade deve ser maior ou igual a 0')
    .max(130, 'Idade deve ser menor ou igual a 130')
    .default(0)
    .meta(
      meta({
        title: 'Idade a partir da qual o CPF é exigido',
        description: 'Em anos completos, no cadastro completo e sem "Sem documentos". 0 desliga a regra.',
        grupo: 'Cadastro de pacientes',
        tipo: 'inteiro',
      }),
    ),
  exigirTelefone: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Exigir telefone',
        description: 'Ao menos um telefone no cadastro completo.',
        grupo: 'Cadastro de pacientes',
        tipo: 'booleano',
      }),
    ),
  exigirEndereco: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Exigir endereço',
        description: 'Logradouro obrigatório no cadastro completo.',
        grupo: 'Cadastro de pacientes',
        tipo: 'booleano',
      }),
    ),
});
export type ParametrizacaoCadastro = z.infer<typeof parametrizacaoCadastroSchema>;

/** Prefix of these keys in the `configuracao` table. */
export const PARAMETRIZACAO_CADASTRO_PREFIXO = 'cadastro.';

export function camposParametrizacaoCadastro() {
  return Object.entries(parametrizacaoCadastroSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as unknown as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as ConfiguracaoMeta),
  }));
}

export const PERMISSAO_PARAMETRIZACAO_CADASTRO = {
  visualizar: 'visualizar-cadastro-parametrizacao',
  editar: 'editar-cadastro-parametrizacao',
} as const;
