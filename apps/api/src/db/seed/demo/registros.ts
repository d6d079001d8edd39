import type { Tx } from '../../client.js';
import type { SeedContexto } from '../municipio.js';

/**
 * The demo municipality's registries beyond structure and staff (issue "Registries": units with
 * CNES, rooms, streets, materials, medicines, vaccines, specialties, holidays, patients). Each area
 * keeps its data in its own file beside this one; the order follows the references between them.
 */
export async function seedRegistrosDemo(tx: Tx, ctx: SeedContexto) {
  const etapas: ((tx: Tx, ctx: SeedContexto) => Promise<void>)[] = [];
  for (const etapa of etapas) await etapa(tx, ctx);
}
