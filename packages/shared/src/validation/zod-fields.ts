import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from './cnpj.js';
import { isValidCns, normalizeCns } from './cns.js';
import {
  isCepFormato,
  isCertidaoNascimentoFormato,
  isCidFormato,
  isIbgeFormato,
  isValidPlaca,
  isValidProcedimentoSigtap,
  isValidTelefone,
} from './codigos.js';
import { isValidCpf } from './cpf.js';
import {
  dataMaxProblema,
  dataMinProblema,
  horaMaxProblema,
  horaMinProblema,
  instanteValido,
  normalizarHora,
  paraDataIso,
} from './datas.js';
import { onlyAlphanumerics, onlyDigits } from './digits.js';
import { aparar } from './filtros.js';
import { mensagens } from './messages.js';
import { numeroMaxProblema, numeroMinProblema, parseNumero } from './numero.js';
import { isValidPis } from './pis.js';
import { pressaoArterialProblema } from './pressao.js';
import {
  alfanumericoTamanhoProblema,
  duplicadoProblema,
  igualAoPacienteProblema,
  indicesDuplicados,
  isValidEmail,
  nomeCompletoProblema,
  semHtmlMaxProblema,
  tamanhoSemHtml,
  termoInvalidoProblema,
} from './texto.js';

// Zod fields built on the pure rules, so the web form and the API share one rule and one message
// (STYLE.md). Every field is required; wrap it in zOpcional when it is not.

/** A limit given now, or read at parse time (e.g. () => hojeIso(), so a long-running server never freezes "today"). */
export type Limite = string | (() => string);
const ler = (limite: Limite | undefined) => (typeof limite === 'function' ? limite() : limite);

/** Turns a rule returning a message or null into a Zod refinement. */
export function comRegra<T>(regra: (valor: T) => string | null) {
  return (valor: T, ctx: z.RefinementCtx<T>) => {
    const mensagem = regra(valor);
    if (mensagem) ctx.addIssue({ code: 'custom', message: mensagem });
  };
}

/** Required text, trimmed: missing or blank gives 'O campo {label} é obrigatório.' (spec 000 §5). */
export const zObrigatorio = (label: string) =>
  z
    .string({ error: mensagens.obrigatorio(label) })
    .trim()
    .min(1, mensagens.obrigatorio(label));

/**
 * An optional field: blank text, null and undefined all become null (spec 001 §3: empty CNS and CPF are sent
 * as null); anything else must pass the field's own rule.
 */
export function zOpcional<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish())
    .transform((v): z.output<T> | null => v ?? null);
}

/** Masked identifier: accepted as typed, validated and stored normalised. */
const zIdentificador = (label: string, normalizar: (v: string) => string, valido: (v: string) => boolean, mensagem: string) =>
  zObrigatorio(label).transform(normalizar).refine(valido, mensagem);

export const zCpf = (label = 'CPF') => zIdentificador(label, onlyDigits, isValidCpf, mensagens.cpf);
export const zCns = (label = 'CNS') => zIdentificador(label, normalizeCns, isValidCns, mensagens.cns);
export const zCnpj = (label = 'CNPJ') => zIdentificador(label, normalizeCnpj, isValidCnpj, mensagens.cnpj);
export const zPis = (label = 'PIS / PASEP | NIS') => zIdentificador(label, onlyDigits, isValidPis, mensagens.pis);
export const zCep = (label = 'CEP') => zIdentificador(label, onlyDigits, isCepFormato, mensagens.cepInvalido);
export const zTelefone = (label = 'Telefone') => zIdentificador(label, onlyDigits, isValidTelefone, mensagens.telefone(label));
export const zProcedimento = (label = 'Procedimento') =>
  zIdentificador(label, onlyDigits, isValidProcedimentoSigtap, mensagens.procedimento);
export const zIbge = (label = 'Código IBGE') => zIdentificador(label, (v) => v, isIbgeFormato, mensagens.ibge);
export const zPlaca = (label = 'Placa') => zIdentificador(label, onlyAlphanumerics, isValidPlaca, mensagens.placa);
export const zCertidaoNascimento = (label = 'Certidão') =>
  zIdentificador(label, onlyDigits, isCertidaoNascimentoFormato, mensagens.certidaoNascimento);
// CID-10 is stored upper-case without the dot ('j45.0' → 'J450').
export const zCid = (label = 'CID') => zIdentificador(label, (v) => v.toUpperCase().replace('.', ''), isCidFormato, mensagens.cid);

export const zEmail = (label = 'E-mail') => zObrigatorio(label).refine(isValidEmail, mensagens.email(label));

