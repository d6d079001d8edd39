import {
  datatableRequestSchema,
  IMG,
  impressaoLaudoFiltroSchema,
  impressaoLaudosQuerySchema,
  laudoImpressaoDatatableSchema,
  SITUACAO_LAUDO_IMAGEM,
  w,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { imprimirLaudos } from './impressao.service.js';

const base = '/api/exame-imagem';
const filtro = datatableRequestSchema.extend(impressaoLaudoFiltroSchema.shape);

/** The signed reports, never printed (impressao) or printed (reimpressao-resultado), by day done, patient and equipment. */
async function listar(tx: Tx, q: z.infer<typeof filtro>, impressos: boolean) {
  const onde: SQL[] = [
    sql`l.situacao = ${SITUACAO_LAUDO_IMAGEM.assinado}`,
    impressos
      ? sql`exists (select 1 from img_impressao i where i.laudo_id = l.id)`
      : sql`not exists (select 1 from img_impressao i where i.laudo_id = l.id)`,
  ];
  if (q.pacienteId) onde.push(sql`ie.paciente_id = ${q.pacienteId}`);
  if (q.equipamentoId) onde.push(sql`ie.equipamento_id = ${q.equipamentoId}`);
  if (q.dataInicio) onde.push(sql`coalesce(ie.realizado_em, l.lancado_em) >= ${q.dataInicio}::date`);
  if (q.dataFim) onde.push(sql`coalesce(ie.realizado_em, l.lancado_em) < ${q.dataFim}::date + 1`);
  const res = await paginar(tx, q, {
    de: sql`from img_laudo l join img_exame ie on ie.id = l.img_exame_id join cidadao c on c.id = ie.paciente_id
            left join exame e on e.id = ie.exame_id left join procedimento_sigtap ps on ps.codigo = ie.procedimento_codigo
            left join img_equipamento eq on eq.id = ie.equipamento_id`,
    onde,
    colunas: sql`l.id, l.img_exame_id as "imgExameId", coalesce(nullif(c.nome_social, ''), c.nome) as paciente,
                 coalesce(e.nome, ps.nome) as exame, eq.nome as equipamento, l.versao, ie.realizado_em as "realizadoEm", l.situacao,
                 l.assinado_em as "assinadoEm", ${nomeDoUsuario(sql`l.assinado_por`)} as "assinadoPor",
                 (select max(i.impresso_em) from img_impressao i where i.laudo_id = l.id) as "impressoEm",
                 (select count(*)::int from img_impressao i where i.laudo_id = l.id) as impressoes`,
    ordenaveis: {
      realizadoEm: sql`ie.realizado_em`,
      assinadoEm: sql`l.assinado_em`,
      paciente: sql`c.nome`,
      exame: sql`coalesce(e.nome, ps.nome)`,
      impressoEm: sql`(select max(i.impresso_em) from img_impressao i where i.laudo_id = l.id)`,
    },
    ordemPadrao: impressos ? sql`l.assinado_em desc, l.id desc` : sql`l.assinado_em, l.id`,
    busca: [sql`c.nome`, sql`coalesce(e.nome, ps.nome)`],
  });
  return {
    ...res,
    data: res.data.map((d) => ({
      ...d,
      versao: Number(d.versao),
      situacao: Number(d.situacao),
      impressoes: Number(d.impressoes),
      exame: String(d.exame ?? ''),
    })),
  };
}

/**
 * exame-imagem/impressao and reimpressao-resultado (issue 22): the signed reports to print (never printed) and
 * those printed, one PDF of the chosen ones; every print recorded in img_impressao (a reprint flagged) and audited.
 */
export function impressaoImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [tela, impressos] of [
    ['impressao', false],
    ['reimpressao-resultado', true],
  ] as const) {
    const tags = [`exame-imagem/${tela}`];
    r.get(
      `${base}/${tela}/datatable`,
      { schema: { tags, querystring: filtro, response: { 200: laudoImpressaoDatatableSchema } }, config: { permission: IMG.imprimir } },
      (req) => req.tx(async (tx) => (await listar(tx, req.query, impressos)) as never),
    );
    r.get(
      `${base}/${tela}/pdf`,
      { schema: { tags, querystring: impressaoLaudosQuerySchema, response: { 200: w.arquivo } }, config: { permission: IMG.imprimir } },
      async (req, reply) => {
        const ids = req.query.laudoIds;
        const pdf = await req.tx((tx) => imprimirLaudos(tx, req, ids, impressos, `exame-imagem/${tela}/pdf`));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="laudos-imagem-${ids.join('-')}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf as never);
      },
    );
  }
}
