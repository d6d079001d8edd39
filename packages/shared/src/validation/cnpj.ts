import { mod11Digit, onlyAlphanumerics } from './digits.js';

const PESOS_DV1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const PESOS_DV2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The stored form of a CNPJ: 14 characters, masks removed, letters upper-cased (formats §5.3). */
export function normalizeCnpj(value: string | null | undefined): string {
  return onlyAlphanumerics(value);
}

/**
 * CNPJ rule of spec 000 §5 and formats §5.3: 14 characters, not all the same, two mod-11 check digits.
 * The first 12 may be letters because of the alphanumeric CNPJ announced for July 2026; the check digits
 * stay numeric, so an all-digit CNPJ is validated exactly as before.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return mod11Digit(cnpj, PESOS_DV1) === Number(cnpj[12]) && mod11Digit(cnpj, PESOS_DV2) === Number(cnpj[13]);
}
