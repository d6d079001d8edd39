import { mensagens } from './messages.js';

type Texto = string | null | undefined;

/** Required of spec 000 §5: null, blank text and empty lists are missing. */
export function obrigatorioProblema(campo: string, valor: unknown): string | null {
  const vazio = valor == null || (typeof valor === 'string' && valor.trim() === '') || (Array.isArray(valor) && valor.length === 0);
  return vazio ? mensagens.obrigatorio(campo) : null;
}

/** Letters (any script, accented) and digits only: what "alphanumerics" means for masked values such as RG. */
export function somenteAlfanumericos(valor: Texto): string {
  return (valor ?? '').replace(/[^\p{L}0-9]/gu, '');
}

/** Length of alphanumerics (spec 000 §5 min_max_without_mask): the mask's punctuation does not count. */
export function alfanumericoTamanhoProblema(campo: string, valor: Texto, min: number, max: number): string | null {
  if (!valor) return null;
  const n = somenteAlfanumericos(valor).length;
  if (n >= min && n <= max) return null;
  return min === max ? mensagens.tamanhoExato(campo, min) : mensagens.tamanhoEntre(campo, min, max);
}

/**
 * Visible length of rich text (spec 000 §5 max_without_html, also behind 'Caracteres restantes'):
 * tags stripped, trimmed, and an entity such as &nbsp; is the one character it shows.
 */
export function tamanhoSemHtml(valor: Texto): number {
  return (valor ?? '')
    .replace(/<[^>]*>/g, '')
    .trim()
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, '_').length;
}

export function semHtmlMaxProblema(campo: string, valor: Texto, max: number): string | null {
  return tamanhoSemHtml(valor) > max ? mensagens.tamanhoMaximo(campo, max) : null;
}

// A word is letters (accented too) and apostrophes, straight or typographic, as in D'Ávila.
const PALAVRA = /^[\p{L}'’]+$/u;
const letras = (palavra: string) => palavra.replace(/['’]/g, '').length;

/**
 * Full name of spec 000 §5: null passes; at least two words of letters and apostrophes separated by spaces,
 * the first and the last with 2+ letters (middle words such as "e" or "D" may be one letter).
 */
export function nomeCompletoProblema(valor: Texto): string | null {
  if (valor == null || valor.trim() === '') return null;
  const palavras = valor.trim().split(/\s+/);
  const valido =
    palavras.length >= 2 &&
    palavras.every((p) => PALAVRA.test(p) && letras(p) > 0) &&
    letras(palavras[0]) >= 2 &&
    letras(palavras[palavras.length - 1]) >= 2;
  return valido ? null : mensagens.nomeCompleto;
}

/** Case- and accent-free form of one word, so "JOSÉ" matches the listed term "jose". */
const normalizar = (palavra: string) => palavra.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The words of a text as typed (accents kept), split on anything that is not a letter, mark or digit. */
const palavrasDe = (valor: string) =>
  valor
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/**
 * The first listed term found in a text as whole word(s), case- and accent-insensitive (spec 000 §5
 * termo_invalido), returned as the user typed it ("Tésté"), or null. A term may span words.
 */
export function termoInvalidoEncontrado(valor: Texto, termos: readonly string[]): string | null {
  if (!valor) return null;
  const originais = palavrasDe(valor);
  const palavras = originais.map(normalizar);
  for (const t of termos) {
    const termo = palavrasDe(t).map(normalizar);
    if (!termo.length) continue;
    for (let i = 0; i + termo.length <= palavras.length; i++) {
      if (termo.every((p, j) => palavras[i + j] === p)) return originais.slice(i, i + termo.length).join(' ');
    }
  }
  return null;
}

/**
 * Forbidden terms of spec 000 §5 (termo_invalido): the message names the word found (issue 16 item 7).
 * The list comes from the server (spec 001 §3 termosInvalidos).
 */
export function termoInvalidoProblema(campo: string, valor: Texto, termos: readonly string[]): string | null {
  const termo = termoInvalidoEncontrado(valor, termos);
  return termo ? mensagens.termoInvalido(campo, termo) : null;
}

// Practical address shape (the one Zod's z.email() uses): no leading, trailing or doubled dot in the local part,
// a dotted domain ending in a 2+ letter TLD.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(valor: Texto): boolean {
  return EMAIL.test((valor ?? '').trim());
}

const chave = (v: string) => v.trim().toUpperCase();

/** No duplicated CID (spec 000 §5 "duplicate"): the value must not be among the ones already listed. */
export function duplicadoProblema(valor: Texto, existentes: readonly (string | null | undefined)[]): string | null {
  if (!valor) return null;
  return existentes.some((e) => e != null && chave(e) === chave(valor)) ? mensagens.duplicado(valor) : null;
}

/** Index of each entry that repeats an earlier one, for list fields such as the CIDs of an attendance. */
export function indicesDuplicados(valores: readonly (string | null | undefined)[]): number[] {
  const vistos = new Set<string>();
  const repetidos: number[] = [];
  valores.forEach((v, i) => {
    if (!v) return;
    if (vistos.has(chave(v))) repetidos.push(i);
    vistos.add(chave(v));
  });
  return repetidos;
}

/**
 * Document differs from the patient's (spec 000 §5 "not_same"), e.g. a companion's CPF. Compared without
 * masks; the message names the value as the spec writes it ('{value} não pode ser igual ao do paciente.').
 */
export function igualAoPacienteProblema(valor: Texto, doPaciente: Texto): string | null {
  const a = somenteAlfanumericos(valor).toUpperCase();
  return a !== '' && a === somenteAlfanumericos(doPaciente).toUpperCase() ? mensagens.igualAoPaciente(valor as string) : null;
}
