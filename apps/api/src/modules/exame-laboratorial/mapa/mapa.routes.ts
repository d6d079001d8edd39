import { LAB, mapaTrabalhoFiltroSchema, mapaTrabalhoFormSchema, mapaTrabalhoSchema, SETORES_LABORATORIO, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { unidadeDaLotacao } from '../../agenda/index.js';
import { mapaTrabalho } from './mapa.impressao.js';
import { LIMITE_TELA, lerMapa, type TipoMapa } from './mapa.service.js';

const tags = ['exame-laboratorial/mapa'];

/**
 * mapa-dia/create and mapa-producao/create (spec 000 §2.3, issue 21): the worklists of a laboratory's bench sector
 * for a day, shown on screen (the first lines) and printed whole as A4 PDFs.
 */
export function mapaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [segmento, tipo] of [
    ['mapa-dia', 'dia'],
    ['mapa-producao', 'producao'],
  ] as const satisfies readonly (readonly [string, TipoMapa])[]) {
    const base = `/api/exame-laboratorial/${segmento}`;
    r.get(`${base}/create`, { schema: { tags, response: { 200: mapaTrabalhoFormSchema } }, config: { permission: LAB.mapas } }, (req) =>
      req.tx(async (tx) => {
        const unidadeId = req.auth.lotacaoId ? await unidadeDaLotacao(tx, req.auth.lotacaoId) : null;
        const { rows } = await tx.execute(sql`
            select id, nome, unidade_id = ${unidadeId} as da_sessao from laboratorio where not bloqueado order by apoio, nome`);
        const padrao = rows.find((l) => l.da_sessao) ?? rows[0];
        return {
          data: {
            laboratorios: rows.map((l) => ({ id: Number(l.id), nome: String(l.nome) })),
            laboratorioPadrao: padrao ? Number(padrao.id) : null,
            setores: SETORES_LABORATORIO.map((s) => ({ ...s })),
          },
        };
      }),
    );
    r.get(
      `${base}/lista`,
      { schema: { tags, querystring: mapaTrabalhoFiltroSchema, response: { 200: mapaTrabalhoSchema } }, config: { permission: LAB.mapas } },
      (req) =>
        req.tx(async (tx) => {
          const linhas = await lerMapa(tx, tipo, req.query);
          return {
            data: {
              total: linhas.length,
              pacientes: new Set(linhas.map((l) => l.numero)).size,
              linhas: linhas.slice(0, LIMITE_TELA),
              truncado: linhas.length > LIMITE_TELA,
            },
          };
        }),
    );
    r.get(
      `${base}/pdf`,
      { schema: { tags, querystring: mapaTrabalhoFiltroSchema, response: { 200: w.arquivo } }, config: { permission: LAB.mapas } },
      async (req, reply) => {
        const def = await req.tx(async (tx) => {
          const { rows } = await tx.execute(sql`select nome, unidade_id from laboratorio where id = ${req.query.laboratorioId}`);
          if (!rows[0]) throw notFound('Laboratório não encontrado.');
          const linhas = await lerMapa(tx, tipo, req.query);
          const unidadeId = rows[0].unidade_id == null ? null : Number(rows[0].unidade_id);
          return mapaTrabalho(tipo, linhas, {
            cabecalho: await carregarCabecalho(tx, req.cliente.id, { unidadeId }),
            usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
            laboratorio: String(rows[0].nome),
            data: req.query.data,
            setor: req.query.setor ?? null,
          });
        });
        const pdf = await gerarPdf(def);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${segmento}-${req.query.data}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf as never);
      },
    );
  }
}
