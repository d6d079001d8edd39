/** Keeps only the digits of a masked identifier ("123.456.789-09" → "12345678909"). */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Mod-11 check digit as CPF and CNPJ use it: remainder below 2 gives 0, else 11 minus remainder. */
export function mod11Digit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + Number(digits[i]) * w, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
