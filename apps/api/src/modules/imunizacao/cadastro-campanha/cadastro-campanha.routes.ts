import {
  CONDICOES_CAMPANHA,
  campanhaCreateRespostaSchema,
  campanhaDatatableSchema,
  campanhaEditRespostaSchema,
  campanhaGravadaSchema,
  campanhaListaSchema,
  campanhaModeloRespostaSchema,
  campanhaSchema,
  DOSE_NOME,
  ESTRATEGIAS_CAMPANHA,
  ESTRATEGIAS_VACINACAO,
  IMU,
  MENSAGENS_CAMPANHA as M,
  publicoAlvoPorExtenso,
} from '@saude/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { qualificada } from '../../../lib/sql/pessoa.js';
import { vacina } from '../../cadastro/index.js';
import { vacinacaoCampanha } from '../campanha/campanha.table.js';
import { alterarCampanha, criarCampanha, encerrarCampanha, modeloDaCampanha, situacaoSql } from './cadastro-campanha.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['imunizacao/cadastro-campanha'];
const BASE = '/api/imunizacao/cadastro-campanha';

async function formulario(tx: Tx) {
  const vacinas = await tx
    .select({ id: vacina.id, nome: vacina.nome })
    .from(vacina)
    .where(eq(vacina.bloqueado, false))
    .orderBy(asc(vacina.nome));
  return {
    estrategias: ESTRATEGIAS_VACINACAO.filter((e) => (ESTRATEGIAS_CAMPANHA as readonly number[]).includes(e.codigo)).map((e) => ({
      id: e.codigo,
      nome: e.nome,
    })),
    vacinas,
    doses: Object.entries(DOSE_NOME).map(([id, nome]) => ({ id, nome })),
    condicoes: CONDICOES_CAMPANHA.map((c) => ({ id: c.valor, nome: c.nome })),
  };
}

const colunasLista = {
  id: vacinacaoCampanha.id,
  nome: vacinacaoCampanha.nome,
  inicio: vacinacaoCampanha.inicio,
  fim: vacinacaoCampanha.fim,
  estrategia: vacinacaoCampanha.estrategia,
  idadeMinimaMeses: vacinacaoCampanha.idadeMinimaMeses,
  idadeMaximaMeses: vacinacaoCampanha.idadeMaximaMeses,
  sexo: vacinacaoCampanha.sexo,
  condicao: vacinacaoCampanha.condicao,
  situacao: situacaoSql,
  vacinas: sql<string>`coalesce((select string_agg(v.nome || ' ' || cv.dose, ', ' order by cv.id) from vacinacao_campanha_vacina cv
    join vacina v on v.id = cv.vacina_id where cv.campanha_id = ${qualificada(vacinacaoCampanha.id)}), '')`,
  dosesAplicadas: sql<number>`(select count(*) from vacinacao x where x.campanha_id = ${qualificada(vacinacaoCampanha.id)} and x.cancelado_em is null)`,
  pessoas: sql<number>`(select count(distinct x.paciente_id) from vacinacao x where x.campanha_id = ${qualificada(vacinacaoCampanha.id)} and x.cancelado_em is null)`,
  populacaoAlvo: vacinacaoCampanha.populacaoAlvo,
  metaPercentual: vacinacaoCampanha.metaPercentual,
};

/** imunizacao/cadastro-campanha (issue 20): index (with coverage), create, store, edit, update, encerrar. */
export function cadastroCampanhaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/datatable`,
    {
      schema: { tags, querystring: campanhaListaSchema, response: { 200: campanhaDatatableSchema } },
      config: { permission: IMU.campanhaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const situacao = req.query.situacao;
        const res = await runDatatable(
          req.query,
          {
            sortable: { nome: vacinacaoCampanha.nome, inicio: vacinacaoCampanha.inicio, fim: vacinacaoCampanha.fim },
            search: (t) => textSearch(t, vacinacaoCampanha.nome),
            filter: situacao ? sql`${situacaoSql} = ${situacao}` : undefined,
            defaultOrder: [desc(vacinacaoCampanha.inicio)],
            tieBreaker: vacinacaoCampanha.id,
          },
          {
            rows: (w) => tx.select(colunasLista).from(vacinacaoCampanha).where(w).$dynamic(),
            count: (w) => tx.select({ total: sql<number>`count(*)` }).from(vacinacaoCampanha).where(w).$dynamic(),
          },
        );
        return {
          ...res,
          data: res.data.map((l) => {
            const populacao = l.populacaoAlvo;
            const pessoas = Number(l.pessoas);
            return {
              ...l,
              publicoAlvo: publicoAlvoPorExtenso(l),
              metaPercentual: l.metaPercentual == null ? null : Number(l.metaPercentual),
              dosesAplicadas: Number(l.dosesAplicadas),
              cobertura: populacao ? Math.round((pessoas / populacao) * 1000) / 10 : null,
            };
          }),
        };
      }),
  );

  r.get(
    `${BASE}/create`,
    { schema: { tags, response: { 200: campanhaCreateRespostaSchema } }, config: { permission: IMU.campanhaCadastrar } },
    (req) => req.tx(async (tx) => ({ data: { form: await formulario(tx) } })),
  );

  r.post(
    BASE,
    { schema: { tags, body: campanhaSchema, response: { 201: campanhaGravadaSchema } }, config: { permission: IMU.campanhaCadastrar } },
    async (req, reply) => {
      const id = await req.tx((tx) => criarCampanha(tx, req.body));
      return reply.status(201).send({ id, message: M.criada });
    },
  );

  r.get(
    `${BASE}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: campanhaEditRespostaSchema } }, config: { permission: IMU.campanhaVer } },
    (req) => req.tx(async (tx) => ({ data: { form: await formulario(tx), model: await modeloDaCampanha(tx, req.params.id) } })),
  );

  r.put(
    `${BASE}/:id`,
    {
      schema: { tags, params: idParams, body: campanhaSchema, response: { 200: campanhaModeloRespostaSchema } },
      config: { permission: IMU.campanhaEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await alterarCampanha(tx, req.params.id, req.body);
        return { model: await modeloDaCampanha(tx, req.params.id), message: M.alterada };
      }),
  );

  r.put(
    `${BASE}/encerrar/:id`,
    { schema: { tags, params: idParams, response: { 200: campanhaModeloRespostaSchema } }, config: { permission: IMU.campanhaEditar } },
    (req) =>
      req.tx(async (tx) => {
        await encerrarCampanha(tx, req.params.id);
        return { model: await modeloDaCampanha(tx, req.params.id), message: M.encerrada };
      }),
  );
}
