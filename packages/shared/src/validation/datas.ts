import { fusoHorario } from '../fuso.js';
import { PERIODO_MAXIMO_ANOS } from './limites.js';
import { mensagens } from './messages.js';

// Dates travel as 'YYYY-MM-DD' strings and are compared as strings: `new Date('YYYY-MM-DD')` is UTC
// midnight and shows the previous day in Brazil (STYLE.md: date-only fields never shift by a day).

type Texto = string | null | undefined;

function diasNoMes(ano: number, mes: number): number {
  if (mes === 2) return ano % 4 === 0 && (ano % 100 !== 0 || ano % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

function dataExiste(ano: number, mes: number, dia: number): boolean {
  return ano >= 1 && mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
}

/** True for an existing calendar date written 'YYYY-MM-DD'. */
export function isDataIso(value: Texto): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return !!m && dataExiste(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' (spec 001 §9: dash is year-month-day, slash is day/month/year) → 'YYYY-MM-DD', else null. */
export function paraDataIso(value: Texto): string | null {
  const v = (value ?? '').trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : v;
  return isDataIso(iso) ? iso : null;
}

/** 'YYYY-MM-DD' (or the date part of a date-time) → 'DD/MM/YYYY'; anything else is returned unchanged. */
export function formatDataBr(value: Texto): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

const diaFmt = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in the municipality's time zone (`fusoHorario()`), so a server in UTC agrees with the browser. */
export function hojeIso(agora: Date = new Date(), fuso = fusoHorario()): string {
  let fmt = diaFmt.get(fuso);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone: fuso, year: 'numeric', month: '2-digit', day: '2-digit' });
    diaFmt.set(fuso, fmt);
  }
  return fmt.format(agora);
}

/** Date ≤ a date (spec 000 §5). Passes when either date is absent or unreadable: required and format are other rules. */
export function dataMaxProblema(campo: string, valor: Texto, max: Texto): string | null {
  const v = paraDataIso(valor);
  const limite = paraDataIso(max);
  return v && limite && v > limite ? mensagens.menorOuIgual(campo, formatDataBr(limite)) : null;
}

/** Date ≥ a date (spec 000 §5). */
export function dataMinProblema(campo: string, valor: Texto, min: Texto): string | null {
  const v = paraDataIso(valor);
  const limite = paraDataIso(min);
  return v && limite && v < limite ? mensagens.maiorOuIgual(campo, formatDataBr(limite)) : null;
}

/** Time of spec 000 §5: 'HH:MM' or 'HH:MM:SS', hours 00–23. */
export function isHora(value: Texto): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value ?? '');
}

/** Spec 000 §5: on leaving a time field ':00' is appended when seconds are absent. Invalid → null. */
export function normalizarHora(value: Texto): string | null {
  const v = (value ?? '').trim();
  if (!isHora(v)) return null;
  return v.length === 5 ? `${v}:00` : v;
}

const hhmm = (value: Texto) => (isHora(value) ? (value as string).slice(0, 5) : null);

/** Time ≤ an hour (spec 000 §5): compared as HH:mm, passes when the hour or the value is absent. */
export function horaMaxProblema(campo: string, valor: Texto, max?: Texto): string | null {
  const v = hhmm(valor);
  const limite = hhmm(max);
  return v && limite && v > limite ? mensagens.menorOuIgual(campo, limite) : null;
}

/** Time ≥ an hour (spec 000 §5). */
export function horaMinProblema(campo: string, valor: Texto, min?: Texto): string | null {
  const v = hhmm(valor);
  const limite = hhmm(min);
  return v && limite && v < limite ? mensagens.maiorOuIgual(campo, limite) : null;
}

/** An instant on the wire (ARCHITECTURE §4): ISO 8601 with its offset, e.g. '2026-11-21T07:00:00-03:00'. */
const INSTANTE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;
// the calendar check is ours: Date.parse rolls 30 February over to 2 March
export const instanteValido = (v: string) => isDataIso(INSTANTE.exec(v)?.[1]) && !Number.isNaN(Date.parse(v));

/**
 * A date or date-time as 'YYYY-MM-DDTHH:mm:ss' so that string order is time order. Accepts ISO with 'T' or a
 * space, and 'DD/MM/YYYY[ HH:mm[:ss]]'; a date alone is midnight. Unreadable → null.
 */
export function paraDataHoraIso(value: Texto): string | null {
  const m = /^(\S+?)(?:[T ](\d{2}:\d{2}(?::\d{2})?))?$/.exec((value ?? '').trim());
  if (!m) return null;
  const data = paraDataIso(m[1]);
  const hora = m[2] === undefined ? '00:00:00' : normalizarHora(m[2]);
  return data && hora ? `${data}T${hora}` : null;
}

/** Start of a start/end pair (spec 000 §5 "periodo"): the start must not be after the end. Equal passes. */
export function dataInicialProblema(inicio: Texto, fim: Texto): string | null {
  const a = paraDataHoraIso(inicio);
  const b = paraDataHoraIso(fim);
  return a && b && a > b ? mensagens.dataInicialMaior : null;
}

/** End of a start/end pair: the end must not be before the start. */
export function dataFinalProblema(inicio: Texto, fim: Texto): string | null {
  const a = paraDataHoraIso(inicio);
  const b = paraDataHoraIso(fim);
  return a && b && b < a ? mensagens.dataFinalMenor : null;
}

/**
 * Spec 000 §5 and §9: a date range cannot exceed 1 year unless the limit is turned off. Counted on the
 * calendar (same day and month a year later is still inside), so no day-length arithmetic is involved.
 */
export function isPeriodoDentroDoLimite(inicio: Texto, fim: Texto, anos = PERIODO_MAXIMO_ANOS): boolean {
  const a = paraDataIso(inicio);
  const b = paraDataIso(fim);
  if (!a || !b) return true;
  return b <= `${String(Number(a.slice(0, 4)) + anos).padStart(4, '0')}${a.slice(4)}`;
}
