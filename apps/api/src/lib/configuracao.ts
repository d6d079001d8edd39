import { type Configuracao, configuracaoSchema } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.js';
import { configuracao } from '../db/schema/index.js';

/**
 * The municipality's settings: stored keys over the schema's defaults. A stored value that no
 * longer fits the schema (a key whose rule tightened) falls back to the default.
 */
export async function lerConfiguracao(tx: Queryable, clienteId?: number): Promise<Configuracao> {
  const rows = await tx
    .select({ chave: configuracao.chave, valor: configuracao.valor })
    .from(configuracao)
    .where(clienteId === undefined ? undefined : sql`${configuracao.clienteId} = ${clienteId}`);
  const valores: Record<string, unknown> = {};
  const shape = configuracaoSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  for (const r of rows) {
    const campo = shape[r.chave];
    const ok = campo?.safeParse(r.valor);
    if (ok?.success) valores[r.chave] = ok.data;
  }
  return configuracaoSchema.parse(valores);
}

/** Writes the given keys (one row each) inside the request's transaction; the audit trigger records them. */
export async function gravarConfiguracao(tx: Tx, valores: Partial<Record<keyof Configuracao, unknown>>) {
  for (const [chave, valor] of Object.entries(valores)) {
    if (valor === undefined) continue;
    await tx
      .insert(configuracao)
      .values({ chave, valor: valor as object })
      .onConflictDoUpdate({ target: [configuracao.clienteId, configuracao.chave], set: { valor: sql`excluded.valor` } });
  }
}
