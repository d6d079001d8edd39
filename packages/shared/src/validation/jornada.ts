import { paraDataHoraIso } from './datas.js';
import { JORNADA_MAXIMA_HORAS } from './limites.js';
import { mensagens } from './messages.js';

type Texto = string | null | undefined;

/**
 * Shift times of spec 000 §5: checked only once both are complete 8-character HH:mm:ss values; on a
 * same-day schedule the exit must be later than the entry.
 */
export function escalaHorarioProblema(entrada: Texto, saida: Texto, mesmoDia: boolean): string | null {
  if (!mesmoDia || entrada?.length !== 8 || saida?.length !== 8) return null;
  return saida > entrada ? null : mensagens.escalaMesmoDia;
}

/** Minutes from one date-time to another (see paraDataHoraIso for the accepted forms); null when unreadable. */
export function minutosEntre(inicio: Texto, fim: Texto): number | null {
  const a = paraDataHoraIso(inicio);
  const b = paraDataHoraIso(fim);
  if (!a || !b) return null;
  // Wall-clock fields read as UTC: the difference is exact and the server's time zone cannot shift it.
  const ms = (iso: string) =>
    Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10), +iso.slice(11, 13), +iso.slice(14, 16), +iso.slice(17, 19));
  return (ms(b) - ms(a)) / 60_000;
}

const excede24h = (inicio: Texto, fim: Texto) => (minutosEntre(inicio, fim) ?? 0) > JORNADA_MAXIMA_HORAS * 60;

/** Shift length of spec 000 §5 and §9: a working day from entry to exit may not exceed 24 hours. */
export function cargaHorariaProblema(entrada: Texto, saida: Texto): string | null {
  return excede24h(entrada, saida) ? mensagens.cargaHoraria : null;
}

/** Duty shift (plantão) of spec 000 §5, on the start field: the start must be earlier than the end. */
export function plantaoInicioProblema(inicio: Texto, fim: Texto): string | null {
  const minutos = minutosEntre(inicio, fim);
  return minutos !== null && minutos <= 0 ? mensagens.plantaoInicio : null;
}

/** Duty shift on the end field: later than the start and at most 24 hours after it. */
export function plantaoFimProblema(inicio: Texto, fim: Texto): string | null {
  const minutos = minutosEntre(inicio, fim);
  if (minutos === null) return null;
  if (minutos <= 0) return mensagens.plantaoFim;
  return excede24h(inicio, fim) ? mensagens.plantaoDuracao : null;
}
