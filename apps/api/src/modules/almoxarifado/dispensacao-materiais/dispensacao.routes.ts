import {
  ALM,
  AUTOCOMPLETE,
  datatableRequestSchema,
  dispensacaoDatatableSchema,
  dispensacaoEdicaoRespostaSchema,
  dispensacaoEdicaoSchema,
  dispensacaoFormSchema,
  dispensacaoHistoricoSchema,
  dispensacaoModeloSchema,
  dispensacaoPacienteAutocompleteSchema,
  dispensacaoSchema,
  documentoGravadoSchema,
  estornoSchema,
  hojeIso,
  PREFERENCIA_NOME,
  rotuloPaciente,
  somarDias,
} from '@saude/shared';
import { and, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cidadao } from '../../../db/schema/index.js';
import { porNome } from '../../../lib/sql/texto.js';
import { buscaPaciente, colunasLista, filtroPadrao } from '../../cadastro/index.js';
import { rotaSugestaoLotes } from '../../estoque/index.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { filtrosDoDocumento, listaDeDocumentosSchema, paginar } from '../lista.js';
import { parametrosAlmoxarifado } from '../parametrizacao/parametrizacao.routes.js';
import {
  auditarLeituraDispensacao,
  cabecalhoDoPaciente,
  estornarDispensacao,
  gravarDispensacao,
  lerDispensacao,
  recentesDoPaciente,
} from './dispensacao.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const pacienteParams = z.object({ pacienteId: z.coerce.number().int().positive() });
const tags = ['almoxarifado/dispensacao-materiais'];
const base = '/api/almoxarifado/dispensacao-materiais';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });
const nomePaciente = sql`case when c.preferencia_nome_id = ${PREFERENCIA_NOME.NOME_SOCIAL} and c.nome_social is not null then c.nome_social else c.nome end`;

/**
 * almoxarifado/dispensacao-materiais (spec 000 §2.3: index, create/{pacienteId}, edit/{id}; 001 §7: create/{id},
 * store, edit, update, print, historico/{id}): supplies handed to a patient from the session's stock.
 */
