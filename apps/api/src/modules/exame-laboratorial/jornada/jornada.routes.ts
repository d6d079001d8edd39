import {
  DIAS_SEMANA,
  datatableRequestSchema,
  datatableResposta,
  LAB,
  labCotaListaSchema,
  labCotaQuerySchema,
  labCotaSchema,
  labJornadaFormSchema,
  labJornadaResource,
  labJornadaSchema,
  MODULO_EXAME_LABORATORIAL,
  RECURSO_LABORATORIO,
  w,
} from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { mapDbError, pgError } from '../../../lib/crud/db-errors.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { jornada, registrarNomeRecurso } from '../../agenda/index.js';
import { listarCotas } from './cota.service.js';
import { labCota } from './cota.table.js';

const base = '/api/exame-laboratorial/jornada';
const tags = ['exame-laboratorial/jornada'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const doModulo = eq(jornada.modulo, MODULO_EXAME_LABORATORIAL);

const laboratorioNome = sql<string>`(select l.nome from laboratorio l where l.id = "jornada"."recurso_id")`;
const unidadeNome = sql<string>`(select u.nome_fantasia from unidade u where u.id = "jornada"."unidade_id")`;
const situacaoNome = sql<string>`(select s.nome from jornada_situacao s where s.id = "jornada"."situacao_id")`;
const nomesDias = DIAS_SEMANA.map((d, i) => sql`when ${i} then ${d.slice(0, 3)}`);
const dias = sql<string>`(select string_agg(case d ${sql.join(nomesDias, sql` `)} end, ', ' order by d) from unnest("jornada"."dias_semana") d)`;
const horario = sql<string>`to_char("jornada"."hora_inicio", 'HH24:MI') || ' – ' || to_char("jornada"."hora_fim", 'HH24:MI')`;
const lista = {
  laboratorioNome,
  unidadeNome,
  dias,
  horario,
  vagas: jornada.vagasPrimeiraVez,
  vigenciaInicio: jornada.vigenciaInicio,
  situacaoNome,
};
const linha = z.object({
  id: z.number(),
  laboratorioNome: z.string().nullable(),
  unidadeNome: z.string().nullable(),
  dias: z.string().nullable(),
  horario: z.string().nullable(),
  vagas: z.number(),
  vigenciaInicio: z.string(),
  situacaoNome: z.string().nullable(),
});
const modelo = z.object({
  id: z.number(),
  laboratorioId: z.number(),
  unidadeId: z.number(),
  situacaoId: z.number(),
  diasSemana: z.array(z.number()),
  horaInicio: z.string(),
  horaFim: z.string(),
  duracaoMinutos: z.number(),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  vagas: z.number(),
  abertaOutrasUnidades: z.boolean(),
  observacao: z.string().nullable(),
});

const opcoes = async (tx: Tx, q: SQL) =>
  ((await tx.execute(q)).rows as { id: number | string; nome: string }[]).map((r) => ({ id: Number(r.id), nome: r.nome }));

/** The option lists of a collection agenda's form: laboratories (not support ones), units, statuses. */
async function opcoesJornada(tx: Tx) {
  return labJornadaFormSchema.parse({
    laboratorios: await opcoes(tx, sql`select id, nome from laboratorio where not bloqueado order by ${porNome(sql`nome`)}`),
    unidades: await opcoes(
      tx,
      sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
    ),
    situacoes: await opcoes(tx, sql`select id, nome from jornada_situacao where not bloqueado order by ${porNome(sql`nome`)}`),
  });
}

type Entrada = z.infer<typeof labJornadaSchema>;

/** The engine's row of a collection agenda: the laboratory is the resource; every slot is of the first type. */
const valores = (i: Entrada) => ({
  modulo: MODULO_EXAME_LABORATORIAL,
  recursoTipo: RECURSO_LABORATORIO,
  recursoId: i.laboratorioId,
  unidadeId: i.unidadeId,
  situacaoId: i.situacaoId,
  diasSemana: i.diasSemana,
  horaInicio: i.horaInicio,
  horaFim: i.horaFim,
  viraDia: false,
  duracaoMinutos: i.duracaoMinutos,
  vigenciaInicio: i.vigenciaInicio,
  vigenciaFim: i.vigenciaFim ?? null,
  vagasPrimeiraVez: i.vagas,
  vagasRetorno: 0,
  vagasReguladas: 0,
  vagasReservadas: 0,
  abertaOutrasUnidades: i.abertaOutrasUnidades,
  observacao: i.observacao ?? null,
});

async function validar(tx: Tx, i: Entrada) {
  // read again inside the tenant: a foreign key (or a generic id) passes another municipality's record
  const erros: Record<string, string[]> = {};
  const existe = async (q: SQL) => (await tx.execute(q)).rows.length > 0;
  if (!(await existe(sql`select 1 from laboratorio where id = ${i.laboratorioId} and not bloqueado`)))
    erros.laboratorio_id = ['Laboratório não encontrado.'];
  if (!(await existe(sql`select 1 from unidade where id = ${i.unidadeId}`))) erros.unidade_id = ['Unidade não encontrada.'];
  if (!(await existe(sql`select 1 from jornada_situacao where id = ${i.situacaoId}`))) erros.situacao_id = ['Situação não encontrada.'];
  if (Object.keys(erros).length) throw unprocessable(erros);
}

async function carregar(tx: Tx, id: number) {
  const [j] = await tx
    .select()
    .from(jornada)
    .where(and(eq(jornada.id, id), doModulo));
  if (!j) throw notFound('Agenda de coleta não encontrada.');
  return {
    id: j.id,
    laboratorioId: j.recursoId,
    unidadeId: j.unidadeId,
    situacaoId: j.situacaoId,
    diasSemana: j.diasSemana,
    horaInicio: j.horaInicio,
    horaFim: j.horaFim,
    duracaoMinutos: j.duracaoMinutos,
    vigenciaInicio: j.vigenciaInicio,
    vigenciaFim: j.vigenciaFim,
    vagas: j.vagasPrimeiraVez,
    abertaOutrasUnidades: j.abertaOutrasUnidades,
    observacao: j.observacao,
  };
}

/**
 * exame-laboratorial/jornada (spec 000 §2.3: index, create/{id}): the collection agendas on the agenda engine's
 * table (modulo 'exame-laboratorial', the laboratory as resource), written out rather than through the generic
 * CRUD so every read and write stays inside the module's agendas; and the quotas of the requesting units.
 */
/** The engine names an agenda's resource by kind: a collection agenda's is the laboratory (the plugin's `nucleo`). */
export const registrarNomeLaboratorio = () =>
  registrarNomeRecurso(RECURSO_LABORATORIO, (id) => sql<string>`(select l.nome from laboratorio l where l.id = ${id})`);

export function jornadaLaboratorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = labJornadaResource.permissoes;

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: datatableResposta(linha) } },
      config: { permission: LAB.jornadaVer },
    },
    (req) =>
      req.tx((tx) =>
        runDatatable(
          req.query,
          {
            sortable: { laboratorioNome, unidadeNome, vigenciaInicio: jornada.vigenciaInicio, situacaoNome },
            search: (t) => textSearch(t, laboratorioNome, unidadeNome),
            defaultOrder: [sql`${laboratorioNome} asc`],
            tieBreaker: jornada.id,
          },
          {
            rows: (where) =>
              tx
                .select({ id: jornada.id, ...lista })
                .from(jornada)
                .where(and(doModulo, where))
                .$dynamic(),
            count: (where) => tx.select({ total: sql<number>`count(*)::int` }).from(jornada).where(and(doModulo, where)).$dynamic(),
          },
        ),
      ),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: z.object({ form: labJornadaFormSchema }) } }, config: { permission: perm.cadastrar } },
    (req) => req.tx(async (tx) => ({ form: await opcoesJornada(tx) })),
  );

  r.post(
    base,
    { schema: { tags, body: labJornadaSchema, response: { 201: modelo } }, config: { permission: LAB.jornadaCadastrar } },
    async (req, reply) => {
      const criada = await req.tx(async (tx) => {
        await validar(tx, req.body);
        const [row] = await tx.insert(jornada).values(valores(req.body)).returning({ id: jornada.id });
        return carregar(tx, Number(row?.id));
      });
      return reply.status(201).send(criada);
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: z.object({ form: labJornadaFormSchema, model: modelo }) } },
      config: { permission: LAB.jornadaEditar },
    },
    (req) => req.tx(async (tx) => ({ form: await opcoesJornada(tx), model: await carregar(tx, req.params.id) })),
  );

  r.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: labJornadaSchema, response: { 200: modelo } }, config: { permission: LAB.jornadaEditar } },
    (req) =>
      req.tx(async (tx) => {
        await carregar(tx, req.params.id);
        await validar(tx, req.body);
        await tx
          .update(jornada)
          .set(valores(req.body))
          .where(and(eq(jornada.id, req.params.id), doModulo));
        return carregar(tx, req.params.id);
      }),
  );

  // ---------------------------------------------------------------- quotas

  r.get(
    `${base}/cota`,
    { schema: { tags, querystring: labCotaQuerySchema, response: { 200: labCotaListaSchema } }, config: { permission: LAB.jornadaVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = sql.join(
          [
            q.laboratorioId ? sql`c.laboratorio_id = ${q.laboratorioId}` : sql`true`,
            q.competencia ? sql`c.competencia = ${q.competencia}` : sql`true`,
          ],
          sql` and `,
        );
        return { data: await listarCotas(tx, onde) };
      }),
  );

  const validarCota = async (tx: Tx, c: z.infer<typeof labCotaSchema>) => {
    const erros: Record<string, string[]> = {};
    if (!(await tx.execute(sql`select 1 from laboratorio where id = ${c.laboratorioId}`)).rows.length)
      erros.laboratorio_id = ['Laboratório não encontrado.'];
    if (!(await tx.execute(sql`select 1 from unidade where id = ${c.unidadeSolicitanteId}`)).rows.length)
      erros.unidade_solicitante_id = ['Unidade não encontrada.'];
    if (Object.keys(erros).length) throw unprocessable(erros);
  };
  const umaCota = async (tx: Tx, id: number) => {
    const [c] = await listarCotas(tx, sql`c.id = ${id}`);
    if (!c) throw notFound('Cota não encontrada.');
    return c;
  };
  const cotaRepetida = (e: unknown): never => {
    if (pgError(e)?.code === '23505')
      throw unprocessable({ competencia: ['Já existe cota desta unidade neste laboratório e mês. Altere a existente.'] });
    return mapDbError(e, { operacao: 'gravar' });
  };

  r.post(
    `${base}/cota`,
    {
      schema: { tags, body: labCotaSchema, response: { 201: w.dados(labCotaListaSchema.shape.data.element) } },
      config: { permission: LAB.jornadaCadastrar },
    },
    async (req, reply) => {
      const data = await req
        .tx(async (tx) => {
          await validarCota(tx, req.body);
          const [row] = await tx
            .insert(labCota)
            .values({ ...req.body, valorTeto: req.body.valorTeto == null ? null : String(req.body.valorTeto) })
            .returning({ id: labCota.id });
          return umaCota(tx, Number(row?.id));
        })
        .catch(cotaRepetida);
      return reply.status(201).send({ data });
    },
  );

  r.put(
    `${base}/cota/:id`,
    {
      schema: { tags, params: idParams, body: labCotaSchema, response: { 200: w.dados(labCotaListaSchema.shape.data.element) } },
      config: { permission: LAB.jornadaEditar },
    },
    (req) =>
      req
        .tx(async (tx) => {
          await umaCota(tx, req.params.id);
          await validarCota(tx, req.body);
          await tx
            .update(labCota)
            .set({ ...req.body, valorTeto: req.body.valorTeto == null ? null : String(req.body.valorTeto) })
            .where(eq(labCota.id, req.params.id));
          return { data: await umaCota(tx, req.params.id) };
        })
        .catch(cotaRepetida),
  );

  r.delete(
    `${base}/cota/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: LAB.jornadaEditar } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        await umaCota(tx, req.params.id);
        await tx.delete(labCota).where(eq(labCota.id, req.params.id));
      });
      return reply.status(204).send();
    },
  );
}
