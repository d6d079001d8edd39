import {
  ALM,
  baixaDatatableSchema,
  baixaEdicaoRespostaSchema,
  baixaFiltroSchema,
  baixaFormSchema,
  baixaHistoricoQuerySchema,
  baixaHistoricoSchema,
  baixaModeloSchema,
  baixaSchema,
  datatableRequestSchema,
  documentoGravadoSchema,
  estornoSchema,
  hojeIso,
  TIPOS_MOVIMENTO_ESTOQUE,
  type TipoMovimentoEstoque,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { lotesComSaldo } from '../../estoque/index.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { filtrosDoDocumento, paginar } from '../lista.js';
import { estornarBaixa, gravarBaixa, lerBaixa } from './baixa.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/baixa'];
const base = '/api/almoxarifado/baixa';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * almoxarifado/baixa (spec 000 §2.3 index; spec 001 §7: datatable, history, create/{id}, store, edit, PUT reverse/{id}):
 * write-offs of lots of the session's stock with a reason of the motivo-baixa registry, expired lots included.
 */
export function baixaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema.extend(baixaFiltroSchema.shape), response: { 200: baixaDatatableSchema } },
      config: { permission: ALM.baixaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [
          sql`b.centro_custo_id = ${req.auth.centroCustoId}`,
          ...filtrosDoDocumento(q, { data: sql`b.data`, situacao: sql`b.situacao` }),
        ];
        if (q.motivoBaixaId) onde.push(sql`b.motivo_baixa_id = ${q.motivoBaixaId}`);
        if (q.materialId) onde.push(sql`b.material_id = ${q.materialId}`);
        return paginar(tx, q, {
          de: sql`from almoxarifado_baixa b join material m on m.id = b.material_id join estoque_lote l on l.id = b.lote_id
                  join motivo_baixa mb on mb.id = b.motivo_baixa_id`,
          onde,
          colunas: sql`b.id, b.data::text as data, m.nome as material, l.lote, l.validade::text as validade, b.quantidade,
            mb.nome as motivo, b.situacao`,
          ordenaveis: {
            data: sql`b.data`,
            material: porNome(sql`m.nome`),
            lote: sql`l.lote`,
            validade: sql`l.validade`,
            quantidade: sql`b.quantidade`,
            motivo: porNome(sql`mb.nome`),
            situacao: sql`b.situacao`,
          },
          ordemPadrao: sql`b.data desc, b.id desc`,
          busca: [sql`m.nome`, sql`l.lote`, sql`mb.nome`, sql`b.observacao`],
        }) as never;
      }),
  );

  r.get(
    `${base}/create/:id`,
    { schema: { tags, params: idParams, response: { 200: baixaFormSchema } }, config: { permission: ALM.baixaCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`select id, nome from material where id = ${req.params.id}`);
        if (!rows[0]) throw notFound('Material não encontrado.');
        const { rows: motivos } = await tx.execute(
          sql`select id, nome from motivo_baixa where not bloqueado order by ${porNome(sql`nome`)}`,
        );
        const hoje = hojeIso();
        const lotes = await lotesComSaldo(tx, req.auth.centroCustoId, req.params.id);
        return {
          form: {
            centroCusto: await centroDaSessao(req, tx),
            material: { id: Number(rows[0].id), nome: String(rows[0].nome) },
            lotes: lotes.map((l) => ({ ...l, vencido: l.validade < hoje })),
            motivos: motivos.map((m) => ({ id: Number(m.id), nome: String(m.nome) })),
          },
        };
      }),
  );

  r.post(
    base,
    { schema: { tags, body: baixaSchema, response: { 201: documentoGravadoSchema } }, config: { permission: ALM.baixaCadastrar } },
    async (req, reply) => {
      const id = await req.tx((tx) => gravarBaixa(tx, ctxDe(req), req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: baixaEdicaoRespostaSchema } }, config: { permission: ALM.baixaVer } },
    (req) => req.tx(async (tx) => ({ model: await lerBaixa(tx, req.params.id, req.auth.centroCustoId) })),
  );

  r.get(
    `${base}/historico`,
    {
      schema: { tags, querystring: baixaHistoricoQuerySchema, response: { 200: baixaHistoricoSchema } },
      config: { permission: ALM.baixaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const { rows } = await tx.execute(sql`
          select mv.id, mv.tipo, mv.data::text as data, mv.registrado_em, l.lote, l.validade::text as validade, mv.quantidade, mv.motivo,
                 ${nomeDoUsuario(sql`mv.usuario_id`)} as usuario,
                 case when mv.documento_tipo = 'baixa' then mv.documento_id end as documento_id
            from estoque_movimento mv join estoque_lote l on l.id = mv.lote_id
           where mv.centro_custo_id = ${req.auth.centroCustoId} and mv.material_id = ${q.materialId} and mv.tipo in ('baixa', 'estorno_baixa')
             ${q.loteId ? sql`and mv.lote_id = ${q.loteId}` : sql``}
           order by mv.data desc, mv.id desc limit 500`);
        return {
          data: rows.map((m) => ({
            movimentoId: Number(m.id),
            tipo: String(m.tipo),
            tipoNome: TIPOS_MOVIMENTO_ESTOQUE[m.tipo as TipoMovimentoEstoque].nome,
            data: String(m.data),
            registradoEm: m.registrado_em as string,
            lote: String(m.lote),
            validade: String(m.validade),
            quantidade: Math.abs(Number(m.quantidade)),
            motivo: (m.motivo as string | null) ?? null,
            usuario: (m.usuario as string | null) ?? null,
            baixaId: m.documento_id == null ? null : Number(m.documento_id),
          })),
        };
      }),
  );

  r.put(
    `${base}/reverse/:id`,
    {
      schema: { tags, params: idParams, body: estornoSchema, response: { 200: baixaModeloSchema } },
      config: { permission: ALM.estornoBaixa },
    },
    (req) =>
      req.tx(async (tx) => {
        await estornarBaixa(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body.motivo);
        return lerBaixa(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
