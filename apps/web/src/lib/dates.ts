import { fusoHorario, hojeIso, type Idade, idadeEmAnosMesesDias } from '@saude/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import updateLocale from 'dayjs/plugin/updateLocale';

/*
 * Dates on the web, in one place (issue 14 §4, decision 0021). Instants are shown on the municipality's clock, the
 * zone of its setting (`fusoHorario()` of shared, fed by the session: lib/session.ts), whatever the device's zone:
 * `formatarDataHora`, `formatarHora` and the `noFuso` parts (a public page, a TV). "Today" is the
 * municipality's (`hoje`), as on the server. Date-only values ('YYYY-MM-DD') are never turned into a Date: they
 * are formatted by their parts.
 */

dayjs.extend(updateLocale);
// Spec 000 §9: calendar weeks start on Monday.
dayjs.updateLocale('pt-br', { weekStart: 1 });
dayjs.locale('pt-br');

export { dayjs };

export const FORMATO_DATA = 'DD/MM/YYYY';
export const FORMATO_DATA_HORA = 'DD/MM/YYYY HH:mm';
export const FORMATO_HORA = 'HH:mm';

/** Today on the municipality's clock, 'YYYY-MM-DD' (the server's "today": limits of date fields, defaults). */
export const hoje = (): string => hojeIso();

/** An instant (ISO 8601 with offset) on the municipality's clock, 'DD/MM/YYYY HH:mm'. */
export function formatarDataHora(instante: string | null | undefined): string {
  if (!instante) return '';
  const d = dayjs(instante);
  if (!d.isValid()) return '';
  const p = noFuso(d.toDate());
  return `${p.data} ${p.horas}:${p.minutos}`;
}

/** An instant's time of day on the municipality's clock, 'HH:mm' (24 h). */
export function formatarHora(instante: string | Date | null | undefined): string {
  if (!instante) return '';
  const d = dayjs(instante);
  if (!d.isValid()) return '';
  const p = noFuso(d.toDate());
  return `${p.horas}:${p.minutos}`;
}

// built once per zone: a TV screen formats every minute for days
const PARTES = new Map<string, Intl.DateTimeFormat>();
const EXTENSO = new Map<string, Intl.DateTimeFormat>();
function formatador(cache: Map<string, Intl.DateTimeFormat>, opcoes: Intl.DateTimeFormatOptions) {
  const fuso = fusoHorario();
  let f = cache.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { ...opcoes, timeZone: fuso });
    cache.set(fuso, f);
  }
  return f;
}
const maiuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * An instant on the municipality's clock (its zone, whatever the device's): 'DD/MM/YYYY', 'HH:mm:ss', the hour and
 * minute apart (a clock blinks its colon) and the day in words ('Sábado, 21 de novembro').
 */
export function noFuso(instante: string | Date | number) {
  const d = new Date(instante);
  const partes = formatador(PARTES, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const p = Object.fromEntries(partes.map((x) => [x.type, x.value]));
  return {
    data: `${p.day}/${p.month}/${p.year}`,
    hora: `${p.hour}:${p.minute}:${p.second}`,
    horas: p.hour ?? '',
    minutos: p.minute ?? '',
    diaPorExtenso: maiuscula(formatador(EXTENSO, { weekday: 'long', day: 'numeric', month: 'long' }).format(d)),
  };
}

/** A date-only 'YYYY-MM-DD' as 'DD/MM/YYYY', by string: a Date would shift it by the timezone. */
export function formatarData(data: string | null | undefined): string {
  const m = data ? /^(\d{4})-(\d{2})-(\d{2})/.exec(data) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** e.g. 'Sábado, 21 de novembro de 2026'. */
export function dataPorExtenso(d = dayjs()): string {
  return maiuscula(d.format('dddd, D [de] MMMM [de] YYYY'));
}

/** The weekday of a date-only 'YYYY-MM-DD' ('sexta-feira'), read on the calendar. */
export function diaDaSemana(data: string): string {
  // dayjs reads a bare 'YYYY-MM-DD' as local midnight, never as UTC
  return /^\d{4}-\d{2}-\d{2}$/.test(data) ? dayjs(data).format('dddd') : '';
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * An age as the clinical screens show it: years (with the months under 2 years), months or days for babies,
 * and the estimated age of an unknown patient (spec 001 §3). Empty when neither is known.
 */
export function formatarIdade(i: Idade | null, idadeEstimada: number | null = null): string {
  if (!i) return idadeEstimada != null ? `~${plural(idadeEstimada, 'ano', 'anos')} (estimada)` : '';
  if (i.anos >= 2) return plural(i.anos, 'ano', 'anos');
  if (i.anos === 1) return i.meses ? `1 ano e ${plural(i.meses, 'mês', 'meses')}` : '1 ano';
  if (i.meses > 0) return plural(i.meses, 'mês', 'meses');
  return plural(i.dias, 'dia', 'dias');
}

/** The age today from a birth date (idadeEmAnosMesesDias in shared), formatted; the estimate without one. */
export const idadeHoje = (nascimento: string | null, idadeEstimada: number | null = null, dia = hoje()) =>
  formatarIdade(idadeEmAnosMesesDias(nascimento, dia), idadeEstimada);

/** A span split in days, hours and minutes (the queues' wait). */
export interface Duracao {
  dias: number;
  horas: number;
  minutos: number;
}

/** The wait split in days, hours and minutes (spec 001 §3 "Wait time: total (days, hours, minutes)"). */
export function esperaPorExtenso(t: Duracao): string {
  const partes = [
    t.dias ? plural(t.dias, 'dia', 'dias') : null,
    t.horas ? plural(t.horas, 'hora', 'horas') : null,
    t.minutos || (!t.dias && !t.horas) ? plural(t.minutos, 'minuto', 'minutos') : null,
  ].filter(Boolean);
  return partes.length > 1 ? `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}` : String(partes[0]);
}
