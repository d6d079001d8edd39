import { AsyncLocalStorage } from 'node:async_hooks';
import { definirFonteFusoHorario } from '@saude/shared';

/**
 * The municipality's zone on the server (decision 0021): `fusoHorario()` of shared reads the zone of whatever
 * runs now, a request (set once its municipality is known, plugins/auth.ts) or a tenant transaction
 * (`withTenant`, which also sets the session TimeZone so SQL `current_date` and `now()::date` agree). Work for a
 * municipality outside both (a job formatting after its transaction) wraps itself in `comFusoHorario`.
 */
const contexto = new AsyncLocalStorage<{ fuso: string }>();

definirFonteFusoHorario(() => contexto.getStore()?.fuso);

/** Runs fn (and everything it awaits) on the clock of a municipality's zone. */
export function comFusoHorario<T>(fuso: string, fn: () => T): T {
  return contexto.run({ fuso }, fn);
}
