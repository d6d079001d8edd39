import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { procedimentoSigtap } from '../../db/schema/index.js';
import type { CrudRegistration } from '../../lib/crud/register-crud-routes.js';
import { unprocessable } from '../../lib/http-errors.js';
import { exameRoutes } from './exame/exame.routes.js';
import { kitExameRoutes } from './kit-exame/kit-exame.routes.js';
import { procedimentoRoutes } from './procedimento/procedimento.routes.js';
import { procedimentoCirurgicoRoutes } from './procedimento-cirurgico/procedimento-cirurgico.routes.js';
import { tabelaCidRoutes } from './tabela-cid/tabela-cid.routes.js';

/** The writes that name a SIGTAP procedure (create and update of these resources). */
const COM_SIGTAP = new Set(
  ['exame', 'procedimento', 'procedimento-cirurgico'].flatMap((r) => [`POST /api/parametrizacao/${r}`, `PUT /api/parametrizacao/${r}/:id`]),
);

/**
 * A well-formed code that is not in the loaded SIGTAP table gets a message on its field, before
 * the write (the foreign key alone would only say that "a related record" is missing).
 */
const procedimentoExiste: preHandlerHookHandler = async (req: FastifyRequest) => {
  const codigo = (req.body as { procedimentoCodigo?: string | null } | undefined)?.procedimentoCodigo;
  if (!codigo) return;
  const [p] = await req.tx((tx) =>
    tx.select({ codigo: procedimentoSigtap.codigo }).from(procedimentoSigtap).where(eq(procedimentoSigtap.codigo, codigo)),
  );
  if (!p) throw unprocessable({ procedimentoCodigo: ['Procedimento não encontrado na tabela SIGTAP.'] });
};

/** Module parametrizacao (spec 000 §2.3): the registries and the CID-10 table. */
export function parametrizacaoRoutes(app: FastifyInstance): CrudRegistration[] {
  app.addHook('onRoute', (route) => {
    const metodos = ([] as string[]).concat(route.method);
    if (!metodos.some((m) => COM_SIGTAP.has(`${m} ${route.url}`))) return;
    route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), procedimentoExiste];
  });
  tabelaCidRoutes(app);
  return [exameRoutes(app), kitExameRoutes(app), procedimentoRoutes(app), procedimentoCirurgicoRoutes(app)];
}
