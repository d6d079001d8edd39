import { mod11Digit, onlyAlphanumerics, onlyDigits } from './digits.js';

/**
 * CEP format of spec 000 §9 (8 digits). Existence ('CEP não cadastrado no sistema.') is the server's
 * street-service check of spec 000 §7, so it is not decided here.
 */
export function isCepFormato(value: string | null | undefined): boolean {
  return /^\d{8}$/.test(onlyDigits(value));
}

/** Phone of spec 001 §5: 10 digits (landline) or 11 (mobile), mask removed. */
export function isValidTelefone(value: string | null | undefined): boolean {
  const n = onlyDigits(value).length;
  return n === 10 || n === 11;
}

/** CID-10 code of formats §5.5: a letter, two digits and an optional fourth digit, stored without the dot. */
export function isCidFormato(value: string | null | undefined): boolean {
  return /^[A-Z][0-9]{2}[0-9]?$/.test(value ?? '');
}

const PESOS_SIGTAP = [10, 9, 8, 7, 6, 5, 4, 3, 2];

/** SIGTAP procedure code of formats §5.5: 10 digits, the last a mod-11 check digit over weights 10..2. */
export function isValidProcedimentoSigtap(value: string | null | undefined): boolean {
  const codigo = onlyDigits(value);
  return codigo.length === 10 && mod11Digit(codigo, PESOS_SIGTAP) === Number(codigo[9]);
}

/**
 * IBGE municipality code: 7 digits. Format only — nine real codes break the published check digit
 * (formats §5.5), so membership is decided against the municipality table, not by arithmetic.
 */
export function isIbgeFormato(value: string | null | undefined): boolean {
  return /^\d{7}$/.test(value ?? '');
}

/** Old Brazilian plate AAA9999 (spec 001 §5), with or without the hyphen. */
export function isPlacaAntiga(value: string | null | undefined): boolean {
  return /^[A-Z]{3}\d{4}$/.test(onlyAlphanumerics(value));
}

/** Mercosul plate AAA9A99 (spec 001 §5). */
export function isPlacaMercosul(value: string | null | undefined): boolean {
  return /^[A-Z]{3}\d[A-Z]\d{2}$/.test(onlyAlphanumerics(value));
}

export function isValidPlaca(value: string | null | undefined): boolean {
  return isPlacaAntiga(value) || isPlacaMercosul(value);
}

/**
 * New-model birth certificate registration number (matrícula) of spec 001 §5: 32 digits. Its check digits
 * are not in the spec or formats/README, so only the length is checked.
 */
export function isCertidaoNascimentoFormato(value: string | null | undefined): boolean {
  return /^\d{32}$/.test(onlyDigits(value));
}

/** '#RRGGBB': the queue, the ticket panel and the prints paint the colour as given. */
export const COR_HEX = /^#[0-9a-f]{6}$/i;
