import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';

/** The demo municipality's id and a tenant transaction on it (the registries' tests). */
export async function tenantDemo(ctx: TestContext) {
  const clienteId = Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const emTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
  const valor = async (q: ReturnType<typeof sql>) => emTenant(async (tx) => (await tx.execute(q)).rows[0] as Record<string, unknown>);
  return { clienteId, emTenant, valor };
}

export const aleatorio = () => Math.random().toString(36).slice(2, 8);
