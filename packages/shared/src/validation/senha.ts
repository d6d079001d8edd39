import { z } from 'zod';
import { mensagens } from './messages.js';

export const SENHA_TAMANHO_MINIMO = 8;

/** Password rule of spec 000 §5: at least 8 characters, at least one letter and one digit. */
export function senhaProblema(senha: string): string | null {
  if (senha.length < SENHA_TAMANHO_MINIMO) return mensagens.senhaTamanho;
  if (!/[A-Za-zÀ-ÿ]/.test(senha) || !/\d/.test(senha)) return mensagens.senha;
  return null;
}

export const senhaSchema = z
  .string({ error: mensagens.obrigatorio('Nova senha') })
  .min(1, mensagens.obrigatorio('Nova senha'))
  .max(128, 'A senha deve conter no máximo 128 caracteres.')
  .superRefine((senha, ctx) => {
    const problema = senhaProblema(senha);
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  });
