/** Keeps only the digits of a masked identifier ("123.456.789-09" → "12345678909"). */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Keeps only ASCII letters and digits, upper-cased: the stored form of plates and alphanumeric CNPJ. */
export function onlyAlphanumerics(value: string | null | undefined): string {
  return (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * Mod-11 check digit as CPF, CNPJ, PIS and SIGTAP use it: remainder below 2 gives 0, else 11 minus remainder.
 * A character counts as its ASCII code − 48, so digits are themselves and the letters of the alphanumeric
 * CNPJ (formats §5.3) get their announced values.
 */
export function mod11Digit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + (digits.charCodeAt(i) - 48) * w, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
