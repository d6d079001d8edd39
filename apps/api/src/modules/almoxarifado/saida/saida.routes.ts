import {
  ALM,
  DestinoSaidaNome,
  documentoGravadoSchema,
  estornoSchema,
  SetorTipo,
  saidaDatatableSchema,
  saidaEdicaoRespostaSchema,
  saidaEdicaoSchema,
  saidaFormSchema,
  saidaModeloSchema,
  saidaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { porNome } from '../../../lib/sql/texto.js';
import { rotaSugestaoLotes } from '../../estoque/index.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { filtrosDoDocumento, listaDeDocumentosSchema, paginar } from '../lista.js';
import { estornarSaida, gravarSaida, lerSaida } from './saida.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/saida'];
const base = '/api/almoxarifado/saida';

/** almoxarifado/saida (spec 000 §2.3): exits to a sector or for consumption, FEFO suggestion, reversal with reason. */
export function saidaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctxDe = (usuarioId: number) => ({ usuarioId });

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: listaDeDocumentosSchema,
        response: { 200: saidaDatatableSchema },
      },
      config: { permission: ALM.saidaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [
          sql`s.centro_custo_id = ${req.auth.centroCustoId}`,
          ...filtrosDoDocumento(q, { data: sql`s.data`, situacao: sql`s.situacao` }),
        ];
        return paginar(tx, q, {
          de: sql`from almoxarifado_saida s left join centro_custo d on d.id = s.centro_custo_destino_id`,
          onde,
          colunas: sql`s.id, s.data::text as data, s.destino_tipo as "destinoTipo",
            coalesce(d.nome, ${DestinoSaidaNome[2]}) as destino, s.situacao,
            (select count(*) from almoxarifado_saida_item i where i.saida_id = s.id) as "quantidadeItens"`,
          ordenaveis: { data: sql`s.data`, destino: porNome(sql`coalesce(d.nome, '')`), situacao: sql`s.situacao` },
          ordemPadrao: sql`s.data desc, s.id desc`,
          busca: [sql`d.nome`, sql`s.observacao`],
        }) as never;
      }),
  );

  r.get(`${base}/create`, { schema: { tags, response: { 200: saidaFormSchema } }, config: { permission: ALM.saidaCadastrar } }, (req) =>
    req.tx(async (tx) => {
      // sectors that consume: every active cost centre except stocks (a stock receives by transfer)
      const { rows } = await tx.execute(sql`
        select cc.id, cc.nome from centro_custo cc join setor s on s.id = cc.setor_id
         where not cc.bloqueado and s.setor_tipo_id not in (${SetorTipo.ALMOXARIFADO}, ${SetorTipo.FARMACIA}) and cc.id <> ${req.auth.centroCustoId}
         order by ${porNome(sql`cc.nome`)}`);
      return {
        form: { centroCusto: await centroDaSessao(req, tx), setores: rows.map((s) => ({ id: Number(s.id), nome: String(s.nome) })) },
      };
    }),
  );

  rotaSugestaoLotes(app, { base, tags, permission: ALM.saidaCadastrar });

  r.post(
    base,
    { schema: { tags, body: saidaSchema, response: { 201: documentoGravadoSchema } }, config: { permission: ALM.saidaCadastrar } },
    async (req, reply) => {
      const id = await req.tx((tx) => gravarSaida(tx, ctxDe(req.auth.usuarioId), req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: saidaEdicaoRespostaSchema } }, config: { permission: ALM.saidaVer } },
    (req) =>
      req.tx(async (tx) => ({
        form: { centroCusto: await centroDaSessao(req, tx) },
        model: await lerSaida(tx, req.params.id, req.auth.centroCustoId),
      })),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: saidaEdicaoSchema, response: { 200: saidaModeloSchema } },
      config: { permission: ALM.saidaEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await lerSaida(tx, req.params.id, req.auth.centroCustoId);
        await tx.execute(sql`update almoxarifado_saida set observacao = ${req.body.observacao} where id = ${req.params.id}`);
        return lerSaida(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.put(
    `${base}/estorno/:id`,
    {
      schema: { tags, params: idParams, body: estornoSchema, response: { 200: saidaModeloSchema } },
      config: { permission: ALM.estornoSaida },
    },
    (req) =>
      req.tx(async (tx) => {
        await estornarSaida(tx, ctxDe(req.auth.usuarioId), req.params.id, req.auth.centroCustoId, req.body.motivo);
        return lerSaida(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
