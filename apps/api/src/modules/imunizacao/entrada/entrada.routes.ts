import {
  datatableRequestSchema,
  entradaVacinaDatatableSchema,
  entradaVacinaFiltroSchema,
  entradaVacinaFormSchema,
  entradaVacinaModeloSchema,
  entradaVacinaSchema,
  gravadoVacinaSchema,
  IMU,
  motivoVacinaSchema,
  vacinaDeEstoqueSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { porNome } from '../../../lib/sql/texto.js';
import { salaDaSessao } from '../sala-vacinacao/sala-vacinacao.service.js';
import { estornarEntrada, gravarEntrada, lerEntrada } from './entrada.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['imunizacao/entrada'];
const base = '/api/imunizacao/entrada';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * imunizacao/entrada (spec 000 §2.3: index and create; spec 001 §7 "entry"): vaccines received at the session's room
 * or cold store, in doses (vials × doses per vial); view and reversal while the doses are all still there.
 */
export function entradaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(entradaVacinaFiltroSchema.shape),
        response: { 200: entradaVacinaDatatableSchema },
      },
      config: { permission: IMU.entradaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const q = req.query;
        const onde = [sql`e.centro_custo_id = ${sala.centroCustoId}`];
        if (q.dataInicio) onde.push(sql`e.data >= ${q.dataInicio}`);
        if (q.dataFim) onde.push(sql`e.data <= ${q.dataFim}`);
        if (q.situacao) onde.push(sql`e.situacao = ${q.situacao}`);
        if (q.vacinaId)
          onde.push(sql`exists (select 1 from imunizacao_entrada_item i where i.entrada_id = e.id and i.vacina_id = ${q.vacinaId})`);
        const vacinas = sql`(select string_agg(distinct v.sigla, ', ') from imunizacao_entrada_item i join vacina v on v.id = i.vacina_id where i.entrada_id = e.id)`;
        const doses = sql`(select coalesce(sum(i.doses), 0)::int from imunizacao_entrada_item i where i.entrada_id = e.id)`;
        return (await paginar(tx, q, {
          de: sql`from imunizacao_entrada e`,
          onde,
          colunas: sql`e.id, e.data::text as data, e.origem, e.documento, coalesce(${vacinas}, '') as vacinas, ${doses} as doses, e.situacao`,
          ordenaveis: { data: sql`e.data`, origem: porNome(sql`e.origem`), documento: sql`e.documento`, situacao: sql`e.situacao` },
          ordemPadrao: sql`e.data desc, e.id desc`,
          busca: [sql`e.origem`, sql`e.documento`, vacinas],
        })) as never;
      }),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: entradaVacinaFormSchema } }, config: { permission: IMU.entradaCadastrar } },
    (req) => req.tx(async (tx) => ({ form: { sala: await salaDaSessao(tx, req.auth.centroCustoId, { escrita: true }) } })),
  );

  r.get(
    `${base}/vacina`,
    {
      schema: {
        tags,
        querystring: z.object({ search: z.object({ value: z.string().max(100).optional() }).optional() }),
        response: { 200: vacinaDeEstoqueSchema },
      },
      config: { permission: IMU.entradaCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const { rows } = await tx.execute(sql`
          select v.id, v.nome || ' (' || v.sigla || ')' as label, v.doses_por_frasco, v.fabricante_id, f.nome as fabricante
            from vacina v left join fabricante f on f.id = v.fabricante_id
           where not v.bloqueado and v.material_id is not null ${termo ? sql`and ${textSearch(termo, sql`v.nome`, sql`v.sigla`)}` : sql``}
           order by ${porNome(sql`v.nome`)} limit 10`);
        return {
          data: rows.map((v) => ({
            id: Number(v.id),
            label: String(v.label),
            dosesPorFrasco: Number(v.doses_por_frasco),
            fabricanteId: v.fabricante_id == null ? null : Number(v.fabricante_id),
            fabricante: (v.fabricante as string | null) ?? null,
          })),
        };
      }),
  );

  r.post(
    base,
    { schema: { tags, body: entradaVacinaSchema, response: { 201: gravadoVacinaSchema } }, config: { permission: IMU.entradaCadastrar } },
    async (req, reply) => {
      const id = await req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId, { escrita: true });
        return gravarEntrada(tx, ctxDe(req), sala.centroCustoId, req.body);
      });
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: entradaVacinaModeloSchema } }, config: { permission: IMU.entradaVer } },
    (req) => req.tx(async (tx) => lerEntrada(tx, req.params.id, (await salaDaSessao(tx, req.auth.centroCustoId)).centroCustoId)),
  );

  r.put(
    `${base}/reverse/:id`,
    {
      schema: { tags, params: idParams, body: motivoVacinaSchema, response: { 200: entradaVacinaModeloSchema } },
      config: { permission: IMU.entradaCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId, { escrita: true });
        await estornarEntrada(tx, ctxDe(req), req.params.id, sala.centroCustoId, req.body.motivo);
        return lerEntrada(tx, req.params.id, sala.centroCustoId);
      }),
  );
}
