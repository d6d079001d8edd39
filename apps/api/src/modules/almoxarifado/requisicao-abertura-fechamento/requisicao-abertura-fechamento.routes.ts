import {
  ALM,
  datatableRequestSchema,
  estoqueParaSetorSchema,
  materiaisPermitidosRespostaSchema,
  materiaisPermitidosSchema,
  ORIGEM_PERMISSAO,
  periodoDatatableSchema,
  periodoEdicaoRespostaSchema,
  periodoFiltroSchema,
  periodoFormSchema,
  periodoModeloSchema,
  periodoRequisicaoEdicaoSchema,
  periodoRequisicaoSchema,
  periodosGravadosSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { conflict } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { paginar } from '../lista.js';
import { definirMateriaisDoSetor, materiaisDoSetor } from './material-permitido.service.js';
import {
  estoqueParaSetor,
  exigirSemSobreposicao,
  exigirSetor,
  lerPeriodo,
  setoresRequisitantes,
  situacaoPeriodo,
} from './periodo.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/requisicao-abertura-fechamento'];
const base = '/api/almoxarifado/requisicao-abertura-fechamento';

const formulario = async (req: FastifyRequest, tx: Tx) => ({
  almoxarifado: await centroDaSessao(req, tx),
  setores: await setoresRequisitantes(tx),
});

/**
 * almoxarifado/requisicao-abertura-fechamento (spec 000 §2.3; spec 001 §7 plus estoque/{a}/{b} and
 * material-permitido/{id}): the periods in which each sector may ask the session's warehouse, the materials with
 * stock a sector sees, and the list of materials each sector may ask for.
 */
export function requisicaoAberturaFechamentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema.extend(periodoFiltroSchema.shape), response: { 200: periodoDatatableSchema } },
      config: { permission: ALM.periodoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [sql`p.centro_custo_almoxarifado_id = ${req.auth.centroCustoId}`];
        if (q.centroCustoRequisitanteId) onde.push(sql`p.centro_custo_requisitante_id = ${q.centroCustoRequisitanteId}`);
        if (q.situacao) onde.push(sql`${situacaoPeriodo(sql`p`)} = ${q.situacao}`);
        return paginar(tx, q, {
          de: sql`from almoxarifado_requisicao_periodo p join centro_custo cc on cc.id = p.centro_custo_requisitante_id
                  join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id`,
          onde,
          colunas: sql`p.id, cc.nome as setor, u.nome_fantasia as unidade, p.data_abertura::text as "dataAbertura",
            p.data_fechamento::text as "dataFechamento", ${situacaoPeriodo(sql`p`)} as situacao,
            (select count(*) from almoxarifado_requisicao r where r.periodo_id = p.id) as "quantidadeRequisicoes"`,
          ordenaveis: {
            setor: porNome(sql`cc.nome`),
            dataAbertura: sql`p.data_abertura`,
            dataFechamento: sql`p.data_fechamento`,
          },
          ordemPadrao: sql`p.data_abertura desc, p.id desc`,
          busca: [sql`cc.nome`, sql`u.nome_fantasia`, sql`p.observacao`],
        }) as never;
      }),
  );

  r.get(`${base}/create`, { schema: { tags, response: { 200: periodoFormSchema } }, config: { permission: ALM.periodoCadastrar } }, (req) =>
    req.tx(async (tx) => ({ form: await formulario(req, tx) })),
  );

  r.post(
    base,
    {
      schema: { tags, body: periodoRequisicaoSchema, response: { 201: periodosGravadosSchema } },
      config: { permission: ALM.periodoCadastrar },
    },
    async (req, reply) => {
      const ids = await req.tx(async (tx) => {
        const b = req.body;
        const gravados: number[] = [];
        for (const setorId of b.centrosCustoRequisitantesIds) {
          const setor = await exigirSetor(tx, setorId, 'centros_custo_requisitantes_ids');
          const almoxarifadoId = req.auth.centroCustoId;
          await exigirSemSobreposicao(tx, { almoxarifadoId, setorId, setorNome: setor.nome, ...b });
          const { rows } = await tx.execute(sql`
            insert into almoxarifado_requisicao_periodo (centro_custo_requisitante_id, centro_custo_almoxarifado_id, data_abertura, data_fechamento, observacao)
            values (${setorId}, ${almoxarifadoId}, ${b.dataAbertura}, ${b.dataFechamento}, ${b.observacao ?? null}) returning id`);
          gravados.push(Number(rows[0].id));
        }
        return gravados;
      });
      return reply.status(201).send({ ids });
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: periodoEdicaoRespostaSchema } }, config: { permission: ALM.periodoVer } },
    (req) =>
      req.tx(async (tx) => ({ form: await formulario(req, tx), model: await lerPeriodo(tx, req.params.id, req.auth.centroCustoId) })),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: periodoRequisicaoEdicaoSchema, response: { 200: periodoModeloSchema } },
      config: { permission: ALM.periodoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const atual = await lerPeriodo(tx, req.params.id, req.auth.centroCustoId);
        const b = req.body;
        await exigirSemSobreposicao(tx, {
          almoxarifadoId: req.auth.centroCustoId,
          setorId: atual.centroCustoRequisitanteId,
          setorNome: atual.setor,
          excetoId: atual.id,
          ...b,
        });
        await tx.execute(sql`
          update almoxarifado_requisicao_periodo set data_abertura = ${b.dataAbertura}, data_fechamento = ${b.dataFechamento},
                 observacao = ${b.observacao ?? null}, updated_at = now()
           where id = ${atual.id}`);
        return lerPeriodo(tx, atual.id, req.auth.centroCustoId);
      }),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: ALM.periodoExcluir } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const atual = await lerPeriodo(tx, req.params.id, req.auth.centroCustoId);
        // the requisitions made in it keep pointing at it: a period that was used is closed by its date, not deleted
        if (atual.quantidadeRequisicoes > 0) throw conflict('Este período tem requisições e não pode ser excluído.');
        await tx.execute(sql`delete from almoxarifado_requisicao_periodo where id = ${atual.id}`);
      });
      return reply.status(204).send();
    },
  );

  r.get(
    `${base}/estoque/:a/:b`,
    {
      schema: {
        tags,
        params: z.object({ a: z.coerce.number().int().positive(), b: z.coerce.number().int().positive() }),
        response: { 200: estoqueParaSetorSchema },
      },
      config: { permission: ALM.periodoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await exigirSetor(tx, req.params.b, 'b');
        return { data: await estoqueParaSetor(tx, req.params.a, req.params.b) };
      }),
  );

  r.get(
    `${base}/material-permitido/:id`,
    { schema: { tags, params: idParams, response: { 200: materiaisPermitidosRespostaSchema } }, config: { permission: ALM.periodoVer } },
    (req) => req.tx((tx) => materiaisDoSetor(tx, req.params.id)),
  );

  r.put(
    `${base}/material-permitido/:id`,
    {
      schema: { tags, params: idParams, body: materiaisPermitidosSchema, response: { 200: materiaisPermitidosRespostaSchema } },
      config: { permission: ALM.periodoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await definirMateriaisDoSetor(tx, req.params.id, req.body.materiaisIds, ORIGEM_PERMISSAO.MANUAL);
        return materiaisDoSetor(tx, req.params.id);
      }),
  );
}
