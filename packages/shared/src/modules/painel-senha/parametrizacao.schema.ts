import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import type { ConfiguracaoMeta } from '../administracao/index.js';

/**
 * painel-senha/parametrizacao/create (spec 000 §2.3): the ticket panel's settings, built like the other
 * modules' (one Zod schema with a default and metadata per key) and stored in `configuracao` under the
 * `painel-senha.` prefix. The server reads them with `parametrosPainelSenha`.
 */
type Meta = Omit<ConfiguracaoMeta, 'grupo'> & { grupo: string };
const meta = (m: Meta) => ({ ...m }) as Record<string, unknown>;

const inteiro = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: mensagens.obrigatorio(label) })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser maior ou igual a ${min}`)
    .max(max, `${label} deve ser menor ou igual a ${max}`);

export const MENSAGEM_SENHA_MAX = 200;

export const parametrizacaoPainelSenhaSchema = z.object({
  mensagemSenha: z
    .string({ error: mensagens.obrigatorio('Mensagem da senha') })
    .trim()
    .max(MENSAGEM_SENHA_MAX, `Mensagem da senha deve conter no máximo ${MENSAGEM_SENHA_MAX} caracteres`)
    .default('Aguarde ser chamado pelo painel.')
    .meta(
      meta({
        title: 'Mensagem impressa na senha',
        description: 'Texto curto no fim da senha impressa (em branco: nenhum).',
        grupo: 'Totem',
        tipo: 'texto',
      }),
    ),
  imprimirSenha: z
    .boolean()
    .default(true)
    .meta(
      meta({
        title: 'Imprimir a senha no totem',
        description: 'Desligado, o totem só mostra o número na tela (sem impressora).',
        grupo: 'Totem',
        tipo: 'booleano',
      }),
    ),
  segundosRetornoTotem: inteiro('Segundos para o totem voltar ao início', 3, 60)
    .default(8)
    .meta(
      meta({
        title: 'Segundos para o totem voltar ao início',
        description: 'Depois de emitir a senha (ou sem toque na escolha da prioridade), o totem volta à tela inicial.',
        grupo: 'Totem',
        tipo: 'inteiro',
      }),
    ),
  chamadasParaNaoComparecimento: inteiro('Chamadas antes de sugerir não comparecimento', 1, 10)
    .default(3)
    .meta(
      meta({
        title: 'Chamadas antes de sugerir "Não compareceu"',
        description: 'Na fila de senhas, uma senha chamada este número de vezes sem atendimento ganha o destaque para encerrar.',
        grupo: 'Fila de senhas',
        tipo: 'inteiro',
      }),
    ),
  repeticoesFala: inteiro('Repetições da fala', 1, 3)
    .default(1)
    .meta(
      meta({
        title: 'Quantas vezes a TV fala cada chamada',
        description: 'A chamada é falada em português por síntese de voz do navegador da TV.',
        grupo: 'Telas (TV)',
        tipo: 'inteiro',
      }),
    ),
  velocidadeFalaPercentual: inteiro('Velocidade da fala (%)', 50, 150)
    .default(90)
    .meta(
      meta({
        title: 'Velocidade da fala (%)',
        description: '100 é a velocidade normal da voz; abaixo disso, mais pausada (salas com eco).',
        grupo: 'Telas (TV)',
        tipo: 'inteiro',
      }),
    ),
});
export type ParametrizacaoPainelSenha = z.infer<typeof parametrizacaoPainelSenhaSchema>;

/** Prefix of these keys in the `configuracao` table. */
export const PARAMETRIZACAO_PAINEL_SENHA_PREFIXO = 'painel-senha.';

export function camposParametrizacaoPainelSenha() {
  return Object.entries(parametrizacaoPainelSenhaSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as unknown as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as Meta),
  }));
}
