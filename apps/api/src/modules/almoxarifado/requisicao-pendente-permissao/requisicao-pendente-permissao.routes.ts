import {
  ALM,
  datatableRequestSchema,
  importacaoFormSchema,
  importacaoPermissaoSchema,
  importacaoResultadoSchema,
  motivoSchema,
  ORIGEM_PERMISSAO,
  pendenciaDatatableSchema,
  pendenciaEdicaoRespostaSchema,
  pendenciaFiltroSchema,
  permissaoDatatableSchema,
  permissaoFiltroSchema,
  permissaoMaterialRespostaSchema,
  permissaoMaterialSchema,
  SITUACAO_ITEM_REQUISICAO,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { paginar } from '../lista.js';
import { definirSetoresDoMaterial, setoresDoMaterial } from '../requisicao-abertura-fechamento/material-permitido.service.js';
import { setoresRequisitantes } from '../requisicao-abertura-fechamento/periodo.service.js';
import { importarPermissoes } from './importacao.js';
import { aprovarPendencia, colunasPendencia, lerPendencia, origemPendencia, recusarPendencia } from './pendencia.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/requisicao-pendente-permissao'];
const base = '/api/almoxarifado/requisicao-pendente-permissao';

/**
 * almoxarifado/requisicao-pendente-permissao (spec 000 §2.3 index + edit/{id}; spec 001 §7: datatable, history,
 * permission datatable, material-permissao/{id}, store-permissao, create/store importacao): the items sectors asked
 * for materials they may not ask for, approved (the permission is granted) or refused with a reason.
 */
export function requisicaoPendentePermissaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = datatableRequestSchema.extend(pendenciaFiltroSchema.shape);

  const pendencias = (tx: Tx, q: z.infer<typeof query>, almoxarifadoId: number, filtro: SQL) => {
    const onde = [sql`r.centro_custo_almoxarifado_id = ${almoxarifadoId}`, filtro];
    if (q.centroCustoRequisitanteId) onde.push(sql`r.centro_custo_requisitante_id = ${q.centroCustoRequisitanteId}`);
    if (q.dataInicio) onde.push(sql`r.data >= ${q.dataInicio}`);
    if (q.dataFim) onde.push(sql`r.data <= ${q.dataFim}`);
    return paginar(tx, q, {
      de: origemPendencia,
      onde,
      colunas: colunasPendencia,
      ordenaveis: {
        data: sql`r.data`,
        setor: porNome(sql`s.nome`),
        material: porNome(sql`m.nome`),
        quantidade: sql`i.quantidade_solicitada`,
        avaliadoEm: sql`i.avaliado_em`,
      },
      ordemPadrao: sql`r.data, i.id`,
      busca: [sql`s.nome`, sql`m.nome`, sql`m.codigo`],
    });
  };

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: query, response: { 200: pendenciaDatatableSchema } }, config: { permission: ALM.pendenciaVer } },
    (req) =>
      req.tx(
        (tx) =>
          pendencias(tx, req.query, req.auth.centroCustoId, sql`i.situacao = ${SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO}`) as never,
      ),
  );

  r.get(
    `${base}/historico`,
    { schema: { tags, querystring: query, response: { 200: pendenciaDatatableSchema } }, config: { permission: ALM.pendenciaVer } },
    (req) => req.tx((tx) => pendencias(tx, req.query, req.auth.centroCustoId, sql`i.avaliacao is not null`) as never),
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: pendenciaEdicaoRespostaSchema } }, config: { permission: ALM.pendenciaVer } },
    (req) => req.tx(async (tx) => ({ model: (await lerPendencia(tx, req.params.id, req.auth.centroCustoId)) as never })),
  );

  r.put(
    `${base}/aprovar/:id`,
    { schema: { tags, params: idParams, response: { 200: pendenciaEdicaoRespostaSchema } }, config: { permission: ALM.pendenciaAvaliar } },
    (req) =>
      req.tx(async (tx) => {
        await aprovarPendencia(tx, req.params.id, req.auth.centroCustoId);
        return { model: (await lerPendencia(tx, req.params.id, req.auth.centroCustoId)) as never };
      }),
  );

  r.put(
    `${base}/recusar/:id`,
    {
      schema: { tags, params: idParams, body: motivoSchema, response: { 200: pendenciaEdicaoRespostaSchema } },
      config: { permission: ALM.pendenciaAvaliar },
    },
    (req) =>
      req.tx(async (tx) => {
        await recusarPendencia(tx, req.params.id, req.auth.centroCustoId, req.body.motivo);
        return { model: (await lerPendencia(tx, req.params.id, req.auth.centroCustoId)) as never };
      }),
  );

  r.get(
    `${base}/permissao/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(permissaoFiltroSchema.shape),
        response: { 200: permissaoDatatableSchema },
      },
      config: { permission: ALM.pendenciaVer },
    },
    (req) =>
      req.tx((tx) => {
        const q = req.query;
        const onde: SQL[] = [];
        if (q.centroCustoId) onde.push(sql`p.centro_custo_id = ${q.centroCustoId}`);
        if (q.materialId) onde.push(sql`p.material_id = ${q.materialId}`);
        return paginar(tx, q, {
          de: sql`from almoxarifado_material_permitido p join centro_custo s on s.id = p.centro_custo_id join material m on m.id = p.material_id`,
          onde,
          colunas: sql`p.id, s.nome as setor, p.material_id as "materialId", m.nome as material, m.codigo, p.origem, p.created_at as "createdAt"`,
          ordenaveis: { setor: porNome(sql`s.nome`), material: porNome(sql`m.nome`), codigo: sql`m.codigo`, createdAt: sql`p.created_at` },
          ordemPadrao: sql`${porNome(sql`s.nome`)}, ${porNome(sql`m.nome`)}`,
          busca: [sql`s.nome`, sql`m.nome`, sql`m.codigo`],
        }) as never;
      }),
  );

  r.delete(
    `${base}/permissao/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: ALM.pendenciaAvaliar } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`delete from almoxarifado_material_permitido where id = ${req.params.id} returning id`);
        if (!rows[0]) throw notFound();
      });
      return reply.status(204).send();
    },
  );

  r.get(
    `${base}/material-permissao/:id`,
    { schema: { tags, params: idParams, response: { 200: permissaoMaterialRespostaSchema } }, config: { permission: ALM.pendenciaVer } },
    (req) => req.tx((tx) => setoresDoMaterial(tx, req.params.id)),
  );

  r.post(
    `${base}/store-permissao`,
    {
      schema: { tags, body: permissaoMaterialSchema, response: { 200: permissaoMaterialRespostaSchema } },
      config: { permission: ALM.pendenciaAvaliar },
    },
    (req) =>
      req.tx(async (tx) => {
        await definirSetoresDoMaterial(tx, req.body.materialId, req.body.centrosCustoIds, ORIGEM_PERMISSAO.MANUAL);
        return setoresDoMaterial(tx, req.body.materialId);
      }),
  );

  r.get(
    `${base}/importacao/create`,
    { schema: { tags, response: { 200: importacaoFormSchema } }, config: { permission: ALM.pendenciaVer } },
    (req) => req.tx(async (tx) => ({ form: { setores: await setoresRequisitantes(tx) } })),
  );

  r.post(
    `${base}/importacao`,
    {
      schema: { tags, body: importacaoPermissaoSchema, response: { 200: importacaoResultadoSchema } },
      config: { permission: ALM.permissaoImportar },
    },
    (req) => req.tx((tx) => importarPermissoes(tx, req.body.centroCustoId, req.body.conteudo)),
  );
}
