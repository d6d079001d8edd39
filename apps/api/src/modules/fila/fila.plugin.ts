import { defineModuloApi } from '../../lib/modulo.js';

/**
 * Cross-cutting area fila: the queue engine (entries, transitions, calls, live topics) that the modules with
 * queues use through `index.ts`. It has no routes of its own: each module serves its queue under its URL.
 */
export const moduloFila = defineModuloApi({
  id: 'fila',
  registrar() {},
});
