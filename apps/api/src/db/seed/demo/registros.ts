import { MODULOS_API } from '../../../modulos.js';
import type { Tx } from '../../client.js';
import type { SeedContexto } from '../municipio.js';

/**
 * The demo municipality's data beyond structure and staff: each module's `seedDemo`, in the order of
 * `MODULOS_API` (cadastro, then parametrizacao, emergency care and the ticket panel: each one cites
 * what the ones before it created).
 */
export async function seedRegistrosDemo(tx: Tx, ctx: SeedContexto) {
  // the core registries first: a module's demo may read another's requests through them
  for (const modulo of MODULOS_API) modulo.nucleo?.();
  for (const modulo of MODULOS_API) await modulo.seedDemo?.(tx, ctx);
}
