/** The stored form of a CNS: whitespace removed (spec 000 §5); the mask is ### #### #### ####. */
export function normalizeCns(value: string | null | undefined): string {
  return (value ?? '').replace(/\s/g, '');
}

function somaPonderada(digitos: string): number {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) soma += Number(digitos[i]) * (15 - i);
  return soma;
}

/** The definitive CNS built from its 11-digit base (formats §5.1, steps 1–3). */
function cnsDefinitivo(base: string): string {
  let soma = somaPonderada(base);
  let dv = 11 - (soma % 11);
  if (dv === 11) dv = 0;
  if (dv !== 10) return `${base}000${dv}`;
  soma += 2;
  dv = 11 - (soma % 11);
  return `${base}001${dv}`;
}

/**
 * CNS rule of formats §5.1: the first digit selects the check — 1 or 2 definitive, 7, 8 or 9 provisional,
 * anything else invalid. Spec README: this official rule replaces spec 000 §5's broader "either check passes",
 * which would accept e.g. 100000000000104.
 */
export function isValidCns(value: string | null | undefined): boolean {
  const cns = normalizeCns(value);
  if (!/^\d{15}$/.test(cns)) return false;
  if (cns[0] === '1' || cns[0] === '2') return cns === cnsDefinitivo(cns.slice(0, 11));
  if (cns[0] === '7' || cns[0] === '8' || cns[0] === '9') return somaPonderada(cns) % 11 === 0;
  return false;
}
