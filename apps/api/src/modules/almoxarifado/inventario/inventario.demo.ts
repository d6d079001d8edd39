import { hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { abrirInventario, aplicarInventario, salvarContagem } from './inventario.service.js';

/**
 * The demo's inventory (issue 18): the central stock counted and applied today, every lot as expected except one
 * gauze lot three packs short, so the ledger shows an `ajuste_inventario` and the list an applied count.
 */
export async function seedInventarioDemo(tx: Tx, ctx: SeedContexto) {
  const central = ctx.centrosCusto.get('Estoque Central');
  if (!central) return;
  const eu = { usuarioId: ctx.usuarios.get('almoxarifado') ?? null, hoje: hojeIso() };
  const id = await abrirInventario(tx, eu, central, 'Inventário trimestral do estoque central');
  const { rows } = await tx.execute(sql`
    select i.id, i.quantidade_esperada, l.lote from almoxarifado_inventario_item i join estoque_lote l on l.id = i.lote_id
     where i.inventario_id = ${id} order by i.id`);
  if (!rows.length) return;
  // the first lot of the gauze bought later (GZ2410) is the one found short; any other lot when it is missing
  const curto = rows.find((r) => r.lote === 'GZ2410') ?? rows[0];
  const itens = rows.map((r) => ({
    id: Number(r.id),
    quantidadeContada: r === curto ? Math.max(0, Number(r.quantidade_esperada) - 3) : Number(r.quantidade_esperada),
  }));
  await salvarContagem(tx, eu, id, central, { itens });
  await aplicarInventario(tx, eu, id, central);
}
