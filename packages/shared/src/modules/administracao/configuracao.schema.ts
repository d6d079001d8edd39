import { z } from 'zod';
import { SISTEMA_NOME } from '../../constants.js';
import { mensagens } from '../../validation/messages.js';

/** What the settings page needs to draw a key: label, help text, group and kind of input. */
export interface ConfiguracaoMeta {
  title: string;
  description: string;
  grupo: 'Geral' | 'Cadastros' | 'Sessão e senhas' | 'E-mail (SMTP)' | 'Integração BNAFAR';
  tipo: 'texto' | 'inteiro' | 'booleano' | 'senha' | 'email' | 'lista';
}
const meta = (m: ConfiguracaoMeta): ConfiguracaoMeta & Record<string, unknown> => ({ ...m });
const inteiro = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: mensagens.obrigatorio(label) })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser maior ou igual a ${min}`)
    .max(max, `${label} deve ser menor ou igual a ${max}`);

/**
 * The settings engine: one Zod schema, with a default and a description per key. Each module's
 * parametrização adds its keys here (or a schema of its own built the same way) and gets the same
 * page and the same storage (table `configuracao`, one row per key and municipality).
 */
export const configuracaoSchema = z.object({
  sistemaNome: z
    .string({ error: mensagens.obrigatorio('Nome do sistema') })
    .trim()
    .min(1, mensagens.obrigatorio('Nome do sistema'))
    .max(60, 'Nome do sistema deve conter no máximo 60 caracteres')
    .default(SISTEMA_NOME)
    .meta(
      meta({
        title: 'Nome do sistema',
        description: 'Exibido no topo, no menu lateral e na tela de login.',
        grupo: 'Geral',
        tipo: 'texto',
      }),
    ),
  termosInvalidos: z
    .array(z.string().trim().min(1, 'Termo inválido vazio').max(60, 'Cada termo deve conter no máximo 60 caracteres'))
    .max(200, 'Informe no máximo 200 termos')
    .default(['teste', 'xxx', 'asdf', 'sem nome', 'nao informado'])
    .transform((termos) => [...new Set(termos.map((t) => t.toLowerCase()))])
    .meta(
      meta({
        title: 'Termos inválidos',
        description:
          'Palavras que não podem aparecer como palavra inteira em nomes (regra "termo inválido"; maiúsculas e acentos não importam).',
        grupo: 'Cadastros',
        tipo: 'lista',
      }),
    ),
  sessaoDuracaoMinutos: inteiro('Duração da sessão', 15, 1440)
    .default(480)
    .meta(
      meta({
        title: 'Duração da sessão (minutos)',
        description: 'Tempo de validade de um login; o aviso de expiração aparece 5 minutos antes. Vale para os próximos logins.',
        grupo: 'Sessão e senhas',
        tipo: 'inteiro',
      }),
    ),
  senhaTamanhoMinimo: inteiro('Tamanho mínimo da senha', 8, 32)
    .default(8)
    .meta(
      meta({
        title: 'Tamanho mínimo da senha',
        description: 'Vale para novas senhas (troca e recuperação). Toda senha precisa ter letras e números.',
        grupo: 'Sessão e senhas',
        tipo: 'inteiro',
      }),
    ),
  smtpHost: z
    .string()
    .trim()
    .max(200)
    .default('')
    .meta(
      meta({
        title: 'Servidor SMTP',
        description: 'Deixe vazio para guardar os e-mails na caixa de saída.',
        grupo: 'E-mail (SMTP)',
        tipo: 'texto',
      }),
    ),
  smtpPorta: inteiro('Porta SMTP', 1, 65535)
    .default(587)
    .meta(meta({ title: 'Porta', description: '587 (STARTTLS) ou 465 (TLS).', grupo: 'E-mail (SMTP)', tipo: 'inteiro' })),
  smtpSeguro: z
    .boolean()
    .default(false)
    .meta(meta({ title: 'Conexão TLS direta', description: 'Marque para a porta 465.', grupo: 'E-mail (SMTP)', tipo: 'booleano' })),
  smtpUsuario: z
    .string()
    .trim()
    .max(200)
    .default('')
    .meta(meta({ title: 'Usuário SMTP', description: 'Conta usada para enviar.', grupo: 'E-mail (SMTP)', tipo: 'texto' })),
  smtpSenha: z
    .string()
    .max(200)
    .default('')
    .meta(
      meta({
        title: 'Senha SMTP',
        description: 'Guardada cifrada e nunca exibida. Deixe em branco para manter a atual.',
        grupo: 'E-mail (SMTP)',
        tipo: 'senha',
      }),
    ),
  smtpRemetente: z
    .union([z.literal(''), z.email(mensagens.email('Remetente'))])
    .default('')
    .meta(
      meta({ title: 'Remetente', description: 'Endereço que aparece como remetente dos e-mails.', grupo: 'E-mail (SMTP)', tipo: 'email' }),
    ),
  // the national drug base's web service (formats §4.4, decision 0015): one account per municipality, used by the
  // warehouse now and by the pharmacy and immunization later; the password is kept encrypted like the SMTP one
  bnafarUsuario: z
    .string()
    .trim()
    .max(200, 'Usuário do BNAFAR deve conter no máximo 200 caracteres')
    .default('')
    .meta(
      meta({
        title: 'Usuário do web service',
        description: 'Conta do BNAFAR solicitada pelo SCPA (normalmente um e-mail). Em branco, os envios ficam só para download.',
        grupo: 'Integração BNAFAR',
        tipo: 'texto',
      }),
    ),
  bnafarSenha: z
    .string()
    .max(200)
    .default('')
    .meta(
      meta({
        title: 'Senha do web service',
        description: 'Guardada cifrada e nunca exibida. Deixe em branco para manter a atual.',
        grupo: 'Integração BNAFAR',
        tipo: 'senha',
      }),
    ),
  bnafarProducao: z
    .boolean()
    .default(false)
    .meta(
      meta({
        title: 'Ambiente de produção',
        description: 'Desmarcado, os envios vão ao ambiente de homologação (treinamento) do Ministério da Saúde.',
        grupo: 'Integração BNAFAR',
        tipo: 'booleano',
      }),
    ),
  bnafarEndereco: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Endereço do serviço BNAFAR deve ser um endereço http(s) válido' })])
    .default('')
    .meta(
      meta({
        title: 'Endereço do serviço (opcional)',
        description: 'Em branco, usa o endereço oficial do ambiente escolhido. Preencha só se o Ministério indicar outro.',
        grupo: 'Integração BNAFAR',
        tipo: 'texto',
      }),
    ),
});
export type Configuracao = z.infer<typeof configuracaoSchema>;
export type ConfiguracaoChave = keyof Configuracao;

/** The keys with their metadata, in declaration order (the page draws them from this). */
export function camposConfiguracao() {
  return Object.entries(configuracaoSchema.shape).map(([chave, schema]) => ({
    chave,
    padrao: (schema as z.ZodDefault).parse(undefined),
    ...(schema.meta() as unknown as ConfiguracaoMeta),
  }));
}