/** Full name, trimmed and with double spaces collapsed before it is checked and stored. */
export const zNomeCompleto = (label = 'Nome') => zObrigatorio(label).transform(aparar).superRefine(comRegra(nomeCompletoProblema));

export const zPressaoArterial = (label = 'Pressão Arterial') => zObrigatorio(label).superRefine(comRegra(pressaoArterialProblema));

export const zAlfanumericoTamanho = (label: string, min: number, max: number) =>
  zObrigatorio(label).superRefine(comRegra((v: string) => alfanumericoTamanhoProblema(label, v, min, max)));

export const zTermoInvalido = (label: string, termos: readonly string[]) =>
  zObrigatorio(label).superRefine(comRegra((v: string) => termoInvalidoProblema(label, v, termos)));

/** Rich text: required and limited by its visible text, stored with its HTML (spec 000 §5 max_without_html). */
export const zSemHtmlMax = (label: string, max: number) =>
  z
    .string({ error: mensagens.obrigatorio(label) })
    .refine((v) => tamanhoSemHtml(v) > 0, mensagens.obrigatorio(label))
    .superRefine(comRegra((v: string) => semHtmlMaxProblema(label, v, max)));

/** Date typed 'DD/MM/YYYY' or 'YYYY-MM-DD', stored 'YYYY-MM-DD', within optional min and max (spec 000 §5). */
export function zData(label: string, limites: { min?: Limite; max?: Limite } = {}) {
  return zObrigatorio(label)
    .transform((v, ctx) => {
      const iso = paraDataIso(v);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: mensagens.dataInvalida(label) });
      return z.NEVER;
    })
    .superRefine(comRegra((v: string) => dataMaxProblema(label, v, ler(limites.max)) ?? dataMinProblema(label, v, ler(limites.min))));
}
export const zDataMax = (label: string, max: Limite) => zData(label, { max });

/** An instant on the wire (ISO 8601 with its offset), required; `instanteValido` checks the calendar too. */
export const zInstante = (label: string) => zObrigatorio(label).refine(instanteValido, mensagens.dataInvalida(label));
export const zDataMin = (label: string, min: Limite) => zData(label, { min });

/** Time typed HH:mm or HH:mm:ss, stored HH:mm:ss (spec 000 §5 appends ':00'), within optional hour limits. */
export function zHora(label: string, limites: { min?: Limite | null; max?: Limite | null } = {}) {
  return zObrigatorio(label)
    .transform((v, ctx) => {
      const hora = normalizarHora(v);
      if (hora) return hora;
      ctx.addIssue({ code: 'custom', message: mensagens.horaInvalida(label) });
      return z.NEVER;
    })
    .superRefine(
      comRegra(
        (v: string) => horaMaxProblema(label, v, ler(limites.max ?? undefined)) ?? horaMinProblema(label, v, ler(limites.min ?? undefined)),
      ),
    );
}

/** Number typed with comma or dot decimals (or already a number), stored as a number. */
export function zNumero(label: string, limites: { min?: number; max?: number } = {}) {
  return z
    .union([z.number(), z.string()], { error: mensagens.obrigatorio(label) })
    .transform((v, ctx) => {
      const n = parseNumero(v);
      if (n !== null) return n;
      const vazio = typeof v === 'string' && v.trim() === '';
      ctx.addIssue({ code: 'custom', message: vazio ? mensagens.obrigatorio(label) : mensagens.numeroInvalido(label) });
      return z.NEVER;
    })
    .superRefine(
      comRegra(
        (n: number) =>
          (limites.max === undefined ? null : numeroMaxProblema(label, n, limites.max)) ??
          (limites.min === undefined ? null : numeroMinProblema(label, n, limites.min)),
      ),
    );
}

/** A list of CIDs where each repeat is reported on its own entry: '{value} não pode ser duplicado.'. */
export const zCidsSemDuplicados = (label = 'CID') =>
  z.array(zCid(label)).superRefine((lista, ctx) => {
    for (const i of indicesDuplicados(lista)) ctx.addIssue({ code: 'custom', path: [i], message: mensagens.duplicado(lista[i]) });
  });

/** Refinement for a single value that must not repeat one already listed (spec 000 §5 "duplicate"). */
export const naoDuplicado = (existentes: readonly (string | null | undefined)[]) =>
  comRegra((v: string) => duplicadoProblema(v, existentes));

/** Refinement for a document that must differ from the patient's, e.g. zCpf().superRefine(naoIgualAoPaciente(cpf)). */
export const naoIgualAoPaciente = (doPaciente: string | null | undefined) =>
  comRegra((v: string) => igualAoPacienteProblema(v, doPaciente));
