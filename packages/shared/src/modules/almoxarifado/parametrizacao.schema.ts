import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import { type ConfiguracaoMeta, campoParametrizacaoSchema } from '../administracao/index.js';

/**
 * almoxarifado/parametrizacao (spec 000 §2.3, issue 18): the warehouse settings of the municipality, stored in
 * `configuracao` under the `almoxarifado.` prefix and shown on the settings-by-group page.
 */
type Meta = Omit<ConfiguracaoMeta, 'grupo'> & { grupo: string };
const meta = (m: Meta) => ({ ...m }) as Record<string, unknown>;

const inteiro = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: mensagens.obrigatorio(label) })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser maior ou igual a ${min}`)
    .max(max, `${label} deve ser menor ou igual a ${max}`);

export const parametrizacaoAlmoxarifadoSchema = z.object({
  diasAlertaVencimento: inteiro('Dias para alertar o vencimento', 1, 730)
    .default(90)
    .meta(
      meta({
        title: 'Dias para alertar o vencimento',
        description: 'Lotes que vencem dentro deste número de dias aparecem como "vencendo" na tela inicial e no relatório de validade.',
        grupo: 'Validade',
        tipo: 'inteiro',
      }),
    ),
  mesesConsumoMedio: inteiro('Meses do consumo médio mensal', 1, 24)
    .default(6)
    .meta(
      meta({
        title: 'Meses do consumo médio mensal (CMM)',
        description: 'Quantos meses completos anteriores entram na média de consumo de cada material.',
        grupo: 'Consumo médio mensal',
        tipo: 'inteiro',
      }),
    ),
  diasCoberturaCompra: inteiro('Dias de cobertura para sugerir compra', 1, 365)
    .default(30)
    .meta(
      meta({
        title: 'Dias de cobertura para sugerir compra',
        description: 'A sugestão de compra cobre o consumo médio deste número de dias, descontado o saldo.',
        grupo: 'Consumo médio mensal',
        tipo: 'inteiro',
      }),
    ),
  diasIntervaloDispensacao: inteiro('Intervalo mínimo entre dispensações', 0, 365)
    .default(30)
    .meta(
      meta({
        title: 'Intervalo mínimo entre dispensações (dias)',
        description:
          'Na dispensação de materiais a pacientes, avisa quando o mesmo material foi entregue ao paciente há menos dias que este número (0 desliga o aviso).',
        grupo: 'Dispensação de materiais',
        tipo: 'inteiro',
      }),
    ),
});
export type ParametrizacaoAlmoxarifado = z.infer<typeof parametrizacaoAlmoxarifadoSchema>;

export const PARAMETRIZACAO_ALMOXARIFADO_PREFIXO = 'almoxarifado.';

export function camposParametrizacaoAlmoxarifado() {
  return Object.entries(parametrizacaoAlmoxarifadoSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as unknown as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as Meta),
  }));
}

export const parametrizacaoAlmoxarifadoModeloSchema = z.object({
  diasAlertaVencimento: z.number(),
  mesesConsumoMedio: z.number(),
  diasCoberturaCompra: z.number(),
  diasIntervaloDispensacao: z.number(),
});

/** GET /api/almoxarifado/parametrizacao: the keys with their metadata (form) and the current values (model). */
export const parametrizacaoAlmoxarifadoEdicaoSchema = z.object({
  form: z.object({ campos: z.array(campoParametrizacaoSchema) }),
  model: parametrizacaoAlmoxarifadoModeloSchema,
});
