import { defineModuloApi } from '../../lib/modulo.js';

/**
 * Cross-cutting area agenda (issue 17, decision 0012): agendas of resources, computed slots and bookings under a
 * lock, used by the modules that schedule (ambulatorio now; the laboratory and imaging exams next) through
 * `index.ts`. It has no routes of its own: each module serves its agendas under its URL.
 */
export const moduloAgenda = defineModuloApi({
  id: 'agenda',
  registrar() {},
});
