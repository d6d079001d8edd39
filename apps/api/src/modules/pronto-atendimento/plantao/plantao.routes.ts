import {
  datatableRequestSchema,
  f,
  PA,
  plantaoAtualSchema,
  plantaoCriacaoSchema,
  plantaoEdicaoSchema,
  plantaoListaSchema,
  plantaoLocaisSchema,
  plantaoModeloSchema,
  plantaoSchema,
  refinePeriodo,
} from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento } from '../../../db/schema/index.js';
import { mapDbError } from '../../../lib/crud/db-errors.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { conflict } from '../../../lib/http-errors.js';
import { fimDoDia, inicioDoDia } from '../../../lib/sql/tempo.js';
import {
  carregarPlantao,
  gravarEquipe,
  localDaLotacao,
  localDoPlantao,
  nomesDoPlantao,
  opcoesLocais,
  opcoesProfissionais,
  plantaoAtual,
  validarReferencias,
} from './plantao.service.js';
import { plantao } from './plantao.table.js';

const base = '/api/pronto-atendimento/plantao';
const tags = ['pronto-atendimento/plantao'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const idOpcional = z.coerce.number().int().positive().optional();

const listaQuery = datatableRequestSchema
  .extend({
    infraestruturaId: idOpcional,
    unidadeId: idOpcional,
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const MSG_EM_USO = 'Este plantão não pode ser excluído porque há atendimentos registrados nele.';

/**
 * pronto-atendimento/plantao (spec 000 §2.3: index only; the screen creates and edits in a modal). Written by
 * hand beside the resource engine because the spec has no create/edit routes and no block action; the
 * endpoints keep the engine's shapes (datatable, create → form, edit → form + model).
 */
export function plantaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: listaQuery, response: { 200: plantaoListaSchema } }, config: { permission: PA.plantaoVer } },
    (req) =>
      req.tx((tx) => {
        const q = req.query;
        const filtro = and(
          q.infraestruturaId ? eq(plantao.infraestruturaId, q.infraestruturaId) : undefined,
          q.unidadeId
            ? sql`${plantao.infraestruturaId} in (select i.id from infraestrutura i where i.unidade_id = ${q.unidadeId})`
            : undefined,
          // a shift belongs to the period when any part of it falls inside (a night shift appears on both days)
          q.dataInicio ? sql`${plantao.fim} > ${inicioDoDia(q.dataInicio)}` : undefined,
          q.dataFim ? sql`${plantao.inicio} < ${fimDoDia(q.dataFim)}` : undefined,
        );
        return runDatatable(
          q,
          {
            filter: filtro,
            sortable: { local: localDoPlantao, inicio: plantao.inicio, fim: plantao.fim },
            search: (termo) => textSearch(termo, localDoPlantao, nomesDoPlantao),
            defaultOrder: [desc(plantao.inicio)],
            tieBreaker: sql`${plantao.id} desc`,
          },
          {
            rows: (where) =>
              tx
                .select({
                  id: plantao.id,
                  infraestruturaId: plantao.infraestruturaId,
                  local: localDoPlantao,
                  inicio: plantao.inicio,
                  fim: plantao.fim,
                  profissionais: nomesDoPlantao,
                  observacao: plantao.observacao,
                })
                .from(plantao)
                .where(where)
                .$dynamic(),
            count: (where) => tx.select({ total: sql<number>`count(*)::int` }).from(plantao).where(where).$dynamic(),
          },
        );
      }),
  );

  r.get(`${base}/locais`, { schema: { tags, response: { 200: plantaoLocaisSchema } }, config: { permission: PA.plantaoVer } }, (req) =>
    req.tx(async (tx) => ({ data: await opcoesLocais(tx) })),
  );

  // The queue asks which shift is in course where the patient is (spec 000 §2.6: plantaoId); without a
  // location, the user's placement says where. No shift in course: `data` is null.
  r.get(
    `${base}/atual`,
    {
      schema: { tags, querystring: z.object({ infraestruturaId: idOpcional }), response: { 200: plantaoAtualSchema } },
      config: { permission: PA.plantaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = req.query.infraestruturaId ?? (await localDaLotacao(tx, req.auth.lotacaoId));
        return { data: local ? await plantaoAtual(tx, local) : null };
      }),
  );

  const form = async (tx: Parameters<typeof opcoesLocais>[0]) => ({
    locais: await opcoesLocais(tx),
    profissionais: await opcoesProfissionais(tx),
  });

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: plantaoCriacaoSchema } }, config: { permission: PA.plantaoCadastrar } },
    (req) => req.tx(async (tx) => ({ form: await form(tx) })),
  );

  r.post(
    `${base}`,
    { schema: { tags, body: plantaoSchema, response: { 201: plantaoModeloSchema } }, config: { permission: PA.plantaoCadastrar } },
    async (req, reply) => {
      const input = req.body;
      const model = await req
        .tx(async (tx) => {
          await validarReferencias(tx, input);
          const [row] = await tx
            .insert(plantao)
            .values({
              infraestruturaId: input.infraestruturaId,
              inicio: new Date(input.inicio),
              fim: new Date(input.fim),
              observacao: input.observacao,
            })
            .returning({ id: plantao.id });
          await gravarEquipe(tx, row.id, input.profissionalIds);
          return carregarPlantao(tx, row.id);
        })
        .catch((e) => mapDbError(e, { operacao: 'gravar' }));
      return reply.status(201).send(model);
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: plantaoEdicaoSchema } }, config: { permission: PA.plantaoEditar } },
    (req) => req.tx(async (tx) => ({ form: await form(tx), model: await carregarPlantao(tx, req.params.id) })),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: plantaoSchema, response: { 200: plantaoModeloSchema } },
      config: { permission: PA.plantaoEditar },
    },
    (req) =>
      req
        .tx(async (tx) => {
          const input = req.body;
          await carregarPlantao(tx, req.params.id);
          await validarReferencias(tx, input);
          await tx
            .update(plantao)
            .set({
              infraestruturaId: input.infraestruturaId,
              inicio: new Date(input.inicio),
              fim: new Date(input.fim),
              observacao: input.observacao,
            })
            .where(eq(plantao.id, req.params.id));
          await gravarEquipe(tx, req.params.id, input.profissionalIds);
          return carregarPlantao(tx, req.params.id);
        })
        .catch((e) => mapDbError(e, { operacao: 'gravar' })),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: PA.plantaoExcluir } },
    async (req, reply) => {
      await req
        .tx(async (tx) => {
          await carregarPlantao(tx, req.params.id);
          const [usado] = await tx
            .select({ id: atendimento.id })
            .from(atendimento)
            .where(eq(atendimento.plantaoId, req.params.id))
            .limit(1);
          if (usado) throw conflict(MSG_EM_USO);
          await tx.delete(plantao).where(eq(plantao.id, req.params.id));
        })
        .catch((e) => mapDbError(e, { operacao: 'excluir' }));
      return reply.status(204).send();
    },
  );
}
