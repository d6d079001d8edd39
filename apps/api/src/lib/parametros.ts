import { like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../db/client.js';
import { configuracao } from '../db/schema/index.js';

/**
 * A module's settings (`<modulo>/parametrizacao`): one Zod object with a default per key, stored as
 * `<prefixo><chave>` rows of `configuracao` (RLS: the municipality's own rows). Reading fills the keys
 * not saved yet with their default, and a stored value that no longer fits its rule falls back to it.
 */
export async function lerParametros<S extends z.ZodObject>(tx: Queryable, prefixo: string, schema: S): Promise<z.infer<S>> {
  const rows = await tx
    .select({ chave: configuracao.chave, valor: configuracao.valor })
    .from(configuracao)
    .where(like(configuracao.chave, `${prefixo}%`));
  const shape = schema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  const valores: Record<string, unknown> = {};
  for (const r of rows) {
    const chave = r.chave.slice(prefixo.length);
    const ok = shape[chave]?.safeParse(r.valor);
    if (ok?.success) valores[chave] = ok.data;
  }
  return schema.parse(valores);
}

/** Saves every key (one upsert each, in the caller's transaction; the audit trigger records the change). */
export async function gravarParametros(tx: Tx, prefixo: string, valores: Record<string, unknown>) {
  for (const [chave, valor] of Object.entries(valores)) {
    await tx
      .insert(configuracao)
      .values({ chave: `${prefixo}${chave}`, valor: valor as object })
      .onConflictDoUpdate({ target: [configuracao.clienteId, configuracao.chave], set: { valor: sql`excluded.valor` } });
  }
}
