import {
  confirmarRealizadoGravadoSchema,
  confirmarRealizadoSchema,
  datatableRequestSchema,
  exameAgendadoRealizadoDatatableSchema,
  exameAgendadoRealizadoFiltroSchema,
  LAB,
  SITUACAO_EXAME_LAB as S,
  SITUACAO_AMOSTRA,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginar } from '../../../lib/datatable/paginar.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';

const tags = ['exame-laboratorial/exame-agendado-realizado'];
const base = '/api/exame-laboratorial/exame-agendado-realizado';
/** The statuses of an exam whose sample was collected: only these can be confirmed as performed. */
const COLETADOS = [S.coletado, S.resultadoLancado, S.liberado, S.entregue];

/**
 * exame-agendado-realizado (spec 000 §2.3, issue 21): the scheduled exams of a period with their status, and the
 * confirmation that the selected ones were performed (realizado_em), which only a collected exam accepts.
 */
export function exameAgendadoRealizadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filtro = datatableRequestSchema.extend(exameAgendadoRealizadoFiltroSchema.shape);

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: filtro, response: { 200: exameAgendadoRealizadoDatatableSchema } },
      config: { permission: LAB.realizadoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        if (q.dataFim < q.dataInicio) throw unprocessable({ data_fim: ['A data final deve ser igual ou posterior à data inicial.'] });
        const onde = [sql`j.modulo = 'exame-laboratorial'`, sql`a.data between ${q.dataInicio} and ${q.dataFim}`];
        if (q.situacao) onde.push(sql`e.situacao = ${q.situacao}`);
        if (q.laboratorioId) onde.push(sql`coalesce(e.laboratorio_executor_id, la.laboratorio_id) = ${q.laboratorioId}`);
        if (q.realizado === 1)
          onde.push(
            sql`e.realizado_em is null and e.situacao in (${sql.join(
              COLETADOS.map((x) => sql`${x}`),
              sql`, `,
            )})`,
          );
        if (q.realizado === 2) onde.push(sql`e.realizado_em is not null`);
        return (await paginar(tx, q, {
          de: sql`from jornada j join agendamento a on a.jornada_id = j.id join lab_agendamento la on la.agendamento_id = a.id
                  join lab_agendamento_exame e on e.lab_agendamento_id = la.id join exame ex on ex.id = e.exame_id
                  join cidadao c on c.id = la.paciente_id join laboratorio l on l.id = coalesce(e.laboratorio_executor_id, la.laboratorio_id)
                  left join lab_exame le on le.exame_id = e.exame_id and le.cliente_id = e.cliente_id
                  left join lab_amostra s on s.id = e.amostra_id`,
          onde,
          colunas: sql`e.id, a.numero, a.data::text as data, c.nome as paciente, ex.nome as exame,
                       coalesce(le.sigla, left(upper(ex.nome), 6)) as sigla, l.nome as laboratorio, e.situacao,
                       s.coletada_em as "coletadaEm", e.realizado_em as "realizadoEm"`,
          ordenaveis: {
            data: sql`a.data`,
            numero: sql`a.numero`,
            paciente: porNome(sql`c.nome`),
            exame: porNome(sql`ex.nome`),
            situacao: sql`e.situacao`,
          },
          ordemPadrao: sql`a.data, a.numero, e.id`,
          busca: [sql`c.nome`, sql`ex.nome`, sql`a.numero::text`],
        })) as never;
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: confirmarRealizadoSchema, response: { 201: confirmarRealizadoGravadoSchema } },
      config: { permission: LAB.realizadoCadastrar },
    },
    async (req, reply) => {
      const confirmados = await req.tx(async (tx) => {
        const ids = sql.join(
          req.body.ids.map((i) => sql`${i}`),
          sql`, `,
        );
        // lock the rows, then refuse the whole selection if any is missing or was not collected
        const { rows } = await tx.execute(sql`
          select e.id, e.situacao, s.situacao as amostra, e.realizado_em is not null as realizado
            from lab_agendamento_exame e left join lab_amostra s on s.id = e.amostra_id
           where e.id in (${ids}) for update of e`);
        if (rows.length !== req.body.ids.length) throw unprocessable({ ids: ['Exame agendado não encontrado.'] });
        const naoColetados = rows.filter(
          (x) =>
            !COLETADOS.includes(Number(x.situacao) as (typeof COLETADOS)[number]) ||
            (x.amostra != null && Number(x.amostra) !== SITUACAO_AMOSTRA.coletada),
        );
        if (naoColetados.length)
          throw unprocessable(
            { ids: [`${naoColetados.length} exame(s) selecionado(s) sem amostra coletada: só exames coletados podem ser confirmados.`] },
            'Só exames com amostra coletada podem ser confirmados como realizados.',
          );
        const { rows: feitos } = await tx.execute(sql`
          update lab_agendamento_exame set realizado_em = now() where id in (${ids}) and realizado_em is null returning id`);
        return feitos.length;
      });
      return reply.status(201).send({ data: { confirmados } });
    },
  );
}
