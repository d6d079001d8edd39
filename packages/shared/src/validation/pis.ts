import { mod11Digit, onlyDigits } from './digits.js';

const PESOS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * PIS/PASEP/NIS/NIT rule of spec 000 §5 and formats §5.4: 11 digits, dv = 11 − (S mod 11), 10 or 11 give 0.
 * The spec does not reject repeated digits here (unlike CPF and CNPJ), so neither do we.
 */
export function isValidPis(value: string | null | undefined): boolean {
  const pis = onlyDigits(value);
  return pis.length === 11 && mod11Digit(pis, PESOS) === Number(pis[10]);
}
