/**
 * A person's age (issue 14 §4: one age helper for the server, the prints and the web). Dates are the wire's
 * 'YYYY-MM-DD' strings read by their parts, so no time zone can shift a birthday; "today" is the caller's
 * (`hojeIso()` gives the municipality's).
 */

export interface Idade {
  anos: number;
  meses: number;
  dias: number;
}

const DATA = /^(\d{4})-(\d{2})-(\d{2})/;

function diasNoMes(ano: number, mes: number): number {
  if (mes === 2) return ano % 4 === 0 && (ano % 100 !== 0 || ano % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/**
 * Completed years, months and days from a birth date to a day (both 'YYYY-MM-DD'). The days count from the
 * last monthly anniversary, which falls on the month's last day when the birth day does not exist in it
 * (born on 31/01, on 01/03 of a common year one is 1 month and 1 day old). Null without a readable date or
 * when `hoje` is before the birth.
 */
export function idadeEmAnosMesesDias(nascimento: string | null | undefined, hoje: string): Idade | null {
  const n = nascimento ? DATA.exec(nascimento) : null;
  const h = DATA.exec(hoje);
  if (!n || !h) return null;
  const [an, mn, dn] = [Number(n[1]), Number(n[2]), Number(n[3])];
  const [ah, mh, dh] = [Number(h[1]), Number(h[2]), Number(h[3])];
  const totalMeses = (ah - an) * 12 + (mh - mn) - (dh < dn ? 1 : 0);
  if (totalMeses < 0) return null;
  // the last monthly anniversary, on or before today
  const mesAniversario = mn - 1 + totalMeses; // months since January of the birth year, 0-based
  const anoAniversario = an + Math.floor(mesAniversario / 12);
  const mes = (mesAniversario % 12) + 1;
  const dia = Math.min(dn, diasNoMes(anoAniversario, mes));
  // whole days between two calendar dates: UTC midnights, no zone involved
  const dias = Math.round((Date.UTC(ah, mh - 1, dh) - Date.UTC(anoAniversario, mes - 1, dia)) / 86_400_000);
  return { anos: Math.floor(totalMeses / 12), meses: totalMeses % 12, dias };
}

/** Spec 001 §3 and the ECA (Lei 8.069/1990): under 18 is a minor. */
export const MAIORIDADE_ANOS = 18;