export function dispensacaoMateriaisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: listaDeDocumentosSchema,
        response: { 200: dispensacaoDatatableSchema },
      },
      config: { permission: ALM.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [
          sql`d.centro_custo_id = ${req.auth.centroCustoId}`,
          ...filtrosDoDocumento(q, { data: sql`d.data`, situacao: sql`d.situacao` }),
        ];
        return paginar(tx, q, {
          de: sql`from almoxarifado_dispensacao d join cidadao c on c.id = d.paciente_id`,
          onde,
          colunas: sql`d.id, d.data::text as data, d.paciente_id as "pacienteId", ${nomePaciente} as paciente, d.situacao,
            (select count(*) from almoxarifado_dispensacao_item i where i.dispensacao_id = d.id) as "quantidadeItens"`,
          ordenaveis: { data: sql`d.data`, paciente: porNome(nomePaciente), situacao: sql`d.situacao` },
          ordemPadrao: sql`d.data desc, d.id desc`,
          busca: [sql`c.nome`, sql`c.nome_social`],
        }) as never;
      }),
  );

  // the index's patient picker, under the screen's own permission (the clerk needs no patient-registry permission)
  r.get(
    `${base}/paciente/autocomplete`,
    {
      schema: {
        tags,
        querystring: z.object({
          search: z
            .object({ value: z.string().max(200).default('') })
            .partial()
            .optional(),
        }),
        response: { 200: dispensacaoPacienteAutocompleteSchema },
      },
      config: { permission: ALM.dispensacaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        if (termo.length < AUTOCOMPLETE.minimoCaracteres) return { data: [] };
        const busca = buscaPaciente(termo);
        const rows = await tx
          .select({ id: cidadao.id, ...colunasLista })
          .from(cidadao)
          .where(and(filtroPadrao({ provisorios: true }), busca.where))
          .orderBy(...(busca.ordem ? [busca.ordem] : []), cidadao.nome, cidadao.id)
          .limit(AUTOCOMPLETE.resultados);
        return { data: rows.map((x) => ({ id: x.id, label: rotuloPaciente(x as never) })) };
      }),
  );

  r.get(
    `${base}/create/:pacienteId`,
    {
      schema: { tags, params: pacienteParams, response: { 200: dispensacaoFormSchema } },
      config: { permission: ALM.dispensacaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const paciente = await cabecalhoDoPaciente(tx, req.params.pacienteId);
        await auditarLeituraDispensacao(tx, req, paciente.pacienteId, `almoxarifado/dispensacao-materiais/create/${paciente.pacienteId}`);
        const { diasIntervaloDispensacao: dias } = await parametrosAlmoxarifado(tx);
        const hoje = hojeIso();
        return {
          form: {
            centroCusto: await centroDaSessao(req, tx),
            paciente,
            hoje,
            diasIntervalo: dias,
            recentes: dias > 0 ? await recentesDoPaciente(tx, paciente.pacienteId, somarDias(hoje, -dias)) : [],
          },
        };
      }),
  );

  r.get(
    `${base}/historico/:pacienteId`,
    {
      schema: { tags, params: pacienteParams, querystring: datatableRequestSchema, response: { 200: dispensacaoHistoricoSchema } },
      config: { permission: ALM.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await auditarLeituraDispensacao(
          tx,
          req,
          req.params.pacienteId,
          `almoxarifado/dispensacao-materiais/historico/${req.params.pacienteId}`,
        );
        // every stock of the municipality: the history follows the patient, not the clerk's stock
        return paginar(tx, req.query, {
          de: sql`from almoxarifado_dispensacao_item i join almoxarifado_dispensacao d on d.id = i.dispensacao_id
                  join material m on m.id = i.material_id join estoque_lote l on l.id = i.lote_id
                  join centro_custo cc on cc.id = d.centro_custo_id`,
          onde: [sql`d.paciente_id = ${req.params.pacienteId}`],
          colunas: sql`i.id, d.id as "dispensacaoId", d.data::text as data, cc.nome as "centroCusto", m.nome as material, l.lote,
            l.validade::text as validade, i.quantidade, d.situacao`,
          ordenaveis: { data: sql`d.data`, material: porNome(sql`m.nome`) },
          ordemPadrao: sql`d.data desc, d.id desc, i.id`,
          busca: [sql`m.nome`],
        }) as never;
      }),
  );

  rotaSugestaoLotes(app, { base, tags, permission: ALM.dispensacaoCadastrar });

  r.post(
    base,
    {
      schema: { tags, body: dispensacaoSchema, response: { 201: documentoGravadoSchema } },
      config: { permission: ALM.dispensacaoCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) => gravarDispensacao(tx, ctxDe(req), req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: dispensacaoEdicaoRespostaSchema } }, config: { permission: ALM.dispensacaoVer } },
    (req) =>
      req.tx(async (tx) => {
        const model = await lerDispensacao(tx, req.params.id, req.auth.centroCustoId);
        await auditarLeituraDispensacao(
          tx,
          req,
          model.paciente.pacienteId,
          `almoxarifado/dispensacao-materiais/edit/${model.id}`,
          model.id,
        );
        return { form: { centroCusto: await centroDaSessao(req, tx) }, model };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: dispensacaoEdicaoSchema, response: { 200: dispensacaoModeloSchema } },
      config: { permission: ALM.dispensacaoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await lerDispensacao(tx, req.params.id, req.auth.centroCustoId);
        await tx.execute(sql`update almoxarifado_dispensacao set observacao = ${req.body.observacao} where id = ${req.params.id}`);
        return lerDispensacao(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.put(
    `${base}/estorno/:id`,
    {
      schema: { tags, params: idParams, body: estornoSchema, response: { 200: dispensacaoModeloSchema } },
      config: { permission: ALM.estornoDispensacao },
    },
    (req) =>
      req.tx(async (tx) => {
        await estornarDispensacao(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body.motivo);
        return lerDispensacao(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
