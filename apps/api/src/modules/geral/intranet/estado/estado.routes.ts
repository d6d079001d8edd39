import { estadosRespostaSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { estado } from '../../../../db/schema/index.js';
import { porNome } from '../../../../lib/sql/texto.js';

const tags = ['intranet/estado'];

/** The 27 federative units (IBGE codes), by name: small enough to answer whole, no search. */
export function intranetEstadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/intranet/estado', { schema: { tags, response: { 200: estadosRespostaSchema } }, config: { permission: null } }, (req) =>
    req.tx(async (tx) => ({
      data: await tx.select({ id: estado.id, uf: estado.uf, nome: estado.nome }).from(estado).orderBy(porNome(estado.nome)),
    })),
  );
}
