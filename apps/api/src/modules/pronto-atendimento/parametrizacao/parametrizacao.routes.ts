import { camposParametrizacaoPa, PA, PARAMETRIZACAO_PA_PREFIXO, type ParametrizacaoPa, parametrizacaoPaSchema } from '@saude/shared';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable, Tx } from '../../../db/client.js';
import { configuracao } from '../../../db/schema/index.js';

const tags = ['pronto-atendimento/parametrizacao'];
const base = '/api/pronto-atendimento/parametrizacao';

/**
 * The emergency care's settings of the request's municipality (RLS: its own `pronto-atendimento.<chave>`
 * rows of `configuracao`), with the default of each key not saved yet. A stored value that no longer fits
 * its rule falls back to the default. Other parts of the module call this inside their transaction.
 */
export async function parametrosPa(tx: Queryable): Promise<ParametrizacaoPa> {
  const rows = await tx
    .select({ chave: configuracao.chave, valor: configuracao.valor })
    .from(configuracao)
    .where(like(configuracao.chave, `${PARAMETRIZACAO_PA_PREFIXO}%`));
  const shape = parametrizacaoPaSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  const valores: Record<string, unknown> = {};
  for (const r of rows) {
    const chave = r.chave.slice(PARAMETRIZACAO_PA_PREFIXO.length);
    const ok = shape[chave]?.safeParse(r.valor);
    if (ok?.success) valores[chave] = ok.data;
  }
  return parametrizacaoPaSchema.parse(valores);
}

async function gravar(tx: Tx, valores: ParametrizacaoPa) {
  for (const [chave, valor] of Object.entries(valores)) {
    await tx
      .insert(configuracao)
      .values({ chave: `${PARAMETRIZACAO_PA_PREFIXO}${chave}`, valor: valor as unknown as object })
      .onConflictDoUpdate({ target: [configuracao.clienteId, configuracao.chave], set: { valor: sql`excluded.valor` } });
  }
}

/**
 * pronto-atendimento/parametrizacao (spec 000 §2.3 "parametrizacao/create"): GET the form with the current
 * values, PUT saves them all (audited by the trigger). The module has one permission for both.
 */
export function parametrizacaoPaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(base, { schema: { tags }, config: { permission: PA.parametrizacao } }, (req) =>
    req.tx(async (tx) => ({ form: { campos: camposParametrizacaoPa() }, model: await parametrosPa(tx) })),
  );
  r.put(base, { schema: { tags, body: parametrizacaoPaSchema }, config: { permission: PA.parametrizacao } }, (req) =>
    req.tx(async (tx) => {
      await gravar(tx, req.body);
      return parametrosPa(tx);
    }),
  );
}
