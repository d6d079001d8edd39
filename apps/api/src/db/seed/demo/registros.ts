import { sql } from 'drizzle-orm';
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
  const tabelas = await tabelasDoMunicipio(tx);
  for (const modulo of MODULOS_API) {
    if (!modulo.seedDemo) continue;
    const t0 = Date.now();
    await estatisticas(tx, tabelas);
    const t1 = Date.now();
    await modulo.seedDemo(tx, ctx);
    // SAUDE_TEMPOS_DEMO=1: what each module's demo costs (docs/testing.md)
    if (process.env.SAUDE_TEMPOS_DEMO) console.log(`demo ${modulo.id}: ${Date.now() - t1} ms (estatísticas ${t1 - t0} ms)`);
  }
}

/** The tables of a municipality's own records (those with `cliente_id`), not the national reference tables. */
async function tabelasDoMunicipio(tx: Tx): Promise<string[]> {
  const { rows } = await tx.execute(sql`
    select c.table_name as t from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and c.column_name = 'cliente_id' and t.table_type = 'BASE TABLE' order by 1`);
  return rows.map((r) => String(r.t));
}

/**
 * The planner's statistics of the rows written so far. The whole demo is one transaction and nothing analyses it
 * meanwhile: without statistics the planner takes 2,000 patients for one and reads an appointment by id through a
 * nested loop over all of them (190 ms instead of 0.4 ms; the imaging demo's bookings took 31 s instead of 2.6 s).
 * ANALYZE sees the transaction's own rows; it needs the owner, so the tenant role steps aside for it.
 */
async function estatisticas(tx: Tx, tabelas: string[]) {
  if (!tabelas.length) return;
  await tx.execute(sql`set local role none`);
  await tx.execute(sql.raw(`analyze ${tabelas.map((t) => `"${t}"`).join(', ')}`));
  await tx.execute(sql`set local role app_user`);
}
