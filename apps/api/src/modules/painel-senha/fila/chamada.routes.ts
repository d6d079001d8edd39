import { chamadasPainelRespostaSchema, datatableRequestSchema, f, hojeIso, PS, refinePeriodo } from '@saude/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { painelChamada } from '../chamada.table.js';
import { tela } from '../registros.table.js';

const tags = ['painel-senha/chamada'];

const consulta = datatableRequestSchema
  .extend({
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
    centroCustoId: z.coerce.number().int().positive().optional().catch(undefined),
    tipo: z.coerce.number().int().positive().optional().catch(undefined),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

/**
 * One call reaches every screen that shows its queue as one painel_chamada row per screen; the history
 * lists the call once, with the screens it reached.
 */
const chave = [
  painelChamada.chamadaEm,
  painelChamada.tipo,
  painelChamada.texto,
  painelChamada.destino,
  painelChamada.numero,
  painelChamada.centroCustoId,
  painelChamada.filaChamadaId,
  painelChamada.usuarioId,
  centroCusto.nome,
  cidadao.nome,
];

const colunas = {
  id: sql<number>`min(${painelChamada.id})`.mapWith(Number),
  chamadaEm: painelChamada.chamadaEm,
  tipo: painelChamada.tipo,
  texto: painelChamada.texto,
  destino: painelChamada.destino,
  numero: painelChamada.numero,
  centroCustoNome: centroCusto.nome,
  usuarioNome: cidadao.nome,
  telas: sql<string>`string_agg(${tela.nome}, ', ' order by ${tela.nome})`,
};

/** The calls (grouped over their screens) that match `onde`, whatever the query selects. */
function agrupadas<Q extends PgSelect>(q: Q, onde: SQL | undefined) {
  return q
    .innerJoin(tela, eq(tela.id, painelChamada.telaId))
    .leftJoin(centroCusto, eq(centroCusto.id, painelChamada.centroCustoId))
    .leftJoin(usuario, eq(usuario.id, painelChamada.usuarioId))
    .leftJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(onde)
    .groupBy(...chave);
}

/**
 * painel-senha/chamada/datatable (spec 001 §7 "/painel-senha: chamada"): the calls the TV screens showed in
 * a period (today when none is given), tickets and patient names alike, newest first, server-paged.
 */
export function chamadaSenhaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/painel-senha/chamada/datatable',
    { schema: { tags, querystring: consulta, response: { 200: chamadasPainelRespostaSchema } }, config: { permission: PS.chamadaVer } },
    (req) =>
      req.tx((tx) => {
        const q = req.query;
        const semPeriodo = !q.dataInicio && !q.dataFim;
        const inicio = semPeriodo ? hojeIso() : q.dataInicio;
        const fim = semPeriodo ? hojeIso() : q.dataFim;
        // the period bounds the whole answer (recordsTotal too): the history of years is never counted
        const periodo = and(noPeriodo(painelChamada.chamadaEm, inicio, fim));
        const filtro = and(
          q.centroCustoId ? eq(painelChamada.centroCustoId, q.centroCustoId) : undefined,
          q.tipo ? eq(painelChamada.tipo, q.tipo) : undefined,
        );
        return runDatatable(
          q,
          {
            filter: filtro,
            sortable: { chamadaEm: painelChamada.chamadaEm, texto: painelChamada.texto, destino: painelChamada.destino },
            search: (termo) => textSearch(termo, painelChamada.texto, painelChamada.destino),
            defaultOrder: [desc(painelChamada.chamadaEm)],
            tieBreaker: sql`min(${painelChamada.id}) desc`,
          },
          {
            rows: (onde) => agrupadas(tx.select(colunas).from(painelChamada).$dynamic(), and(periodo, onde)),
            count: (onde) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(
                  agrupadas(
                    tx
                      .select({ um: sql<number>`1`.as('um') })
                      .from(painelChamada)
                      .$dynamic(),
                    and(periodo, onde),
                  ).as('chamadas'),
                )
                .$dynamic(),
          },
        );
      }),
  );
}
