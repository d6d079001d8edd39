import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { FARMACIA_DEMO, seedEstoqueFarmaciaDemo } from './demo/estoque.demo.js';

/**
 * The pharmacy of the demo (issue 19), in order: its stock, then what each screen shows over it. The supervisor
 * login `farmaceutico` is a row of cadastro/supervisor for the module.
 */
export async function seedFarmaciaDemo(tx: Tx, ctx: SeedContexto) {
  const centroCustoId = ctx.centrosCusto.get(FARMACIA_DEMO);
  if (!centroCustoId) return;
  const farmaceutica = ctx.usuarios.get('farmacia') ?? null;
  await seedEstoqueFarmaciaDemo(tx, centroCustoId, farmaceutica);
}
