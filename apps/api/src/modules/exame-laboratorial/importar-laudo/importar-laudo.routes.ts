import {
  datatableRequestSchema,
  importacaoLaudoDatatableSchema,
  importacaoLaudoRespostaSchema,
  importarLaudoFormSchema,
  importarLaudoSchema,
  LAB,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginar } from '../../../lib/datatable/paginar.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { importarLaudo, lerImportacao } from './importar-laudo.service.js';

const tags = ['exame-laboratorial/importar-laudo'];
const base = '/api/exame-laboratorial/importar-laudo';
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * exame-laboratorial/importar-laudo (spec 000 §2.3; issue 21): the history of imports (index), the support
 * laboratories to choose from (create), the upload (the file's text in JSON: a result file is a few MB at most) and one
 * import with its problems or its results.
 */
export function importarLaudoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: LAB.importar };

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: datatableRequestSchema, response: { 200: importacaoLaudoDatatableSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const problemas = sql`jsonb_array_length(i.rejeitados)`;
        const res = await paginar(tx, req.query, {
          de: sql`from lab_importacao i left join laboratorio l on l.id = i.laboratorio_id`,
          onde: [],
          colunas: sql`i.id, i.criado_em, l.nome as laboratorio, i.formato, i.arquivo_nome, i.total, i.importados,
            ${problemas}::int as problemas, ${nomeDoUsuario(sql`i.usuario_id`)} as usuario`,
          ordenaveis: { criadoEm: sql`i.criado_em`, laboratorio: porNome(sql`l.nome`), arquivoNome: sql`i.arquivo_nome` },
          ordemPadrao: sql`i.criado_em desc, i.id desc`,
          busca: [sql`l.nome`, sql`i.arquivo_nome`],
        });
        return {
          ...res,
          data: res.data.map((x) => ({
            id: Number(x.id),
            criadoEm: x.criado_em as Date,
            laboratorio: (x.laboratorio as string | null) ?? null,
            formato: String(x.formato),
            arquivoNome: String(x.arquivo_nome),
            total: Number(x.total),
            importados: Number(x.importados),
            problemas: Number(x.problemas),
            usuario: (x.usuario as string | null) ?? null,
          })),
        };
      }),
  );

  r.get(`${base}/create`, { schema: { tags, response: { 200: importarLaudoFormSchema } }, config }, (req) =>
    req.tx(async (tx) => {
      const { rows } = await tx.execute(
        sql`select id, nome, codigo_hl7 from laboratorio where apoio and not bloqueado order by ${porNome(sql`nome`)}`,
      );
      return {
        data: {
          laboratorios: rows.map((l) => ({ id: Number(l.id), nome: String(l.nome), codigoHl7: (l.codigo_hl7 as string | null) ?? null })),
        },
      };
    }),
  );

  r.post(
    base,
    {
      schema: { tags, body: importarLaudoSchema, response: { 200: importacaoLaudoRespostaSchema } },
      config,
      // 8 MB of text (the schema's limit) in JSON, with room for escaping
      bodyLimit: 12 * 1024 * 1024,
    },
    (req) =>
      req.tx(async (tx) => {
        const id = await importarLaudo(tx, req.auth.usuarioId, req.body);
        return { data: await lerImportacao(tx, id) };
      }),
  );

  r.get(`${base}/:id`, { schema: { tags, params: idParams, response: { 200: importacaoLaudoRespostaSchema } }, config }, (req) =>
    req.tx(async (tx) => ({ data: await lerImportacao(tx, req.params.id) })),
  );
}
