import { mod11Digit, onlyDigits } from './digits.js';

/** CPF rule of spec 000 §5 and formats §5.2: 11 digits, not all equal, two mod-11 check digits. */
export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const d1 = mod11Digit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(cpf[9]) && d2 === Number(cpf[10]);
}

export function formatCpf(value: string | null | undefined): string {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11) return value ?? '';
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
