import {
  assinaturaLaudoFiltroSchema,
  datatableRequestSchema,
  IMG,
  laudoAssinadoRespostaSchema,
  laudoAssinadoSchema,
  laudoAssinarDatatableSchema,
  SITUACAO_LAUDO_IMAGEM,
  w,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginar } from '../../../lib/datatable/paginar.js';
import { LIMITE_CORPO_DOCUMENTO_ASSINADO } from '../../../lib/signature/documento-assinado.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { gravarLaudoAssinado, pdfParaAssinarLaudo } from './assinatura.service.js';

const tags = ['exame-imagem/assinatura'];
const base = '/api/exame-imagem/assinatura';
const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * exame-imagem/assinatura (issue 22): the reports awaiting signature (of the logged radiologist by default — the
 * screen sends him as `profissionalId` — or of whoever wrote them), each report's PDF to sign and the store of the
 * signed copy. Several are signed at once by the web (one PDF each, one dialog).
 */
export function assinaturaImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(assinaturaLaudoFiltroSchema.shape),
        response: { 200: laudoAssinarDatatableSchema },
      },
      config: { permission: IMG.assinar },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [sql`l.situacao = ${SITUACAO_LAUDO_IMAGEM.lancado}`];
        if (q.profissionalId) onde.push(sql`l.lancado_por = ${q.profissionalId}`);
        if (q.equipamentoId) onde.push(sql`ie.equipamento_id = ${q.equipamentoId}`);
        if (q.dataInicio) onde.push(sql`l.lancado_em >= ${q.dataInicio}::date`);
        if (q.dataFim) onde.push(sql`l.lancado_em < ${q.dataFim}::date + 1`);
        const res = await paginar(tx, q, {
          de: sql`from img_laudo l join img_exame ie on ie.id = l.img_exame_id join cidadao c on c.id = ie.paciente_id
                  left join exame e on e.id = ie.exame_id left join procedimento_sigtap ps on ps.codigo = ie.procedimento_codigo
                  left join img_equipamento eq on eq.id = ie.equipamento_id`,
          onde,
          colunas: sql`l.id, l.img_exame_id as "imgExameId", coalesce(nullif(c.nome_social, ''), c.nome) as paciente,
                       coalesce(e.nome, ps.nome) as exame, eq.nome as equipamento, l.versao, ie.realizado_em as "realizadoEm",
                       l.lancado_em as "lancadoEm", ${nomeDoUsuario(sql`l.lancado_por`)} as "lancadoPor"`,
          ordenaveis: { lancadoEm: sql`l.lancado_em`, paciente: sql`c.nome`, exame: sql`coalesce(e.nome, ps.nome)` },
          ordemPadrao: sql`l.lancado_em, l.id`,
          busca: [sql`c.nome`, sql`coalesce(e.nome, ps.nome)`],
        });
        return { ...res, data: res.data.map((d) => ({ ...d, versao: Number(d.versao), exame: String(d.exame ?? '') })) } as never;
      }),
  );

  r.get(
    `${base}/profissionais`,
    { schema: { tags, response: { 200: w.dados(z.array(w.opcao)) } }, config: { permission: IMG.assinar } },
    (req) =>
      req.tx(async (tx) => {
        // who wrote the reports awaiting signature: the choices of the profissionalId filter
        const { rows } = await tx.execute(sql`
          select distinct l.lancado_por as id, ${nomeDoUsuario(sql`l.lancado_por`)} as nome from img_laudo l
           where l.situacao = ${SITUACAO_LAUDO_IMAGEM.lancado} order by 2`);
        return { data: rows.map((x) => ({ id: Number(x.id), nome: String(x.nome ?? '') })) };
      }),
  );

  r.get(
    `${base}/pdf/:id`,
    { schema: { tags, params, response: { 200: w.arquivo } }, config: { permission: IMG.assinar } },
    async (req, reply) => {
      const pdf = await req.tx((tx) => pdfParaAssinarLaudo(tx, req.auth.usuarioId, req.params.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="laudo-${req.params.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );

  r.post(
    `${base}/store/:id`,
    {
      schema: { tags, params, body: laudoAssinadoSchema, response: { 200: laudoAssinadoRespostaSchema } },
      config: { permission: IMG.assinar },
      bodyLimit: LIMITE_CORPO_DOCUMENTO_ASSINADO,
    },
    (req) => req.tx((tx) => gravarLaudoAssinado(tx, req.auth.usuarioId, req.params.id, req.body.arquivo)),
  );
}
