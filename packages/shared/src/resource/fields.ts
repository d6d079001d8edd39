import { z } from 'zod';
import { mensagens } from '../validation/messages.js';
import {
  zCep,
  zCnpj,
  zCns,
  zCpf,
  zData,
  zEmail,
  zHora,
  zNomeCompleto,
  zNumero,
  zOpcional,
  zPis,
  zTelefone,
} from '../validation/zod-fields.js';

/**
 * Field helpers: Zod schemas with the spec's pt-BR messages (spec 000 §5, 001 §5 catalogue).
 * `label` names the field in messages: "O campo {label} é obrigatório.".
 */
const obrigatorio = (label: string) => ({ error: mensagens.obrigatorio(label) });
const maxMsg = (label: string, n: number) => `${label} deve conter no máximo ${n} caracteres`;
const minMsg = (label: string, n: number) => `${label} deve conter no mínimo ${n} caracteres`;

export const f = {
  /** Required text, trimmed. */
  texto: (label: string, opts: { min?: number; max: number }) =>
    z
      .string(obrigatorio(label))
      .trim()
      .min(Math.max(opts.min ?? 1, 1), (opts.min ?? 1) > 1 ? minMsg(label, opts.min as number) : mensagens.obrigatorio(label))
      .max(opts.max, maxMsg(label, opts.max)),
  /** Optional text: empty becomes null. */
  textoOpcional: (label: string, opts: { max: number }) =>
    z
      .string()
      .trim()
      .max(opts.max, maxMsg(label, opts.max))
      .nullish()
      .transform((v) => (v ? v : null)),
  inteiro: (label: string, opts: { min?: number; max?: number } = {}) =>
    z.coerce
      .number(obrigatorio(label))
      .int(`${label} deve ser um número inteiro`)
      .min(opts.min ?? Number.MIN_SAFE_INTEGER, `${label} deve ser maior ou igual a ${opts.min}`)
      .max(opts.max ?? Number.MAX_SAFE_INTEGER, `${label} deve ser menor ou igual a ${opts.max}`),
  booleano: () => z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true'),
  /** A value of an enumeration of the spec (numeric ids). */
  enumeracao: (label: string, valores: readonly number[]) =>
    z.coerce.number(obrigatorio(label)).refine((v) => valores.includes(v), `${label} é inválido`),
  /** Id of another record (checked to exist in the municipality by the server). */
  referencia: (label: string) => z.coerce.number(obrigatorio(label)).int().positive(mensagens.obrigatorio(label)),
  /** A list of ids (multi-select); `min` 1 gives the spec's 'Selecione ao menos um item'. */
  ids: (opts: { min?: number; max?: number } = {}) =>
    z
      .array(z.coerce.number().int().positive())
      .min(opts.min ?? 0, 'Selecione ao menos um item')
      .max(opts.max ?? 10_000, `Selecione no máximo ${opts.max ?? 10_000} itens`)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  /** Decimal with comma or dot (stored as numeric; money uses 2 places). */
  decimal: (label: string, limites: { min?: number; max?: number } = {}) => zNumero(label, limites),
  /** 'YYYY-MM-DD' (typed DD/MM/YYYY is accepted), with optional limits ('today' as a function). */
  data: zData,
  /** 'HH:MM:SS' (HH:MM accepted). */
  hora: zHora,
  cpf: zCpf,
  cns: zCns,
  cnpj: zCnpj,
  cep: zCep,
  pis: zPis,
  telefone: zTelefone,
  email: zEmail,
  nomeCompleto: zNomeCompleto,
  /** Any of the above made optional: blank, null or absent become null. */
  opcional: zOpcional,
};
