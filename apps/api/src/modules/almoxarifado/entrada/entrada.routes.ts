import {
  ALM,
  datatableRequestSchema,
  documentoGravadoSchema,
  entradaDatatableSchema,
  entradaEdicaoRespostaSchema,
  entradaEdicaoSchema,
  entradaInicialSchema,
  entradaListaSchema,
  entradaModeloSchema,
  entradaSchema,
  estornoSchema,
  fornecedorPorCnpjSchema,
  movimentacaoFormSchema,
  normalizeCnpj,
  SITUACAO_DOCUMENTO_ESTOQUE,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { filtrosDoDocumento, paginar } from '../lista.js';
import { estornarEntrada, gravarEntrada, lerEntrada } from './entrada.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const periodo = z.object({
  dataInicio: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  dataFim: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  situacao: z.coerce.number().int().min(1).max(2).optional(),
});

/** The stock a clerk works on is the cost centre of the session (chosen at login, like every screen of the spec). */
export async function centroDaSessao(req: FastifyRequest, tx: Tx) {
  const { rows } = await tx.execute(sql`select id, nome from centro_custo where id = ${req.auth.centroCustoId}`);
  return { id: Number(rows[0].id), nome: String(rows[0].nome) };
}

const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * almoxarifado/entrada (invoices) and almoxarifado/entrada-inicial (opening balances), spec 000 §2.3: list,
 * create, view/edit the invoice's data, reverse (estorno) with a reason; both over the stock engine.
 */
