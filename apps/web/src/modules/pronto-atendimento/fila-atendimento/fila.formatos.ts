import type { EntradaFila } from './fila.api';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

type Idade = { anos: number; meses: number; dias: number };

/**
 * The age as the queue shows it: years (with months under 2 years), months or days for babies, and
 * the estimated age of an unknown patient (spec 001 §3: has-age flag, physical characteristics).
 */
export function formatarIdade(i: Idade | null, idadeEstimada: number | null): string {
  if (!i) return idadeEstimada != null ? `~${plural(idadeEstimada, 'ano', 'anos')} (estimada)` : '';
  if (i.anos >= 2) return plural(i.anos, 'ano', 'anos');
  if (i.anos === 1) return i.meses ? `1 ano e ${plural(i.meses, 'mês', 'meses')}` : '1 ano';
  if (i.meses > 0) return plural(i.meses, 'mês', 'meses');
  return plural(i.dias, 'dia', 'dias');
}

export const idadeNaFila = (p: EntradaFila['paciente']) => formatarIdade(p.idade, p.idadeEstimada);

/** Completed years, months and days from a date-only 'YYYY-MM-DD' (read by its parts: no time zone shift). */
export function idadeDe(nascimento: string | null, hoje = new Date()): Idade | null {
  const m = nascimento ? /^(\d{4})-(\d{2})-(\d{2})/.exec(nascimento) : null;
  if (!m) return null;
  let anos = hoje.getFullYear() - Number(m[1]);
  let meses = hoje.getMonth() + 1 - Number(m[2]);
  let dias = hoje.getDate() - Number(m[3]);
  if (dias < 0) {
    meses -= 1;
    dias += new Date(hoje.getFullYear(), hoje.getMonth(), 0).getDate();
  }
  if (meses < 0) {
    anos -= 1;
    meses += 12;
  }
  return { anos, meses, dias };
}

/** A wait threshold as the filter names it. */
export function rotuloTempoEspera(minutos: number): string {
  if (minutos === 0) return 'Desde a chegada';
  if (minutos % 60 === 0) return `A partir de ${plural(minutos / 60, 'hora', 'horas')}`;
  return `A partir de ${minutos} min`;
}

/** The name called in the queue: the social name when the patient has one (Decreto 8.727/2016). */
export const nomeNaFila = (p: EntradaFila['paciente']) => p.nomeSocial || p.nome;

export const PACIENTE_NAO_IDENTIFICADO = 'Paciente não identificado';
