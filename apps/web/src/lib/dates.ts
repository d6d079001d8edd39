import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(updateLocale);
// Spec 000 §9: calendar weeks start on Monday.
dayjs.updateLocale('pt-br', { weekStart: 1 });
dayjs.locale('pt-br');

export { dayjs };

export const FORMATO_DATA = 'DD/MM/YYYY';
export const FORMATO_DATA_HORA = 'DD/MM/YYYY HH:mm';

/** An instant (ISO 8601 with offset) in local time, 'DD/MM/YYYY HH:mm'. */
export function formatarDataHora(instante: string | null | undefined): string {
  if (!instante) return '';
  const d = dayjs(instante);
  return d.isValid() ? d.format(FORMATO_DATA_HORA) : '';
}

/** A date-only 'YYYY-MM-DD' as 'DD/MM/YYYY', by string: a Date would shift it by the timezone. */
export function formatarData(data: string | null | undefined): string {
  const m = data ? /^(\d{4})-(\d{2})-(\d{2})/.exec(data) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** e.g. 'Sábado, 21 de novembro de 2026'. */
export function dataPorExtenso(d = dayjs()): string {
  const texto = d.format('dddd, D [de] MMMM [de] YYYY');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}
