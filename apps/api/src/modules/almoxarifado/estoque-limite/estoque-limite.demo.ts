import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';

/**
 * Limits of the demo's stocks (issue 18), so the start page shows each kind of alert: at the central stock the
 * cotton below its minimum and the micropore tape at its reorder point; at the emergency-care stock the gauze
 * below the unit's own minimum (the registry's limits alert the rest, e.g. the compresses above their maximum).
 */
export async function seedEstoqueLimiteDemo(tx: Tx, ctx: SeedContexto) {
  const limites: [estoque: string, material: string, minimo: number, pontoPedido: number | null, maximo: number | null][] = [
    ['Estoque Central', 'Algodão hidrófilo', 100, 120, 400],
    ['Estoque Central', 'Fita microporosa 25 mm x 10 m', 50, 150, 600],
    ['Estoque do Pronto Atendimento', 'Gaze hidrófila estéril 7,5 cm x 7,5 cm', 150, 200, 500],
  ];
  for (const [estoque, material, minimo, pontoPedido, maximo] of limites) {
    const centro = ctx.centrosCusto.get(estoque);
    if (!centro) continue;
    await tx.execute(sql`
      insert into estoque_limite (centro_custo_id, material_id, minimo, ponto_pedido, maximo)
      select ${centro}, m.id, ${minimo}, ${pontoPedido}, ${maximo} from material m where m.nome = ${material}
      on conflict do nothing`);
  }
}
