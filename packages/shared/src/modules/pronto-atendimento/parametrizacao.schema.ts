import { z } from 'zod';
import { FILA_DESTAQUE_HORAS } from '../../constants.js';
import { mensagens } from '../../validation/messages.js';
import type { ConfiguracaoMeta } from '../administracao/index.js';

/**
 * pronto-atendimento/parametrizacao/create (spec 000 §2.3): the emergency care's settings, built like
 * cadastro/parametrizacao (one Zod schema with a default and metadata per key) and stored in the same
 * `configuracao` table under the `pronto-atendimento.` prefix. The server reads them with `parametrosPa`.
 */
type Meta = Omit<ConfiguracaoMeta, 'grupo'> & { grupo: string };
const meta = (m: Meta) => ({ ...m }) as Record<string, unknown>;

const inteiro = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: mensagens.obrigatorio(label) })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser maior ou igual a ${min}`)
    .max(max, `${label} deve ser menor ou igual a ${max}`);

/** Placeholders of the attendance declaration, replaced when it is printed. */
export const MARCADORES_DECLARACAO = ['#PACIENTE#', '#DATA#', '#HORA_INICIO#', '#HORA_FIM#'] as const;
export const DECLARACAO_COMPARECIMENTO_PADRAO =
  'Declaro, para os devidos fins, que #PACIENTE# esteve em atendimento nesta unidade de pronto atendimento no dia #DATA#, ' +
  'no período das #HORA_INICIO# às #HORA_FIM#.';
export const DECLARACAO_MAX = 2000;

export const parametrizacaoPaSchema = z.object({
  exigirCidPrincipalFechamento: z
    .boolean()
    .default(true)
    .meta(
      meta({
        title: 'Exigir CID principal para fechar a FAA',
        description: 'A FAA só é fechada quando o atendimento médico tem um diagnóstico principal (CID-10).',
        grupo: 'Atendimento',
        tipo: 'booleano',
      }),
    ),
  exigirAssinaturaFaa: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Exigir assinatura eletrônica da FAA',
        description: 'A FAA fechada fica pendente de assinatura eletrônica do médico (certificado ICP-Brasil).',
        grupo: 'Atendimento',
        tipo: 'booleano',
      }),
    ),
  horasDestaqueFila: inteiro('Horas para destaque na fila', 1, 168)
    .default(FILA_DESTAQUE_HORAS)
    .meta(
      meta({
        title: 'Horas de senha/FAA aberta antes do destaque',
        description: 'Na fila, a linha do paciente fica em amarelo depois deste tempo desde a chegada.',
        grupo: 'Filas e observação',
        tipo: 'inteiro',
      }),
    ),
  horasMaximasObservacao: inteiro('Horas máximas em observação', 1, 168)
    .default(24)
    .meta(
      meta({
        title: 'Horas máximas em observação antes do alerta',
        description: 'Pacientes em observação há mais tempo que isto aparecem em alerta.',
        grupo: 'Filas e observação',
        tipo: 'inteiro',
      }),
    ),
  diasMaximosAtestadoSemJustificativa: inteiro('Dias máximos de atestado sem justificativa', 1, 365)
    .default(15)
    .meta(
      meta({
        title: 'Dias máximos de atestado sem justificativa',
        description: 'Um atestado com mais dias que isto exige que o médico escreva a justificativa.',
        grupo: 'Documentos',
        tipo: 'inteiro',
      }),
    ),
  textoDeclaracaoComparecimento: z
    .string({ error: mensagens.obrigatorio('Texto da declaração de comparecimento') })
    .trim()
    .min(1, mensagens.obrigatorio('Texto da declaração de comparecimento'))
    .max(DECLARACAO_MAX, `Texto da declaração de comparecimento deve conter no máximo ${DECLARACAO_MAX} caracteres`)
    .default(DECLARACAO_COMPARECIMENTO_PADRAO)
    .meta(
      meta({
        title: 'Texto padrão da declaração de comparecimento',
        description: `Marcadores substituídos na impressão: ${MARCADORES_DECLARACAO.join(', ')}.`,
        grupo: 'Documentos',
        tipo: 'texto',
      }),
    ),
});
export type ParametrizacaoPa = z.infer<typeof parametrizacaoPaSchema>;

/** Prefix of these keys in the `configuracao` table. */
export const PARAMETRIZACAO_PA_PREFIXO = 'pronto-atendimento.';

export function camposParametrizacaoPa() {
  return Object.entries(parametrizacaoPaSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as unknown as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as Meta),
  }));
}