export function entradaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const inicial of [false, true]) {
    const base = inicial ? '/api/almoxarifado/entrada-inicial' : '/api/almoxarifado/entrada';
    const tags = [inicial ? 'almoxarifado/entrada-inicial' : 'almoxarifado/entrada'];
    const ver = inicial ? ALM.entradaInicialVer : ALM.entradaVer;
    const cadastrar = inicial ? ALM.entradaInicialCadastrar : ALM.entradaCadastrar;

    r.get(
      `${base}/datatable`,
      {
        schema: { tags, querystring: datatableRequestSchema.extend(periodo.shape), response: { 200: entradaDatatableSchema } },
        config: { permission: ver },
      },
      (req) =>
        req.tx(async (tx) => {
          const q = req.query;
          const onde = [
            sql`e.centro_custo_id = ${req.auth.centroCustoId}`,
            sql`e.inicial = ${inicial}`,
            ...filtrosDoDocumento(q, { data: sql`e.data_entrada`, situacao: sql`e.situacao` }),
          ];
          return paginar(tx, q, {
            de: sql`from almoxarifado_entrada e left join fornecedor f on f.id = e.fornecedor_id`,
            onde,
            colunas: sql`e.id, e.data_entrada::text as "dataEntrada", f.razao_social as fornecedor, f.cnpj as "fornecedorCnpj",
              e.numero_nota as "numeroNota", e.serie, e.valor_total::text as "valorTotal", e.situacao,
              (select count(*) from almoxarifado_entrada_item i where i.entrada_id = e.id) as "quantidadeItens"`,
            ordenaveis: {
              dataEntrada: sql`e.data_entrada`,
              fornecedor: porNome(sql`f.razao_social`),
              numeroNota: sql`e.numero_nota`,
              valorTotal: sql`e.valor_total`,
              situacao: sql`e.situacao`,
            },
            ordemPadrao: sql`e.data_entrada desc, e.id desc`,
            busca: [sql`f.razao_social`, sql`f.cnpj`, sql`e.numero_nota`],
          }) as never;
        }),
    );

    r.get(`${base}/create`, { schema: { tags, response: { 200: movimentacaoFormSchema } }, config: { permission: cadastrar } }, (req) =>
      req.tx(async (tx) => ({ form: { centroCusto: await centroDaSessao(req, tx) } })),
    );

    r.get(
      `${base}/:id/edit`,
      { schema: { tags, params: idParams, response: { 200: entradaEdicaoRespostaSchema } }, config: { permission: ver } },
      (req) =>
        req.tx(async (tx) => {
          const model = await lerEntrada(tx, req.params.id, req.auth.centroCustoId);
          if (model.inicial !== inicial) throw notFound();
          return { form: { centroCusto: await centroDaSessao(req, tx) }, model };
        }),
    );

    r.put(
      `${base}/estorno/:id`,
      {
        schema: { tags, params: idParams, body: estornoSchema, response: { 200: entradaModeloSchema } },
        config: { permission: ALM.estornoEntrada },
      },
      (req) =>
        req.tx(async (tx) => {
          await estornarEntrada(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body.motivo);
          return lerEntrada(tx, req.params.id, req.auth.centroCustoId);
        }),
    );
  }

  r.post(
    '/api/almoxarifado/entrada',
    {
      schema: { tags: ['almoxarifado/entrada'], body: entradaSchema, response: { 201: documentoGravadoSchema } },
      config: { permission: ALM.entradaCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) =>
        gravarEntrada(tx, ctxDe(req), { inicial: false, centroCustoId: req.auth.centroCustoId, ...req.body }, req.body.itens),
      );
      return reply.status(201).send({ id });
    },
  );

  r.post(
    '/api/almoxarifado/entrada-inicial',
    {
      schema: { tags: ['almoxarifado/entrada-inicial'], body: entradaInicialSchema, response: { 201: documentoGravadoSchema } },
      config: { permission: ALM.entradaInicialCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) =>
        gravarEntrada(
          tx,
          ctxDe(req),
          { inicial: true, centroCustoId: req.auth.centroCustoId, dataEntrada: req.body.dataEntrada, observacao: req.body.observacao },
          req.body.itens,
        ),
      );
      return reply.status(201).send({ id });
    },
  );

  r.put(
    '/api/almoxarifado/entrada/:id',
    {
      schema: { tags: ['almoxarifado/entrada'], params: idParams, body: entradaEdicaoSchema, response: { 200: entradaModeloSchema } },
      config: { permission: ALM.entradaEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const atual = await lerEntrada(tx, req.params.id, req.auth.centroCustoId);
        if (atual.inicial) throw notFound();
        const b = req.body;
        if (b.dataEmissao > atual.dataEntrada) {
          const msg = 'A data de emissão não pode ser posterior à data de entrada.';
          throw unprocessable({ data_emissao: [msg] }, msg);
        }
        await tx.execute(sql`
          update almoxarifado_entrada set fornecedor_id = ${b.fornecedorId}, numero_nota = ${b.numeroNota}, serie = ${b.serie},
                 data_emissao = ${b.dataEmissao}, observacao = ${b.observacao}
           where id = ${req.params.id}`);
        return lerEntrada(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.get(
    '/api/almoxarifado/entrada/fornecedor/:cnpj',
    {
      schema: { tags: ['almoxarifado/entrada'], params: z.object({ cnpj: z.string() }), response: { 200: fornecedorPorCnpjSchema } },
      config: { permission: ALM.entradaCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(
          sql`select id, razao_social as nome, cnpj from fornecedor where cnpj = ${normalizeCnpj(req.params.cnpj)} and not bloqueado`,
        );
        if (!rows[0]) throw notFound('Nenhum fornecedor ativo com este CNPJ. Cadastre-o em Cadastro › Fornecedores.');
        return { id: Number(rows[0].id), nome: String(rows[0].nome), cnpj: String(rows[0].cnpj) };
      }),
  );

  r.get(
    '/api/almoxarifado/entrada/list',
    {
      schema: {
        tags: ['almoxarifado/entrada'],
        querystring: periodo.extend({ materialId: z.coerce.number().int().positive().optional() }),
        response: { 200: entradaListaSchema },
      },
      config: { permission: ALM.entradaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const { rows } = await tx.execute(sql`
          select i.id, i.entrada_id as "entradaId", e.data_entrada::text as "dataEntrada", e.numero_nota as "numeroNota", f.razao_social as fornecedor,
                 e.inicial, i.material_id as "materialId", m.nome as material, i.lote_id as "loteId", l.lote, l.validade::text as validade,
                 l.fabricante_id as "fabricanteId", fb.nome as fabricante, i.quantidade, i.valor_unitario::text as "valorUnitario"
            from almoxarifado_entrada_item i join almoxarifado_entrada e on e.id = i.entrada_id join material m on m.id = i.material_id
            join estoque_lote l on l.id = i.lote_id left join fornecedor f on f.id = e.fornecedor_id left join fabricante fb on fb.id = l.fabricante_id
           where e.centro_custo_id = ${req.auth.centroCustoId} and e.situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA}
             ${q.dataInicio ? sql`and e.data_entrada >= ${q.dataInicio}` : sql``} ${q.dataFim ? sql`and e.data_entrada <= ${q.dataFim}` : sql``}
             ${q.materialId ? sql`and i.material_id = ${q.materialId}` : sql``}
           order by e.data_entrada desc, i.id limit 5000`);
        return { data: rows as never };
      }),
  );
}
