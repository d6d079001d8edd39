import {
  camposParametrizacaoCadastro,
  PARAMETRIZACAO_CADASTRO_PREFIXO,
  type ParametrizacaoCadastro,
  PERMISSAO_PARAMETRIZACAO_CADASTRO,
  parametrizacaoCadastroSchema,
} from '@saude/shared';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable, Tx } from '../../../db/client.js';
import { configuracao } from '../../../db/schema/index.js';

const tags = ['cadastro/parametrizacao'];
const base = '/api/cadastro/parametrizacao';

/**
 * The registry module's settings, stored as `cadastro.<chave>` rows of `configuracao` (RLS: the
 * municipality's own). A stored value that no longer fits its rule falls back to the default.
 */
export async function lerParametrizacaoCadastro(tx: Queryable): Promise<ParametrizacaoCadastro> {
  const rows = await tx
    .select({ chave: configuracao.chave, valor: configuracao.valor })
    .from(configuracao)
    .where(like(configuracao.chave, `${PARAMETRIZACAO_CADASTRO_PREFIXO}%`));
  const shape = parametrizacaoCadastroSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  const valores: Record<string, unknown> = {};
  for (const r of rows) {
    const chave = r.chave.slice(PARAMETRIZACAO_CADASTRO_PREFIXO.length);
    const ok = shape[chave]?.safeParse(r.valor);
    if (ok?.success) valores[chave] = ok.data;
  }
  return parametrizacaoCadastroSchema.parse(valores);
}

async function gravar(tx: Tx, valores: ParametrizacaoCadastro) {
  for (const [chave, valor] of Object.entries(valores)) {
    await tx
      .insert(configuracao)
      .values({ chave: `${PARAMETRIZACAO_CADASTRO_PREFIXO}${chave}`, valor: valor as unknown as object })
      .onConflictDoUpdate({ target: [configuracao.clienteId, configuracao.chave], set: { valor: sql`excluded.valor` } });
  }
}

/** cadastro/parametrizacao/create (spec 000 §2.3 "create only"): GET the form, POST saves (audited by the trigger). */
export function parametrizacaoCadastroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`${base}/create`, { schema: { tags }, config: { permission: PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar } }, (req) =>
    req.tx(async (tx) => ({ form: { campos: camposParametrizacaoCadastro() }, model: await lerParametrizacaoCadastro(tx) })),
  );
  r.post(
    base,
    { schema: { tags, body: parametrizacaoCadastroSchema }, config: { permission: PERMISSAO_PARAMETRIZACAO_CADASTRO.editar } },
    (req) =>
      req.tx(async (tx) => {
        await gravar(tx, req.body);
        return lerParametrizacaoCadastro(tx);
      }),
  );
}
