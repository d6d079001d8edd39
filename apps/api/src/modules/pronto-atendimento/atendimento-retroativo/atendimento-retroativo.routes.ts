import { atendimentoRetroativoSchema, faaAlteradaSchema, PA, retroativoFormularioSchema, retroativoListaSchema } from '@saude/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { atendimento, cidadao, usuario } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { buscaFaa, colunasPaciente, comPeriodo, listaFaaBase, periodoDeChegada, unidadeDaSessao } from '../fechamento-faa/consulta-faa.js';
import { cidPrincipalSql } from '../fechamento-faa/pendencias.js';
import { formularioRetroativo, registrarRetroativo } from './atendimento-retroativo.service.js';

const tags = ['pronto-atendimento/atendimento-retroativo'];
const base = '/api/pronto-atendimento/atendimento-retroativo';

/** The doctor of the FAA's last evaluation. */
const medicoSql = sql<string | null>`(select c.nome from atendimento_medico am join usuario u on u.id = am.usuario_id
  join cidadao c on c.id = u.cidadao_id where am.atendimento_id = "atendimento"."id" order by am.criado_em desc, am.id desc limit 1)`;

/**
 * atendimento-retroativo (spec 000 §2.3: index, create): the FAAs typed in after a downtime at the session's
 * location, the form, and the registration.
 */
export function atendimentoRetroativoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const digitou = alias(usuario, 'digitou');
  const digitouCidadao = alias(cidadao, 'digitou_cidadao');

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: comPeriodo(listaFaaBase), response: { 200: retroativoListaSchema } },
      config: { permission: PA.retroativoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const local = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const onde = (w: SQL | undefined) => and(eq(atendimento.infraestruturaId, local), eq(atendimento.retroativo, true), w);
        return runDatatable(
          q,
          {
            filter: periodoDeChegada(q),
            sortable: {
              numero: atendimento.numero,
              recepcionadoEm: atendimento.recepcionadoEm,
              pacienteNome: colunasPaciente.pacienteNome,
            },
            search: buscaFaa,
            defaultOrder: [desc(atendimento.createdAt)],
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
                  desfechoEm: atendimento.desfechoEm,
                  desfecho: atendimento.desfecho,
                  ...colunasPaciente,
                  medico: medicoSql,
                  cidPrincipal: cidPrincipalSql,
                  digitadoPor: digitouCidadao.nome,
                  digitadoEm: atendimento.createdAt,
                })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .leftJoin(digitou, eq(digitou.id, atendimento.recepcionadoPor))
                .leftJoin(digitouCidadao, eq(digitouCidadao.id, digitou.cidadaoId))
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

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: retroativoFormularioSchema } }, config: { permission: PA.retroativoCadastrar } },
    (req) => req.tx(async (tx) => ({ form: await formularioRetroativo(tx, await unidadeDaSessao(tx, req.auth.lotacaoId)) })),
  );

  r.post(
    base,
    {
      schema: { tags, body: atendimentoRetroativoSchema, response: { 201: faaAlteradaSchema } },
      config: { permission: PA.retroativoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx(async (tx) =>
        registrarRetroativo(
          tx,
          {
            usuarioId: req.auth.usuarioId,
            infraestruturaId: await unidadeDaSessao(tx, req.auth.lotacaoId),
            centroCustoId: req.auth.centroCustoId,
          },
          req.body,
        ),
      );
      return reply.status(201).send(res);
    },
  );
}
