import {
  aplicarTransicaoExameImagem,
  datatableRequestSchema,
  exameImagemAtualizacaoSchema,
  exameImagemEdicaoSchema,
  exameImagemFaaAutocompleteSchema,
  exameImagemFormularioSchema,
  exameImagemGravadoSchema,
  exameImagemListaSchema,
  exameImagemSchema,
  f,
  MENSAGENS_EXAME_IMAGEM,
  PA,
  procedimentoAutocompleteSchema,
  refinePeriodo,
  STATUS_EXAME_IMAGEM_NOME,
  StatusExameImagem,
  type StatusExameImagemId,
  SUBGRUPOS_IMAGEM,
} from '@saude/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, cidadao, procedimentoSigtap, StatusAtendimento } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { conflict, unprocessable } from '../../../lib/http-errors.js';
import { lookupQuerySchema, termoDe } from '../../../lib/lookup.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { atendimentoParaEscrita, auditarLeituraAtendimento, cabecalhoDoAtendimento } from '../atendimento/atendimento.service.js';
import { carregarCabecalhoFaa, carregarProfissionais } from '../impressao/impressao.dados.js';
import { solicitacaoExameImagem } from './exame-imagem.impressao.js';
import {
  atendimentoDaUnidade,
  autocompleteProcedimentos,
  carregarExame,
  procedimentoDeImagem,
  procedimentoImagem,
  unidadeDaLotacao,
} from './exame-imagem.service.js';
import { exameImagem } from './exame-imagem.table.js';
import { garantirNaoRecebidoPeloServicoDeImagem } from './exames-solicitados.fonte.js';

const tags = ['pronto-atendimento/exame-imagem'];
const base = '/api/pronto-atendimento/exame-imagem';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const STATUS = Object.values(StatusExameImagem) as number[];

