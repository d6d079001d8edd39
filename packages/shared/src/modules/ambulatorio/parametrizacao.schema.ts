import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import type { ConfiguracaoMeta } from '../administracao/index.js';

/**
 * ambulatorio/parametrizacao/create (spec 000 §2.3): the scheduling rules of the municipality, stored in
 * `configuracao` under the `ambulatorio.` prefix and shown on the settings-by-group page.
 */
type Meta = Omit<ConfiguracaoMeta, 'grupo'> & { grupo: string };
const meta = (m: Meta) => ({ ...m }) as Record<string, unknown>;

const inteiro = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: mensagens.obrigatorio(label) })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser maior ou igual a ${min}`)
    .max(max, `${label} deve ser menor ou igual a ${max}`);

/** The default warning of the scheduling slip (spec 001 §3 mensagemProtocolo). */
export const MENSAGEM_COMPROVANTE_PADRAO =
  'Chegue com 15 minutos de antecedência, com um documento com foto e o Cartão SUS. Se não puder comparecer, avise a unidade: a vaga fica para outro paciente.';

export const POLITICA_FALTA = { SOMENTE_AVISAR: 'avisar', BLOQUEAR: 'bloquear' } as const;

export const parametrizacaoAmbulatorioSchema = z.object({
  permitirDemandaEspontanea: z
    .boolean()
    .default(true)
    .meta(
      meta({
        title: 'Permitir atendimento sem agendamento (demanda espontânea)',
        description: 'Ligado, a recepção registra a chegada de quem não tem consulta marcada e o coloca na fila.',
        grupo: 'Recepção',
        tipo: 'booleano',
      }),
    ),
  horizonteAgendamentoDias: inteiro('Horizonte de agendamento (dias)', 1, 365)
    .default(60)
    .meta(
      meta({
        title: 'Horizonte de agendamento (dias)',
        description: 'Até quantos dias à frente a agenda aceita marcações e sugere horários.',
        grupo: 'Agendamento',
        tipo: 'inteiro',
      }),
    ),
  intervaloMinimoDias: inteiro('Intervalo mínimo entre agendamentos (dias)', 0, 365)
    .default(0)
    .meta(
      meta({
        title: 'Intervalo mínimo entre agendamentos da mesma especialidade (dias)',
        description: 'Dias desde o último agendamento do paciente na especialidade (0: sem intervalo).',
        grupo: 'Agendamento',
        tipo: 'inteiro',
      }),
    ),
  permitirDoisFuturosMesmaEspecialidade: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Permitir dois agendamentos futuros na mesma especialidade',
        description: 'Desligado, o paciente com consulta marcada na especialidade não recebe outra até realizá-la.',
        grupo: 'Agendamento',
        tipo: 'booleano',
      }),
    ),
  faltasParaAlerta: inteiro('Faltas para alertar', 1, 20)
    .default(2)
    .meta(
      meta({
        title: 'Faltas nos últimos 12 meses para alertar',
        description: 'Com este número de faltas, o agendamento mostra o histórico em destaque.',
        grupo: 'Absenteísmo',
        tipo: 'inteiro',
      }),
    ),
  bloquearAposFaltas: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Exigir supervisor para agendar quem atingiu o alerta de faltas',
        description: 'Ligado, só um supervisor do ambulatório agenda o paciente que atingiu o número de faltas acima.',
        grupo: 'Absenteísmo',
        tipo: 'booleano',
      }),
    ),
  comprovanteAgendamentoLargo: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Comprovante de agendamento em bobina de 10,3 cm',
        description: 'Desligado, o Pedido do Agendamento sai na bobina de 8 cm. Cada estação pode escolher a outra largura ao imprimir.',
        grupo: 'Impressão',
        tipo: 'booleano',
      }),
    ),
  mensagemComprovanteAgendamento: z
    .string()
    .trim()
    .max(500, 'Mensagem do comprovante de agendamento deve ter no máximo 500 caracteres')
    .default(MENSAGEM_COMPROVANTE_PADRAO)
    .meta(
      meta({
        title: 'Mensagem do comprovante de agendamento',
        description: 'Impressa na caixa ATENÇÃO do Pedido do Agendamento (vazia: sem a caixa).',
        grupo: 'Impressão',
        tipo: 'texto',
      }),
    ),
});
export type ParametrizacaoAmbulatorio = z.infer<typeof parametrizacaoAmbulatorioSchema>;

export const PARAMETRIZACAO_AMBULATORIO_PREFIXO = 'ambulatorio.';

export function camposParametrizacaoAmbulatorio() {
  return Object.entries(parametrizacaoAmbulatorioSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as unknown as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as Meta),
  }));
}

export const parametrizacaoAmbulatorioModeloSchema = z.object({
  permitirDemandaEspontanea: z.boolean(),
  horizonteAgendamentoDias: z.number(),
  intervaloMinimoDias: z.number(),
  permitirDoisFuturosMesmaEspecialidade: z.boolean(),
  faltasParaAlerta: z.number(),
  bloquearAposFaltas: z.boolean(),
  comprovanteAgendamentoLargo: z.boolean(),
  mensagemComprovanteAgendamento: z.string(),
});
