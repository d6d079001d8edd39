import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dayjs, FORMATO_DATA, formatarData } from '../../lib/dates';

// Local on purpose: packages/shared/src/validation is being written in parallel; when it ships
// masks, these two functions can be replaced by it.
dayjs.extend(customParseFormat);

const FORMATO_ISO = 'YYYY-MM-DD';

/** Keeps digits only and places the slashes of DD/MM/YYYY as the user types (no trailing '/'). */
export function mascaraData(texto: string): string {
  const d = texto.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Keeps digits only and places the colons of HH:MM or HH:MM:SS. */
export function mascaraHora(texto: string, comSegundos = false): string {
  const d = texto.replace(/\D/g, '').slice(0, comSegundos ? 6 : 4);
  return (d.match(/.{1,2}/g) ?? []).join(':');
}

export interface Limites {
  /** 'YYYY-MM-DD', inclusive. */
  minDate?: string | null;
  maxDate?: string | null;
}

/** 'YYYY-MM-DD' strings compare in calendar order, so limits never go through Date. */
export const dentroDosLimites = (iso: string, { minDate, maxDate }: Limites) =>
  (!minDate || iso >= minDate) && (!maxDate || iso <= maxDate);

/**
 * A typed 'DD/MM/YYYY' as the wire's 'YYYY-MM-DD', or null when incomplete, not a real day
 * (strict parse: 31/02 is rejected, not rolled over) or outside the limits (spec 000 §5).
 */
export function lerData(texto: string, limites: Limites = {}): string | null {
  if (texto.length !== 10) return null;
  const d = dayjs(texto, FORMATO_DATA, true);
  if (!d.isValid()) return null;
  const iso = d.format(FORMATO_ISO);
  return dentroDosLimites(iso, limites) ? iso : null;
}

/** 'YYYY-MM-DD' as a local-midnight dayjs (a Date built from this string would be UTC midnight). */
export const isoParaDayjs = (iso: string) => dayjs(iso, FORMATO_ISO, true);
export const dayjsParaIso = (d: Dayjs) => d.format(FORMATO_ISO);
export { formatarData };

/**
 * A typed time as the stored value: 'HH:MM', or 'HH:MM:SS' when the field wants seconds (then a
 * bare 'HH:MM' gets ':00', spec 000 §5). Null for a wrong length or an impossible hour/minute.
 */
export function lerHora(texto: string, comSegundos = false): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(texto);
  if (!m) return null;
  if (!comSegundos) return m[3] === undefined ? texto : null;
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}