const listaQuery = datatableRequestSchema
  .extend({
    status: f.opcional(f.enumeracao('Situação', STATUS)),
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
    numero: f.opcional(f.inteiro('FAA nº', { min: 1 })),
    atendimentoId: f.opcional(f.referencia('Atendimento')),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const MENSAGEM_DA_ACAO = { realizar: 'Realização registrada.', laudar: 'Laudo registrado.', cancelar: 'Solicitação cancelada.' } as const;

const nomePaciente = sql<string>`coalesce(${cidadao.nomeSocial}, ${cidadao.nome})`;

/**
 * pronto-atendimento/exame-imagem (issue 6; spec 000 §2.3 "index, create, edit/{id}/{plantaoId}"): the unit's
 * imaging requests, a new request for an open FAA, and the edit that registers the execution, the report or
 * the cancellation (the order is the shared transitions table). The doctor's screen also inserts requests.
 */
export function exameImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: listaQuery, response: { 200: exameImagemListaSchema } }, config: { permission: PA.exameImagemVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const unidadeId = (await unidadeDaLotacao(tx, req.auth.lotacaoId)) ?? 0;
        const daUnidade = atendimentoDaUnidade(unidadeId);
        const filtro = and(
          q.status ? eq(exameImagem.status, q.status) : undefined,
          noPeriodo(exameImagem.solicitadoEm, q.dataInicio, q.dataFim),
          q.numero ? eq(atendimento.numero, q.numero) : undefined,
          q.atendimentoId ? eq(exameImagem.atendimentoId, q.atendimentoId) : undefined,
        );
        const res = await runDatatable(
          q,
          {
            filter: filtro,
            sortable: {
              solicitadoEm: exameImagem.solicitadoEm,
              paciente: nomePaciente,
              procedimento: procedimentoSigtap.nome,
              status: exameImagem.status,
            },
            // the patient's name, or the FAA number typed whole
            search: (termo) =>
              /^\d{1,18}$/.test(termo.trim())
                ? sql`(${atendimento.numero} = ${Number(termo.trim())} or ${textSearch(termo, cidadao.nome)})`
                : textSearch(termo, cidadao.nome, cidadao.nomeSocial),
            defaultOrder: [desc(exameImagem.solicitadoEm)],
            tieBreaker: sql`${exameImagem.id} desc`,
          },
          {
            rows: (where) =>
              tx
                .select({
                  id: exameImagem.id,
                  atendimentoId: exameImagem.atendimentoId,
                  numero: atendimento.numero,
                  paciente: nomePaciente,
                  procedimentoCodigo: exameImagem.procedimentoCodigo,
                  procedimento: procedimentoSigtap.nome,
                  status: exameImagem.status,
                  solicitadoEm: exameImagem.solicitadoEm,
                  realizadoEm: exameImagem.realizadoEm,
                  laudadoEm: exameImagem.laudadoEm,
                })
                .from(exameImagem)
                .innerJoin(atendimento, eq(atendimento.id, exameImagem.atendimentoId))
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, exameImagem.procedimentoCodigo))
                .where(and(daUnidade, where))
                .$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(exameImagem)
                .innerJoin(atendimento, eq(atendimento.id, exameImagem.atendimentoId))
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(and(daUnidade, where))
                .$dynamic(),
          },
        );
        return { ...res, data: res.data.map((x) => ({ ...x, statusNome: STATUS_EXAME_IMAGEM_NOME[x.status] ?? '' })) };
      }),
  );

  // the open FAAs of the unit a request can be made for: by patient name or FAA number
  r.get(
    `${base}/atendimento/autocomplete`,
    {
      schema: { tags, querystring: lookupQuerySchema, response: { 200: exameImagemFaaAutocompleteSchema } },
      config: { permission: PA.exameImagemCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const unidadeId = (await unidadeDaLotacao(tx, req.auth.lotacaoId)) ?? 0;
        const rows = await tx
          .select({ id: atendimento.id, numero: atendimento.numero, paciente: nomePaciente, recepcionadoEm: atendimento.recepcionadoEm })
          .from(atendimento)
          .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
          .where(
            and(
              eq(atendimento.status, StatusAtendimento.ABERTO),
              atendimentoDaUnidade(unidadeId),
              termo
                ? /^\d+$/.test(termo)
                  ? sql`${atendimento.numero}::text like ${`%${termo}`}`
                  : textSearch(termo, cidadao.nome, cidadao.nomeSocial)
                : undefined,
            ),
          )
          .orderBy(desc(atendimento.recepcionadoEm))
          .limit(req.query.length);
        return { data: rows.map((a) => ({ ...a, label: `FAA nº ${a.numero} — ${a.paciente}` })) };
      }),
  );

  r.get(
    `${base}/procedimento/autocomplete`,
    {
      schema: { tags, querystring: lookupQuerySchema, response: { 200: procedimentoAutocompleteSchema } },
      config: { permission: PA.exameImagemCadastrar },
    },
    (req) =>
      req.tx(async (tx) => ({ data: await autocompleteProcedimentos(tx, termoDe(req.query), req.query.length, procedimentoDeImagem) })),
  );

  r.get(
    `${base}/create`,
    {
      schema: {
        tags,
        querystring: z.object({ atendimentoId: f.opcional(f.referencia('Atendimento')) }),
        response: { 200: exameImagemFormularioSchema },
      },
      config: { permission: PA.exameImagemCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const id = req.query.atendimentoId;
        if (id) await auditarLeituraAtendimento(tx, req, id, 'exame-imagem/create');
        return { form: { subgrupos: SUBGRUPOS_IMAGEM }, model: { atendimento: id ? await cabecalhoDoAtendimento(tx, id) : null } };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: exameImagemSchema, response: { 201: exameImagemGravadoSchema } },
      config: { permission: PA.exameImagemCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx(async (tx) => {
        const b = req.body;
        const a = await atendimentoParaEscrita(tx, b.atendimentoId);
        const p = await procedimentoImagem(tx, b.procedimentoCodigo);
        const [pendente] = await tx
          .select({ id: exameImagem.id })
          .from(exameImagem)
          .where(
            and(
              eq(exameImagem.atendimentoId, a.id),
              eq(exameImagem.procedimentoCodigo, p.codigo),
              inArray(exameImagem.status, [StatusExameImagem.SOLICITADO, StatusExameImagem.REALIZADO]),
            ),
          );
        if (pendente) throw unprocessable({ procedimento_codigo: ['Este exame já foi solicitado nesta FAA e ainda não foi laudado.'] });
        const [novo] = await tx
          .insert(exameImagem)
          .values({ atendimentoId: a.id, procedimentoCodigo: p.codigo, justificativa: b.justificativa, solicitadoPor: req.auth.usuarioId })
          .returning({ id: exameImagem.id });
        return { model: await carregarExame(tx, novo?.id as number), message: `Exame solicitado: ${p.nome}.` };
      });
      return reply.status(201).send(res);
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: exameImagemEdicaoSchema } }, config: { permission: PA.exameImagemVer } },
    (req) =>
      req.tx(async (tx) => {
        const exame = await carregarExame(tx, req.params.id);
        await auditarLeituraAtendimento(tx, req, exame.atendimentoId, 'exame-imagem/edit');
        return { form: { acoes: exame.acoes }, model: { exame, atendimento: await cabecalhoDoAtendimento(tx, exame.atendimentoId) } };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: exameImagemAtualizacaoSchema, response: { 200: exameImagemGravadoSchema } },
      config: { permission: PA.exameImagemEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const atual = await carregarExame(tx, req.params.id);
        await atendimentoParaEscrita(tx, atual.atendimentoId);
        await garantirNaoRecebidoPeloServicoDeImagem(tx, atual.id);
        const t = aplicarTransicaoExameImagem(b.acao, atual.status as StatusExameImagemId);
        if (!t.ok) throw unprocessable({ status: [t.mensagem] }, t.mensagem);
        const agora = new Date();
        let valores: Partial<typeof exameImagem.$inferInsert>;
        if (b.acao === 'realizar') {
          const realizadoEm = new Date(b.realizadoEm as string);
          // typed to the minute: the request's own minute counts as "not before"
          const minutoDoPedido = Math.floor(atual.solicitadoEm.getTime() / 60_000) * 60_000;
          if (realizadoEm.getTime() < minutoDoPedido)
            throw unprocessable({ realizado_em: [MENSAGENS_EXAME_IMAGEM.realizadoAntesDaSolicitacao] });
          valores = { realizadoEm, realizadoPor: req.auth.usuarioId };
        } else if (b.acao === 'laudar') valores = { laudo: b.laudo, laudadoEm: agora, laudadoPor: req.auth.usuarioId };
        else valores = { motivoCancelamento: b.motivoCancelamento, canceladoEm: agora, canceladoPor: req.auth.usuarioId };
        // conditional on the status read: two hands on one request cannot both move it
        const feito = await tx
          .update(exameImagem)
          .set({ ...valores, status: t.para })
          .where(and(eq(exameImagem.id, atual.id), eq(exameImagem.status, atual.status)))
          .returning({ id: exameImagem.id });
        if (!feito.length) throw conflict(MENSAGENS_EXAME_IMAGEM.alterado);
        return { model: await carregarExame(tx, atual.id), message: MENSAGEM_DA_ACAO[b.acao] };
      }),
  );

  r.get(
    '/impressao/pronto-atendimento/exame-imagem/:id',
    { schema: { tags, params: idParams }, config: { permission: PA.exameImagemVer } },
    async (req, reply) => {
      const { def } = await req.tx(async (tx) => {
        const exame = await carregarExame(tx, req.params.id);
        await auditarLeituraAtendimento(tx, req, exame.atendimentoId, 'impressao/exame-imagem');
        const faa = await carregarCabecalhoFaa(tx, exame.atendimentoId);
        const prof = await carregarProfissionais(tx, [{ usuarioId: exame.solicitadoPor }, { usuarioId: exame.laudadoPor }]);
        const cab = await carregarCabecalho(tx, req.cliente.id, { unidadeId: faa.unidadeId });
        const solicitante = prof(exame.solicitadoPor) ?? { nome: exame.solicitante, registro: null };
        return {
          def: solicitacaoExameImagem({ faa, exame, solicitante, laudador: prof(exame.laudadoPor) }, cab, {
            usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId, { social: true }),
          }),
        };
      });
      const pdf = await gerarPdf(def);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="exame-imagem-${req.params.id}.pdf"`)
        .send(pdf);
    },
  );
}
