import type { Tx } from '../../db/client.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { seedSalasVacinacaoDemo } from './sala-vacinacao/sala-vacinacao.demo.js';

/**
 * Immunization of the demo (issue 20), in order: the cold store and the two rooms with their stock, then what each
 * screen shows over them.
 */
export async function seedImunizacaoDemo(tx: Tx, ctx: SeedContexto) {
  const estrutura = await seedSalasVacinacaoDemo(tx, ctx);
  if (!estrutura) return;
}
