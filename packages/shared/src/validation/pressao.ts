import { PRESSAO_ARTERIAL_MAXIMA } from './limites.js';
import { mensagens } from './messages.js';

/**
 * Blood pressure of spec 000 §5 as 'systolic/diastolic', up to 3 digits each; each at most 300 (§9) and the
 * diastolic lower than the systolic. Empty passes (required is its own rule). Only the first problem shows.
 */
export function pressaoArterialProblema(valor: string | null | undefined): string | null {
  if (valor == null || valor.trim() === '') return null;
  const m = /^(\d{1,3})\/(\d{1,3})$/.exec(valor.trim());
  if (!m) return mensagens.pressaoFormato;
  const sistolica = Number(m[1]);
  const diastolica = Number(m[2]);
  if (sistolica > PRESSAO_ARTERIAL_MAXIMA) return mensagens.pressaoSistolicaMaxima;
  if (diastolica > PRESSAO_ARTERIAL_MAXIMA) return mensagens.pressaoDiastolicaMaxima;
  if (diastolica >= sistolica) return mensagens.pressaoDiastolicaMenor;
  return null;
}
