import {
  atendimentoRequisicaoVacinaSchema,
  datatableRequestSchema,
  IMU,
  motivoRequisicaoVacinaSchema,
  requisicaoVacinaDatatableSchema,
  requisicaoVacinaEdicaoRespostaSchema,
  requisicaoVacinaFiltroSchema,
  requisicaoVacinaFormSchema,
  requisicaoVacinaModeloSchema,
  requisicaoVacinaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { filtrosDoDocumento, paginar } from '../../../lib/datatable/paginar.js';
import { porNome } from '../../../lib/sql/texto.js';
import { redeFrioDaSessao, salaVacinacaoDaSessao } from '../distribuicao/distribuicao.service.js';
import {
  alterarRequisicao,
  apoioDaSala,
  atenderRequisicao,
  criarRequisicao,
  encerrarSemAtender,
  lerRequisicao,
  redesDeFrio,
} from './requisicao.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['imunizacao/requisicao'];
const base = '/api/imunizacao/requisicao';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * imunizacao/requisicao (spec 000 §2.3, issue 20): the room asks the cold store for doses, may change or cancel while
 * pending; the cold store answers on edit/{id} (doses per line → one distribution, FEFO) or refuses with a reason.
 */
export function requisicaoVacinaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const modelo = (req: FastifyRequest, tx: Tx, id: number) => lerRequisicao(tx, id, req.auth.centroCustoId);

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(requisicaoVacinaFiltroSchema.shape),
        response: { 200: requisicaoVacinaDatatableSchema },
      },
      config: { permission: IMU.requisicaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const eu = req.auth.centroCustoId;
        return paginar(tx, req.query, {
          de: sql`from vacina_requisicao r join centro_custo s on s.id = r.centro_custo_sala_id
                  join centro_custo f on f.id = r.centro_custo_rede_frio_id`,
          onde: [
            sql`${eu} in (r.centro_custo_sala_id, r.centro_custo_rede_frio_id)`,
            ...filtrosDoDocumento(req.query, { data: sql`r.data`, situacao: sql`r.situacao` }),
          ],
          colunas: sql`r.id, r.data::text as data, s.nome as sala, f.nome as "redeFrio", r.situacao,
            (select count(*)::int from vacina_requisicao_item i where i.requisicao_id = r.id) as "quantidadeItens",
            (select coalesce(sum(i.doses_solicitadas), 0)::int from vacina_requisicao_item i where i.requisicao_id = r.id) as "dosesSolicitadas",
            r.transferencia_id as "distribuicaoId"`,
          ordenaveis: {
            id: sql`r.id`,
            data: sql`r.data`,
            sala: porNome(sql`s.nome`),
            redeFrio: porNome(sql`f.nome`),
            situacao: sql`r.situacao`,
          },
          ordemPadrao: sql`r.data desc, r.id desc`,
          busca: [sql`s.nome`, sql`f.nome`, sql`r.observacao`, sql`r.id::text`],
        }) as never;
      }),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: requisicaoVacinaFormSchema } }, config: { permission: IMU.requisicaoCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaVacinacaoDaSessao(tx, req.auth.centroCustoId);
        const vacinas = (await apoioDaSala(tx, sala.id)).map(({ materialId: _m, disponivel: _d, ...v }) => v);
        return { form: { sala: { id: sala.id, nome: sala.nome }, redesFrio: await redesDeFrio(tx), vacinas } };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: requisicaoVacinaSchema, response: { 201: z.object({ id: z.number() }) } },
      config: { permission: IMU.requisicaoCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx(async (tx) => {
        const sala = await salaVacinacaoDaSessao(tx, req.auth.centroCustoId);
        return criarRequisicao(tx, sala.id, req.body);
      });
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: requisicaoVacinaEdicaoRespostaSchema } },
      config: { permission: IMU.requisicaoVer },
    },
    (req) => req.tx(async (tx) => ({ model: await modelo(req, tx, req.params.id) })),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: requisicaoVacinaSchema, response: { 200: requisicaoVacinaModeloSchema } },
      config: { permission: IMU.requisicaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        await alterarRequisicao(tx, req.params.id, req.auth.centroCustoId, req.body);
        return modelo(req, tx, req.params.id);
      }),
  );

  r.put(
    `${base}/cancelar/:id`,
    {
      schema: { tags, params: idParams, body: motivoRequisicaoVacinaSchema, response: { 200: requisicaoVacinaModeloSchema } },
      config: { permission: IMU.requisicaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        await encerrarSemAtender(tx, req.params.id, req.auth.centroCustoId, 'sala', req.body.motivo);
        return modelo(req, tx, req.params.id);
      }),
  );

  r.post(
    `${base}/atender/:id`,
    {
      schema: { tags, params: idParams, body: atendimentoRequisicaoVacinaSchema, response: { 201: requisicaoVacinaModeloSchema } },
      config: { permission: IMU.requisicaoAtender },
    },
    async (req, reply) => {
      const model = await req.tx(async (tx) => {
        await redeFrioDaSessao(tx, req.auth.centroCustoId);
        await atenderRequisicao(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body);
        return modelo(req, tx, req.params.id);
      });
      return reply.status(201).send(model);
    },
  );

  r.put(
    `${base}/recusar/:id`,
    {
      schema: { tags, params: idParams, body: motivoRequisicaoVacinaSchema, response: { 200: requisicaoVacinaModeloSchema } },
      config: { permission: IMU.requisicaoAtender },
    },
    (req) =>
      req.tx(async (tx) => {
        await encerrarSemAtender(tx, req.params.id, req.auth.centroCustoId, 'redeFrio', req.body.motivo);
        return modelo(req, tx, req.params.id);
      }),
  );
}
