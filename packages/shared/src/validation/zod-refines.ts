import type { z } from 'zod';
import { dataFinalProblema, dataInicialProblema } from './datas.js';
import { cargaHorariaProblema, escalaHorarioProblema, plantaoFimProblema, plantaoInicioProblema } from './jornada.js';

// Object-level rules of spec 000 §5 that compare two fields. Each returns a callback for
// z.object({...}).superRefine(...) and puts every message on the field it belongs to.

type Objeto<K extends string> = Record<K, unknown>;
const texto = (v: unknown) => (typeof v === 'string' ? v : null);

function emitir(ctx: z.RefinementCtx, campo: string, mensagem: string | null) {
  if (mensagem) ctx.addIssue({ code: 'custom', path: [campo], message: mensagem });
}

/** Start/end date-time pair ("periodo"): the start is not after the end, the end not before the start. */
export function refinePeriodo<K extends string>(inicio: K, fim: K) {
  return (v: Objeto<K>, ctx: z.RefinementCtx) => {
    emitir(ctx, inicio, dataInicialProblema(texto(v[inicio]), texto(v[fim])));
    emitir(ctx, fim, dataFinalProblema(texto(v[inicio]), texto(v[fim])));
  };
}

/** Duty shift (plantão): start before end on the start field; end after start and within 24 h on the end field. */
export function refinePlantao<K extends string>(inicio: K, fim: K) {
  return (v: Objeto<K>, ctx: z.RefinementCtx) => {
    emitir(ctx, inicio, plantaoInicioProblema(texto(v[inicio]), texto(v[fim])));
    emitir(ctx, fim, plantaoFimProblema(texto(v[inicio]), texto(v[fim])));
  };
}

/** Shift times: on a same-day schedule the exit (HH:mm:ss) must be later than the entry; reported on the exit. */
export function refineEscala<K extends string, T extends Objeto<K>>(entrada: K, saida: K, mesmoDia: (v: T) => boolean) {
  return (v: T, ctx: z.RefinementCtx) => emitir(ctx, saida, escalaHorarioProblema(texto(v[entrada]), texto(v[saida]), mesmoDia(v)));
}

/** Shift length: entry to exit date-times at most 24 hours; reported on the exit. */
export function refineCargaHoraria<K extends string>(entrada: K, saida: K) {
  return (v: Objeto<K>, ctx: z.RefinementCtx) => emitir(ctx, saida, cargaHorariaProblema(texto(v[entrada]), texto(v[saida])));
}
