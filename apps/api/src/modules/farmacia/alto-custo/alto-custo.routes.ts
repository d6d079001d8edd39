import {
  FAR,
  hojeIso,
  processoAltoCustoCreateQuerySchema,
  processoAltoCustoDatatableSchema,
  processoAltoCustoEdicaoSchema,
  processoAltoCustoFormSchema,
  processoAltoCustoGravadoSchema,
  processoAltoCustoListaSchema,
  processoAltoCustoLmeSchema,
  processoAltoCustoModeloSchema,
  processoAltoCustoSchema,
  processoAltoCustoStatusSchema,
  STATUS_QUE_VENCEM,
  somarDias,
} from '@saude/shared';
import { and, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cidadao } from '../../../db/schema/index.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { porNome } from '../../../lib/sql/texto.js';
import { material } from '../../cadastro/index.js';

import {
  auditarLeituraProcesso,
  BASE_ALTO_CUSTO,
  centroDaSessao,
  lerLme,
  lerProcesso,
  nomeDoPaciente,
  sessaoDe,
  TAGS_ALTO_CUSTO,
} from './alto-custo.consulta.js';
import { altoCustoDocumentosRoutes } from './alto-custo.documentos.js';
import { altoCustoOpcoesRoutes } from './alto-custo.opcoes.js';
import {
  atualizarProcesso,
  cidComPonto,
  excluirProcesso,
  gravarProcesso,
  mudarStatus,
  processoRenovavel,
  rascunhoDaRenovacao,
  vencerProcessos,
} from './alto-custo.service.js';
import { farmaciaProcessoAltoCusto as processo } from './alto-custo.table.js';

const base = BASE_ALTO_CUSTO;
const tags = TAGS_ALTO_CUSTO;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const pacienteParams = z.object({ pacienteId: z.coerce.number().int().positive() });

/**
 * farmacia/alto-custo-gerenciamento-processo (spec 000 §2.3: index, create/{pacienteId}, edit/{pacienteId}/{id};
 * 001 §7: CRUD): the patients' CEAF processes of the session's pharmacy, their status decisions and renewals.
 * The pickers, the documents and the pending pickups are in the sibling files.
 */
