import { defineModuloApi } from '../../lib/modulo.js';

/**
 * Module transporte-paciente (spec 000 §2.3 transporte-paciente, issue 23): trips for treatment outside the
 * municipality — the fleet's registries, requests waiting for a seat, bookings with companions and their slips, the
 * day's trip assembly into vehicles, boarding and no-shows, closing and reopening of trips, the nine reports.
 * Each screen's folder registers its routes below.
 */
export const moduloTransportePaciente = defineModuloApi({
  id: 'transporte-paciente',
  registrar(_app, _deps) {},
});
