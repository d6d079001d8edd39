import { mensagens } from './messages.js';

type Numero = string | number | null | undefined;

/**
 * A typed number with comma or dot decimals (spec 000 §5 max/min). With both present the dots are pt-BR
 * thousands ('1.234,5' → 1234.5); with one kind only it is the decimal separator ('1.5' and '1,5' → 1.5).
 * Empty or unreadable → null.
 */
export function parseNumero(valor: Numero): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  let v = (valor ?? '').trim();
  if (v.includes(',') && v.includes('.')) v = v.replace(/\./g, '');
  v = v.replace(',', '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(v) ? Number(v) : null;
}

/** A limit as the pt-BR user reads it in a message: 10.5 → '10,5'. */
export function formatNumeroBr(n: number): string {
  return String(n).replace('.', ',');
}

/** Number ≤ max (spec 000 §5), label first as in the date rule. Passes when empty or unreadable. */
export function numeroMaxProblema(campo: string, valor: Numero, max: number): string | null {
  const n = parseNumero(valor);
  return n !== null && n > max ? mensagens.menorOuIgual(campo, formatNumeroBr(max)) : null;
}

/** Number ≥ min (spec 000 §5). */
export function numeroMinProblema(campo: string, valor: Numero, min: number): string | null {
  const n = parseNumero(valor);
  return n !== null && n < min ? mensagens.maiorOuIgual(campo, formatNumeroBr(min)) : null;
}
