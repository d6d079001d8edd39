/**
 * Ages and intervals of the calendar as short strings ('4a11m29d', '1m15d', '42d') added to 'YYYY-MM-DD'
 * dates by their parts, like idade.ts: months keep the day or fall on the month's last day, no time zone.
 */

export interface Periodo {
  anos: number;
  meses: number;
  dias: number;
}

const PERIODO = /^(?:(\d+)a)?(?:(\d+)m)?(?:(\d+)d)?$/;

export function lerPeriodo(texto: string): Periodo {
  const m = PERIODO.exec(texto);
  if (!m || texto === '') throw new Error(`Período inválido no calendário: '${texto}'`);
  return { anos: Number(m[1] ?? 0), meses: Number(m[2] ?? 0), dias: Number(m[3] ?? 0) };
}

const diasNoMes = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();
const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** The date `periodo` after `data` (both calendar dates). */
export function somarPeriodo(data: string, periodo: string): string {
  const p = lerPeriodo(periodo);
  const [a, m, d] = data.slice(0, 10).split('-').map(Number) as [number, number, number];
  const meses = m - 1 + p.meses + p.anos * 12;
  const ano = a + Math.floor(meses / 12);
  const mes = (meses % 12) + 1;
  const base = Date.UTC(ano, mes - 1, Math.min(d, diasNoMes(ano, mes))) + p.dias * 86_400_000;
  const r = new Date(base);
  return `${r.getUTCFullYear()}-${doisDigitos(r.getUTCMonth() + 1)}-${doisDigitos(r.getUTCDate())}`;
}

export const maiorData = (...datas: (string | null | undefined)[]): string =>
  datas.filter((d): d is string => !!d).reduce((a, b) => (b > a ? b : a));

/** 'DD/MM/AAAA' for messages. */
export const dataBr = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;

/** '4 anos, 11 meses e 29 dias', '1 mês e 15 dias', '42 dias' for messages. */
export function periodoPorExtenso(periodo: string): string {
  const p = lerPeriodo(periodo);
  const partes = [
    p.anos ? `${p.anos} ${p.anos === 1 ? 'ano' : 'anos'}` : '',
    p.meses ? `${p.meses} ${p.meses === 1 ? 'mês' : 'meses'}` : '',
    p.dias ? `${p.dias} ${p.dias === 1 ? 'dia' : 'dias'}` : '',
  ].filter(Boolean);
  if (partes.length === 0) return '0 dias';
  return partes.length === 1 ? (partes[0] as string) : `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}`;
}
