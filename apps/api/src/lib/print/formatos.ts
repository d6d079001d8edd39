import { fusoHorario } from '@saude/shared';
/**
 * How values read on paper (spec 001 §9): dates dd/mm/yyyy, instants in Brasília time, money in the
 * Brazilian locale. Date-only strings are never turned into a Date (they would shift a day).
 */

export function dataBr(v: string | Date | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    if (m && v.length === 10) return `${m[3]}/${m[2]}/${m[1]}`;
    return dataBr(new Date(v));
  }
  return new Intl.DateTimeFormat('pt-BR', { timeZone: fusoHorario(), day: '2-digit', month: '2-digit', year: 'numeric' }).format(v);
}

export function horaBr(v: Date, segundos = false): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: fusoHorario(),
    hour: '2-digit',
    minute: '2-digit',
    ...(segundos ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(v);
}

export function dataHoraBr(v: string | Date | null | undefined, segundos = false): string {
  if (v === null || v === undefined || v === '') return '';
  const d = typeof v === 'string' ? new Date(v) : v;
  if (Number.isNaN(d.getTime())) return '';
  return `${dataBr(d)} ${horaBr(d, segundos)}`;
}

const moedaFmt = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimalFmt = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const inteiroFmt = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export const moedaBr = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : moedaFmt.format(Number(v));
export const decimalBr = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : decimalFmt.format(Number(v));
export const inteiroBr = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : inteiroFmt.format(Number(v));
/** A missing batch or expiry prints as a dash (spec 001 §3, dispensing receipt). */
export const ouTraco = (v: string | null | undefined) => (v === null || v === undefined || String(v).trim() === '' ? '-' : String(v));