export function altoCustoRoutes(app: FastifyInstance) {
  altoCustoOpcoesRoutes(app);
  altoCustoDocumentosRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: processoAltoCustoListaSchema, response: { 200: processoAltoCustoDatatableSchema } },
      config: { permission: FAR.altoCustoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await vencerProcessos(tx);
        const q = req.query;
        const cid = q.cid?.toUpperCase().replace('.', '');
        const filtros: (SQL | undefined)[] = [
          q.pacienteId ? eq(processo.pacienteId, q.pacienteId) : undefined,
          q.medicamentoId ? eq(processo.medicamentoId, q.medicamentoId) : undefined,
          cid ? sql`${processo.cidCodigo} like ${`${cid.replace(/[\\%_]/g, '')}%`}` : undefined,
          q.status ? eq(processo.status, q.status) : undefined,
          q.vencendoEm !== undefined
            ? and(inArray(processo.status, [...STATUS_QUE_VENCEM]), lte(processo.validadeFim, somarDias(hojeIso(), q.vencendoEm)))
            : undefined,
        ];
        const de = <T extends ReturnType<typeof tx.select>>(sel: T, where: SQL | undefined) =>
          sel
            .from(processo)
            .innerJoin(cidadao, eq(cidadao.id, processo.pacienteId))
            .innerJoin(material, eq(material.id, processo.materialId))
            .where(and(eq(processo.centroCustoId, req.auth.centroCustoId), where))
            .$dynamic();
        return runDatatable(
          q,
          {
            filter: and(...filtros),
            sortable: {
              paciente: porNome(nomeDoPaciente),
              medicamento: porNome(material.nome),
              cid: processo.cidCodigo,
              status: processo.status,
              validadeInicio: processo.validadeInicio,
              validadeFim: processo.validadeFim,
              id: processo.id,
            },
            search: (termo) =>
              or(
                textSearch(termo, cidadao.nome, cidadao.nomeSocial, material.nome),
                sql`${processo.numeroLme} = ${termo}`,
                /^\d+$/.test(termo) ? sql`${processo.id} = ${Number(termo)}` : undefined,
              ),
            defaultOrder: [desc(processo.id)],
            tieBreaker: sql`${processo.id} desc`,
          },
          {
            rows: (where) =>
              de(
                tx.select({
                  id: processo.id,
                  pacienteId: processo.pacienteId,
                  paciente: nomeDoPaciente,
                  medicamento: material.nome,
                  cid: cidComPonto(sql`${processo.cidCodigo}`),
                  status: processo.status,
                  validadeInicio: processo.validadeInicio,
                  validadeFim: processo.validadeFim,
                  numeroLme: processo.numeroLme,
                  renovacaoDeId: processo.renovacaoDeId,
                }),
                where,
              ),
            count: (where) => de(tx.select({ total: sql<number>`count(*)::int` }), where),
          },
        ) as never;
      }),
  );

  r.get(
    `${base}/create/:pacienteId`,
    {
      schema: {
        tags,
        params: pacienteParams,
        querystring: processoAltoCustoCreateQuerySchema,
        response: { 200: processoAltoCustoFormSchema },
      },
      config: { permission: FAR.altoCustoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { pacienteId } = req.params;
        const paciente = await cabecalhoDoPaciente(tx, pacienteId);
        await auditarLeituraProcesso(tx, req, { pacienteId, rota: `farmacia/alto-custo-gerenciamento-processo/create/${pacienteId}` });
        await vencerProcessos(tx);
        const hoje = hojeIso();
        const renovacaoDe = req.query.renovacaoDeId
          ? await processoRenovavel(tx, req.query.renovacaoDeId, pacienteId, req.auth.centroCustoId)
          : null;
        return {
          form: {
            paciente,
            centroCusto: await centroDaSessao(tx, req.auth.centroCustoId),
            hoje,
            renovacaoDe,
            modelo: renovacaoDe ? rascunhoDaRenovacao(await lerLme(tx, renovacaoDe.id, req.auth.centroCustoId), hoje) : null,
          },
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: processoAltoCustoSchema, response: { 201: processoAltoCustoGravadoSchema } },
      config: { permission: FAR.altoCustoCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) => gravarProcesso(tx, sessaoDe(req), req.body));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: processoAltoCustoEdicaoSchema } },
      config: { permission: FAR.altoCustoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await vencerProcessos(tx);
        const model = await lerProcesso(tx, req.params.id, req.auth.centroCustoId);
        await auditarLeituraProcesso(tx, req, {
          pacienteId: model.paciente.pacienteId,
          tabela: 'farmacia_processo_alto_custo',
          registroId: model.id,
          rota: `farmacia/alto-custo-gerenciamento-processo/edit/${model.paciente.pacienteId}/${model.id}`,
        });
        return { form: { hoje: hojeIso() }, model };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: processoAltoCustoLmeSchema, response: { 200: processoAltoCustoModeloSchema } },
      config: { permission: FAR.altoCustoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await atualizarProcesso(tx, sessaoDe(req), req.params.id, req.body);
        return lerProcesso(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.put(
    `${base}/status/:id`,
    {
      schema: { tags, params: idParams, body: processoAltoCustoStatusSchema, response: { 200: processoAltoCustoModeloSchema } },
      config: { permission: FAR.altoCustoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await mudarStatus(tx, sessaoDe(req), req.params.id, req.body.status, req.body.motivo);
        return lerProcesso(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: FAR.altoCustoEditar } },
    async (req, reply) => {
      await req.tx((tx) => excluirProcesso(tx, sessaoDe(req), req.params.id));
      return reply.status(204).send();
    },
  );
}
