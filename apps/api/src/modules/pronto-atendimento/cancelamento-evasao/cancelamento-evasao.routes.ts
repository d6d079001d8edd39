import { datatableRequestSchema, evasaoListaSchema, PA, StatusFila } from '@saude/shared';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { atendimento, centroCusto, cidadao, StatusAtendimento, usuario } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { fila } from '../../fila/index.js';
import { MODULO_PA } from '../constantes.js';
import { buscaFaa, colunasPaciente, unidadeDaSessao } from '../fechamento-faa/consulta-faa.js';

const tags = ['pronto-atendimento/cancelamento-evasao'];
const base = '/api/pronto-atendimento/cancelamento-evasao';

/** How far back an evasion can still be undone from this screen. */
export const EVASAO_CANCELAVEL_DIAS = 7;

/**
 * cancelamento-evasao (issue 6 step 7): the evasions of the last days at the session's location, with the
 * reason and who registered it. Undoing one is the queue action PUT /api/pronto-atendimento/cancelamento-evasao/{id}
 * (fila.routes.ts), which puts the entry back in its queue.
 */
export function cancelamentoEvasaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const registrou = alias(usuario, 'registrou');
  const registrouCidadao = alias(cidadao, 'registrou_cidadao');

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: evasaoListaSchema } },
      config: { permission: PA.cancelarEvasao },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const evadidas = and(
          eq(fila.modulo, MODULO_PA),
          eq(fila.status, StatusFila.EVADIDO),
          eq(centroCusto.infraestruturaId, local),
          sql`${fila.evadidoEm} >= now() - make_interval(days => ${EVASAO_CANCELAVEL_DIAS})`,
          // an FAA closed or cancelled since then does not take its patient back to a queue
          or(isNull(fila.referenciaId), eq(atendimento.status, StatusAtendimento.ABERTO)),
        );
        const onde = (w: SQL | undefined) => and(evadidas, w);
        return runDatatable(
          req.query,
          {
            sortable: { evadidoEm: fila.evadidoEm, pacienteNome: colunasPaciente.pacienteNome, numero: atendimento.numero },
            search: buscaFaa,
            defaultOrder: [desc(fila.evadidoEm)],
            tieBreaker: sql`${fila.id} desc`,
          },
          {
            rows: (w) =>
              tx
                .select({
                  id: fila.id,
                  atendimentoId: atendimento.id,
                  numero: atendimento.numero,
                  ...colunasPaciente,
                  centroCustoNome: centroCusto.nome,
                  entradaEm: fila.entradaEm,
                  evadidoEm: fila.evadidoEm,
                  motivoEvasao: fila.motivoEvasao,
                  evadidoPorNome: registrouCidadao.nome,
                })
                .from(fila)
                .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
                .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
                .leftJoin(atendimento, eq(atendimento.id, fila.referenciaId))
                .leftJoin(registrou, eq(registrou.id, fila.evadidoPor))
                .leftJoin(registrouCidadao, eq(registrouCidadao.id, registrou.cidadaoId))
                .where(onde(w))
                .$dynamic(),
            count: (w) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(fila)
                .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
                .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
                .leftJoin(atendimento, eq(atendimento.id, fila.referenciaId))
                .where(onde(w))
                .$dynamic(),
          },
        );
      }),
  );
}
