import { lediListaSchema } from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lediCodigo } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';

const params = z.object({
  tabela: z
    .string()
    .max(60, 'Tabela LEDI não encontrada.')
    .regex(/^[A-Za-z]+$/, 'Tabela LEDI não encontrada.'),
});

/**
 * A LEDI APS code list (dicionário: Sexo, RacaCor, Turno, LocalDeAtendimento…) in LEDI's order.
 * The name is matched ignoring case (LEDI spells some lists in camelCase: etnia, tipoDeImovel).
 */
export function lediRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/geral/ledi/:tabela',
    { schema: { tags: ['geral/ledi'], params, response: { 200: lediListaSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const rows = await tx
          .select({ codigo: lediCodigo.codigo, descricao: lediCodigo.descricao })
          .from(lediCodigo)
          .where(eq(sql`lower(${lediCodigo.tabela})`, req.params.tabela.toLowerCase()))
          .orderBy(asc(lediCodigo.ordem));
        if (!rows.length) throw notFound('Tabela LEDI não encontrada.');
        return { data: rows };
      }),
  );
}
