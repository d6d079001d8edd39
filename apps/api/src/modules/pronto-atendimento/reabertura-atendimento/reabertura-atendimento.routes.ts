import { f, faaAlteradaSchema, motivoFaaSchema, PA, reaberturaListaSchema, StatusFaa } from '@saude/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { atendimento, cidadao, StatusAtendimento, usuario } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import {
  buscaFaa,
  colunasPaciente,
  comPeriodo,
  idParams,
  listaFaaBase,
  periodoDeChegada,
  unidadeDaSessao,
} from '../fechamento-faa/consulta-faa.js';
import { cancelarFaa, reabrirFaa } from './reabertura-atendimento.service.js';

const tags = ['pronto-atendimento/reabertura-atendimento'];
const base = '/api/pronto-atendimento/reabertura-atendimento';

const lista = comPeriodo(listaFaaBase.extend({ status: f.opcional(f.enumeracao('Situação', [StatusFaa.FECHADA, StatusFaa.CANCELADA])) }));

/** The last closing, reopening or cancellation of the row's FAA (who and why). */
const ultimaOcorrencia = (coluna: string) =>
  sql.raw(
    `(select ${coluna} from atendimento_ocorrencia o where o.atendimento_id = "atendimento"."id" order by o.em desc, o.id desc limit 1)`,
  );

/**
 * reabertura-atendimento (issue 6 step 7): the closed and cancelled FAAs of the session's location, their
 * reopening, and the cancellation of an open FAA registered by mistake, each with its reason.
 */
export function reaberturaAtendimentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fechou = alias(usuario, 'fechou');
  const fechouCidadao = alias(cidadao, 'fechou_cidadao');

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: lista, response: { 200: reaberturaListaSchema } }, config: { permission: PA.reabrirFaa } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const local = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const daUnidade = and(
          eq(atendimento.infraestruturaId, local),
          inArray(atendimento.status, [StatusAtendimento.FECHADO, StatusAtendimento.CANCELADO]),
        );
        const onde = (w: SQL | undefined) => and(daUnidade, w);
        return runDatatable(
          q,
          {
            filter: and(periodoDeChegada(q), q.status ? eq(atendimento.status, q.status) : undefined),
            sortable: {
              numero: atendimento.numero,
              recepcionadoEm: atendimento.recepcionadoEm,
              fechadoEm: atendimento.fechadoEm,
              pacienteNome: colunasPaciente.pacienteNome,
            },
            search: buscaFaa,
            defaultOrder: [desc(atendimento.updatedAt)],
            tieBreaker: sql`${atendimento.id} desc`,
          },
          {
            rows: (w) =>
              tx
                .select({
                  id: atendimento.id,
                  numero: atendimento.numero,
                  status: atendimento.status,
                  recepcionadoEm: atendimento.recepcionadoEm,
                  retroativo: atendimento.retroativo,
                  ...colunasPaciente,
                  fechadoEm: atendimento.fechadoEm,
                  fechadoPorNome: fechouCidadao.nome,
                  ocorrenciaTipo: sql<number | null>`${ultimaOcorrencia('o.tipo')}`,
                  ocorrenciaMotivo: sql<string | null>`${ultimaOcorrencia('o.motivo')}`,
                  ocorrenciaEm: sql<Date | null>`${ultimaOcorrencia('o.em')}`,
                })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .leftJoin(fechou, eq(fechou.id, atendimento.fechadoPor))
                .leftJoin(fechouCidadao, eq(fechouCidadao.id, fechou.cidadaoId))
                .where(onde(w))
                .$dynamic(),
            count: (w) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(onde(w))
                .$dynamic(),
          },
        );
      }),
  );

  const quem = async (
    tx: Parameters<typeof unidadeDaSessao>[0],
    req: { cliente: { id: number }; auth: { usuarioId: number; lotacaoId: number } },
  ) => ({
    clienteId: req.cliente.id,
    usuarioId: req.auth.usuarioId,
    infraestruturaId: await unidadeDaSessao(tx, req.auth.lotacaoId),
  });

  r.put(
    `${base}/reabrir/:id`,
    {
      schema: { tags, params: idParams, body: motivoFaaSchema, response: { 200: faaAlteradaSchema } },
      config: { permission: PA.reabrirFaa },
    },
    (req) => req.tx(async (tx) => reabrirFaa(tx, await quem(tx, req), req.params.id, req.body)),
  );

  r.put(
    `${base}/cancelar/:id`,
    {
      schema: { tags, params: idParams, body: motivoFaaSchema, response: { 200: faaAlteradaSchema } },
      config: { permission: PA.reabrirFaa },
    },
    (req) => req.tx(async (tx) => cancelarFaa(tx, await quem(tx, req), req.params.id, req.body)),
  );
}
