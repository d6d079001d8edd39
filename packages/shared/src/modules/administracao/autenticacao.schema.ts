import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';
import { senhaSchema } from '../../validation/senha.js';

export const loginSchema = z.object({
  login: z
    .string({ error: mensagens.obrigatorio('Usuário ou CPF') })
    .trim()
    .min(1, mensagens.obrigatorio('Usuário ou CPF'))
    .max(100),
  senha: z
    .string({ error: mensagens.obrigatorio('Senha') })
    .min(1, mensagens.obrigatorio('Senha'))
    .max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  lotacaoId: z.coerce
    .number({ error: mensagens.obrigatorio('Lotação') })
    .int()
    .positive(mensagens.obrigatorio('Lotação')),
  centroCustoId: z.coerce
    .number({ error: mensagens.obrigatorio('Centro de custo') })
    .int()
    .positive(mensagens.obrigatorio('Centro de custo')),
});
export type RefreshInput = z.infer<typeof refreshSchema>;

const novaSenha = {
  senha: senhaSchema,
  confirmacaoSenha: z
    .string({ error: mensagens.obrigatorio('Confirmação da senha') })
    .min(1, mensagens.obrigatorio('Confirmação da senha')),
};
const confere = (v: { senha: string; confirmacaoSenha: string }) => v.senha === v.confirmacaoSenha;
const naoConfere = { path: ['confirmacaoSenha'], message: mensagens.senhaConfirmacao };

export const trocarSenhaSchema = z
  .object({
    senhaAtual: z
      .string({ error: mensagens.obrigatorio('Senha atual') })
      .min(1, mensagens.obrigatorio('Senha atual'))
      .max(128),
    ...novaSenha,
  })
  .refine(confere, naoConfere);
export type TrocarSenhaInput = z.infer<typeof trocarSenhaSchema>;

export const recuperarSenhaSchema = z.object({
  login: z
    .string({ error: mensagens.obrigatorio('Usuário ou CPF') })
    .trim()
    .min(1, mensagens.obrigatorio('Usuário ou CPF'))
    .max(100),
});

export const redefinirSenhaSchema = z
  .object({
    token: z.string({ error: 'O link de recuperação é inválido.' }).min(20, 'O link de recuperação é inválido.').max(200),
    ...novaSenha,
  })
  .refine(confere, naoConfere);
export type RedefinirSenhaInput = z.infer<typeof redefinirSenhaSchema>;

export const perfilSchema = z.object({
  email: z.union([z.literal(''), z.email(mensagens.email('E-mail')).max(150)]).nullish(),
  telefone: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v === '' || v.length === 10 || v.length === 11, 'Telefone deve conter 10 ou 11 dígitos.')
    .nullish(),
});
export type PerfilInput = z.infer<typeof perfilSchema>;

/** The 403 of every route but the change and logout while a generated password is unchanged (issue 24). */
export const MENSAGEM_TROCA_SENHA_OBRIGATORIA = 'Sua senha foi gerada pelo administrador: troque-a antes de continuar.';
