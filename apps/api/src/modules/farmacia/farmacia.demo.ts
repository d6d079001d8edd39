import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedAltoCustoDemo } from './alto-custo/alto-custo.demo.js';
import { FARMACIA_DEMO, seedEstoqueFarmaciaDemo } from './demo/estoque.demo.js';
import { seedDispensacaoDemo } from './dispensacao/dispensacao.demo.js';
import { seedFilaFarmaciaDemo } from './fila/fila.demo.js';
import { seedLivrosDemo } from './livro/livro.demo.js';

/**
 * The pharmacy of the demo (issue 19), in order: its stock, then what each screen shows over it. The supervisor
 * login `farmaceutico` is a row of cadastro/supervisor for the module.
 */
export async function seedFarmaciaDemo(tx: Tx, ctx: SeedContexto) {
  const centroCustoId = ctx.centrosCusto.get(FARMACIA_DEMO);
  if (!centroCustoId) return;
  const farmaceutica = ctx.usuarios.get('farmacia') ?? null;
  await seedEstoqueFarmaciaDemo(tx, centroCustoId, farmaceutica);
  await seedDispensacaoDemo(tx, ctx, centroCustoId);
  await seedAltoCustoDemo(tx, centroCustoId, farmaceutica);
  // after the dispensing and CEAF seeds, before the books' (which stays last)
  await seedFilaFarmaciaDemo(tx, ctx, centroCustoId);
  // last: the controlled-drug books read every movement seeded above
  await seedLivrosDemo(tx, centroCustoId, ctx.usuarios.get('farmaceutico') ?? null);
}
