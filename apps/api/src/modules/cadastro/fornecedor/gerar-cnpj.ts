import { mod11Digit } from '@saude/shared';

const PESOS_DV1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const PESOS_DV2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A valid CNPJ for samples and the demo seed: the 12-digit base (random when absent) plus both check digits. */
export function gerarCnpj(base = `${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}0001`): string {
  const dv1 = mod11Digit(base, PESOS_DV1);
  const dv2 = mod11Digit(base + dv1, PESOS_DV2);
  return `${base}${dv1}${dv2}`;
}
