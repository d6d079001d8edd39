import { dashboardSchema, filterMenu, MENU } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centroCusto, infraestrutura, lotacao, ocupacao, setor, unidade } from '../../../db/schema/index.js';
import { contarNaoLidas, listarRecebidas } from '../../administracao/index.js';

/**
 * The user's day at a glance for the current placement. Each module adds its own block here as it
 * lands (queues waiting, appointments, pending signatures, stock alerts).
 */
export function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dashboard',
    { schema: { tags: ['dashboard'], response: { 200: dashboardSchema } }, config: { permission: null } },
    async (req) =>
      req.tx(async (tx) => {
        const [l] = await tx
          .select({
            unidadeNome: unidade.nomeFantasia,
            infraestruturaNome: infraestrutura.nome,
            ocupacaoNome: ocupacao.nome,
          })
          .from(lotacao)
          .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
          .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
          .leftJoin(ocupacao, eq(ocupacao.codigo, lotacao.ocupacaoCodigo))
          .where(eq(lotacao.id, req.auth.lotacaoId));
        const [cc] = await tx
          .select({ centroCustoNome: centroCusto.nome, setorNome: setor.nome })
          .from(centroCusto)
          .innerJoin(setor, eq(setor.id, centroCusto.setorId))
          .where(eq(centroCusto.id, req.auth.centroCustoId));
        return {
          lotacao: { ...l, ...cc },
          notificacoes: {
            naoLidas: await contarNaoLidas(tx, req.auth.lotacaoId),
            recentes: await listarRecebidas(tx, req.auth.lotacaoId, { by: 'dataHoraAtualizacao', dir: 'desc' }, 5),
          },
          modulos: filterMenu(MENU, req.auth.permissoes).filter((m) => m.id !== 'dashboard'),
        };
      }),
  );
}
