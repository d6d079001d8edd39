import {
  datatableRequestSchema,
  LAB,
  lancamentoResultadoRespostaSchema,
  lancamentoResultadoSchema,
  resultadoAgendamentoSchema,
  resultadoFiltroSchema,
  resultadoPendenteDatatableSchema,
  resultadoPorNumeroRespostaSchema,
  SITUACAO_EXAME_LAB,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound } from '../../../lib/http-errors.js';
import { gravarResultados, telaDoAgendamento } from './lancamento-resultado.service.js';

const tags = ['exame-laboratorial/lancamento-resultado'];
const base = '/api/exame-laboratorial/lancamento-resultado';
const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * exame-laboratorial/lancamento-resultado (issue 21 "Results"): the bench's worklist (collected exams awaiting
 * their result, by laboratory, sector, day and status), the scan of a label (the scheduling number), the screen of
 * one scheduling with all its exams, and the save (validated and classified on the server, one transaction).
 */
export function lancamentoResultadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filtro = datatableRequestSchema.extend(resultadoFiltroSchema.shape);

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: filtro, response: { 200: resultadoPendenteDatatableSchema } },
      config: { permission: LAB.resultadoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const doExame = [sql`ae.lab_agendamento_id = la.id`, sql`ae.situacao = ${q.situacao ?? SITUACAO_EXAME_LAB.coletado}`];
        if (q.setor) doExame.push(sql`exists (select 1 from lab_exame le where le.exame_id = ae.exame_id and le.setor = ${q.setor})`);
        const ondeExame = sql.join(doExame, sql` and `);
        const onde = [sql`exists (select 1 from lab_agendamento_exame ae where ${ondeExame})`];
        if (q.laboratorioId) onde.push(sql`la.laboratorio_id = ${q.laboratorioId}`);
        if (q.dataInicio) onde.push(sql`a.data >= ${q.dataInicio}`);
        if (q.dataFim) onde.push(sql`a.data <= ${q.dataFim}`);
        const res = await paginar(tx, q, {
          de: sql`from lab_agendamento la join agendamento a on a.id = la.agendamento_id join cidadao c on c.id = la.paciente_id
                  join laboratorio l on l.id = la.laboratorio_id`,
          onde,
          colunas: sql`la.id, a.numero, a.data::text as data, coalesce(nullif(c.nome_social, ''), c.nome) as paciente, l.nome as laboratorio, la.urgente,
                       (select string_agg(coalesce(le.sigla, e.nome), ', ' order by e.nome) from lab_agendamento_exame ae join exame e on e.id = ae.exame_id
                          left join lab_exame le on le.exame_id = ae.exame_id where ${ondeExame}) as exames,
                       (select count(*)::int from lab_agendamento_exame ae where ${ondeExame}) as quantidade`,
          ordenaveis: { data: sql`a.data`, numero: sql`a.numero`, paciente: sql`c.nome`, laboratorio: sql`l.nome` },
          ordemPadrao: sql`la.urgente desc, a.data, a.numero`,
          busca: [sql`c.nome`, sql`a.numero::text`],
        });
        return {
          ...res,
          data: res.data.map((d) => ({ ...d, numero: Number(d.numero), urgente: Boolean(d.urgente), quantidade: Number(d.quantidade) })),
        } as never;
      }),
  );

  r.get(
    `${base}/numero/:numero`,
    {
      schema: {
        tags,
        params: z.object({ numero: z.coerce.number().int().positive() }),
        response: { 200: resultadoPorNumeroRespostaSchema },
      },
      config: { permission: LAB.resultadoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select la.id from lab_agendamento la join agendamento a on a.id = la.agendamento_id where a.numero = ${req.params.numero}`);
        if (!rows[0]) throw notFound('Nenhum agendamento de exames com este número.');
        return { data: { id: Number(rows[0].id) } };
      }),
  );

  r.get(
    `${base}/create/:id`,
    { schema: { tags, params, response: { 200: resultadoAgendamentoSchema } }, config: { permission: LAB.resultadoVer } },
    (req) =>
      req.tx(async (tx) => {
        const data = await telaDoAgendamento(tx, req.params.id);
        await auditarLeitura(tx, req, {
          tabela: 'lab_resultado',
          registroId: req.params.id,
          pacienteId: data.paciente.id,
          rota: `exame-laboratorial/lancamento-resultado/create/${req.params.id}`,
        });
        return { data };
      }),
  );

  r.post(
    `${base}/:id`,
    {
      schema: { tags, params, body: lancamentoResultadoSchema, response: { 200: lancamentoResultadoRespostaSchema } },
      config: { permission: LAB.resultadoLancar },
    },
    (req) =>
      req.tx(async (tx) => {
        const data = await gravarResultados(tx, req.auth.usuarioId, req.params.id, req.body);
        return { message: data.resultados.length > 1 ? 'Resultados lançados.' : 'Resultado lançado.', data };
      }),
  );
}
