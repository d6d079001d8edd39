import { clientePublicoSchema } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../../db/client.js';
import { cliente, estado, municipio } from '../../../../db/schema/index.js';
import { lerConfiguracao } from '../../../../lib/configuracao.js';
import { notFound } from '../../../../lib/http-errors.js';
import { clientePublico } from '../../../administracao/index.js';

const tags = ['intranet/cliente'];
const params = z.object({ link: z.string().min(1).max(100) });

/** Public face of a municipality for the login layout: name, city, logo, inactivation reason. */
export function intranetClienteRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/intranet/cliente/:link',
    { schema: { tags, params, response: { 200: clientePublicoSchema } }, config: { public: true, semCliente: true } },
    async (req) => {
      const [row] = await db
        .select({ c: cliente, cidade: municipio.nome, uf: estado.uf })
        .from(cliente)
        .leftJoin(municipio, eq(municipio.id, cliente.municipioId))
        .leftJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(cliente.link, req.params.link));
      if (!row) throw notFound('Município não encontrado.');
      // public and before any tenant: read as the owner, for this municipality only
      const cfg = await lerConfiguracao(db, row.c.id);
      return clientePublico(row.c, row.cidade && row.uf ? { nome: row.cidade, uf: row.uf } : null, cfg.sistemaNome);
    },
  );

  r.get(
    '/api/intranet/cliente/:link/logotipo',
    { schema: { tags, params }, config: { public: true, semCliente: true } },
    async (req, reply) => {
      const [row] = await db
        .select({ logotipo: cliente.logotipo, tipo: cliente.logotipoTipo, updatedAt: cliente.updatedAt })
        .from(cliente)
        .where(eq(cliente.link, req.params.link));
      if (!row?.logotipo) throw notFound('Logotipo não encontrado.');
      return reply
        .type(row.tipo ?? 'image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('last-modified', row.updatedAt.toUTCString())
        .send(row.logotipo);
    },
  );
}
