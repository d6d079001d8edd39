import {
  ACAO_DA_SITUACAO_AIH,
  aihCriacaoSchema,
  aihEdicaoRespostaSchema,
  aihEdicaoSchema,
  aihGravadaSchema,
  aihListaSchema,
  aihPacienteBuscaSchema,
  aihSchema,
  aihSituacaoSchema,
  aplicarTransicaoAih,
  CARATER_AIH_NOME,
  datatableRequestSchema,
  f,
  GRUPOS_PROCEDIMENTO_AIH,
  MENSAGENS_AIH,
  PA,
  procedimentoAutocompleteSchema,
  refinePeriodo,
  rotuloPaciente,
  STATUS_AIH_NOME,
  StatusAih,
  type StatusAihId,
} from '@saude/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { atendimento, cidadao, procedimentoSigtap, StatusAtendimento } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { conflict, unprocessable } from '../../../lib/http-errors.js';
import { lookupQuerySchema, termoDe } from '../../../lib/lookup.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { buscaPaciente, colunasLista, filtroPadrao } from '../../cadastro/index.js';
import { atendimentoParaEscrita, auditarLeituraAtendimento } from '../atendimento/atendimento.service.js';
import { autocompleteProcedimentos, unidadeDaLotacao } from '../exame-imagem/exame-imagem.service.js';
import { dadosLaudoAih } from './aih.dados.js';
import { laudoAih } from './aih.impressao.js';
import {
  atendimentoAbertoDoPaciente,
  auditarLeituraAih,
  carregarAih,
  pacienteDaAih,
  preenchimentoDaFaa,
  procedimentoHospitalar,
  STATUS_AIH_LISTA,
  validarCodigos,
} from './aih.service.js';
import { aih } from './aih.table.js';

const tags = ['pronto-atendimento/aih'];
const base = '/api/pronto-atendimento/aih';
const idParams = z.object({ id: z.coerce.number().int().positive() });

const listaQuery = datatableRequestSchema
  .extend({
    status: f.opcional(f.enumeracao('Situação', STATUS_AIH_LISTA)),
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
    pacienteId: f.opcional(f.referencia('Paciente')),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const nomePaciente = sql<string>`coalesce(${cidadao.nomeSocial}, ${cidadao.nome})`;
const opcoesCarater = Object.entries(CARATER_AIH_NOME).map(([id, nome]) => ({ id: Number(id), nome }));

const MENSAGEM_DA_SITUACAO: Record<number, string> = {
  [StatusAih.AUTORIZADA]: 'AIH autorizada.',
  [StatusAih.NEGADA]: 'Solicitação de AIH negada.',
  [StatusAih.CANCELADA]: 'Solicitação de AIH cancelada.',
};

/**
 * The request read for a write, refused when its status does not allow the action. Its FAA is not locked: the
 * request goes to the regulation and outlives the FAA (the patient is transferred, the FAA closed, and the
 * authorisation still arrives).
 */
async function paraAcao(tx: Tx, id: number, acao: Parameters<typeof aplicarTransicaoAih>[0]) {
  const a = await carregarAih(tx, id);
  const t = aplicarTransicaoAih(acao, a.status as StatusAihId);
  if (!t.ok) throw unprocessable({ status: [t.mensagem] }, t.mensagem);
  return { a, para: t.para };
}

/**
 * pronto-atendimento/aih (issue 6; spec 000 §2.3 "index, paciente, create/{pacienteId?}, edit/{id?}"): the
 * requests for hospital admission made at the emergency care, from the doctor's "internação" or directly for
 * a patient, followed until the regulation authorises (AIH number), denies or the requester cancels.
 */
export function aihRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: listaQuery, response: { 200: aihListaSchema } }, config: { permission: PA.aihVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const res = await runDatatable(
          q,
          {
            filter: and(
              q.status ? eq(aih.status, q.status) : undefined,
              noPeriodo(aih.solicitadoEm, q.dataInicio, q.dataFim),
              q.pacienteId ? eq(aih.pacienteId, q.pacienteId) : undefined,
            ),
            sortable: { solicitadoEm: aih.solicitadoEm, paciente: nomePaciente, procedimento: procedimentoSigtap.nome, status: aih.status },
            search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial, aih.numeroAih),
            defaultOrder: [desc(aih.solicitadoEm)],
            tieBreaker: sql`${aih.id} desc`,
          },
          {
            rows: (where) =>
              tx
                .select({
                  id: aih.id,
                  pacienteId: aih.pacienteId,
                  paciente: nomePaciente,
                  atendimentoNumero: atendimento.numero,
                  procedimentoCodigo: aih.procedimentoCodigo,
                  procedimento: procedimentoSigtap.nome,
                  cidPrincipal: aih.cidPrincipal,
                  carater: aih.carater,
                  status: aih.status,
                  numeroAih: aih.numeroAih,
                  hospitalDestino: aih.hospitalDestino,
                  solicitadoEm: aih.solicitadoEm,
                })
                .from(aih)
                .innerJoin(cidadao, eq(cidadao.id, aih.pacienteId))
                .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, aih.procedimentoCodigo))
                .leftJoin(atendimento, eq(atendimento.id, aih.atendimentoId))
                .where(where)
                .$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(aih)
                .innerJoin(cidadao, eq(cidadao.id, aih.pacienteId))
                .where(where)
                .$dynamic(),
          },
        );
        return {
          ...res,
          data: res.data.map((x) => ({
            ...x,
            statusNome: STATUS_AIH_NOME[x.status] ?? '',
            caraterNome: CARATER_AIH_NOME[x.carater] ?? '',
          })),
        };
      }),
  );

  // aih/paciente: the patient search of a new request (name, CPF, CNS or birth date), with their open FAA; also
  // aih/edit without an id, where whoever reads the requests (the regulation too) first finds the patient
  r.get(
    `${base}/paciente`,
    {
      schema: { tags, querystring: lookupQuerySchema, response: { 200: aihPacienteBuscaSchema } },
      config: { permission: PA.aihVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const busca = termo ? buscaPaciente(termo) : undefined;
        // written out qualified: a one-table select prints its columns without the table name
        // bigint in a raw expression: node-postgres gives it as text (PGlite as a number); mapWith makes both a number
        const aberto = sql<number | null>`(select a.numero from atendimento a where a.paciente_id = "cidadao"."id"
        and a.status = ${StatusAtendimento.ABERTO} order by a.recepcionado_em desc limit 1)`.mapWith(Number);
        const rows = await tx
          .select({ id: cidadao.id, ...colunasLista, faaAberta: aberto })
          .from(cidadao)
          .where(and(filtroPadrao({ provisorios: true }), busca?.where))
          .orderBy(...(busca?.ordem ? [busca.ordem] : []), cidadao.nome, cidadao.id)
          .limit(req.query.length);
        return { data: rows.map((p) => ({ id: p.id, label: rotuloPaciente(p as never), faaAberta: p.faaAberta })) };
      }),
  );

  r.get(
    `${base}/procedimento/autocomplete`,
    {
      schema: { tags, querystring: lookupQuerySchema, response: { 200: procedimentoAutocompleteSchema } },
      config: { permission: PA.aihVer },
    },
    (req) =>
      req.tx(async (tx) => ({ data: await autocompleteProcedimentos(tx, termoDe(req.query), req.query.length, procedimentoHospitalar) })),
  );

  r.get(
    `${base}/create/:pacienteId?`,
    {
      schema: { tags, params: z.object({ pacienteId: f.opcional(f.referencia('Paciente')) }), response: { 200: aihCriacaoSchema } },
      config: { permission: PA.aihCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const form = { carateres: opcoesCarater, grupos: GRUPOS_PROCEDIMENTO_AIH };
        const pacienteId = req.params.pacienteId;
        if (!pacienteId) return { form, model: { paciente: null, atendimento: null, aih: null } };
        const paciente = await pacienteDaAih(tx, pacienteId);
        const faa = await atendimentoAbertoDoPaciente(tx, pacienteId);
        if (!faa) return { form, model: { paciente, atendimento: null, aih: null } };
        await auditarLeituraAtendimento(tx, req, faa.id, 'aih/create');
        return { form, model: { paciente, atendimento: { id: faa.id, numero: faa.numero }, aih: await preenchimentoDaFaa(tx, faa.id) } };
      }),
  );

  r.post(
    base,
    { schema: { tags, body: aihSchema, response: { 201: aihGravadaSchema } }, config: { permission: PA.aihCadastrar } },
    async (req, reply) => {
      const res = await req.tx(async (tx) => {
        const b = req.body;
        const paciente = await pacienteDaAih(tx, b.pacienteId).catch(() => {
          throw unprocessable({ paciente_id: ['Paciente não encontrado.'] });
        });
        await validarCodigos(tx, b, paciente.sexoId);
        const faa = await atendimentoAbertoDoPaciente(tx, paciente.id);
        if (faa) await atendimentoParaEscrita(tx, faa.id);
        const [novo] = await tx
          .insert(aih)
          .values({
            pacienteId: paciente.id,
            atendimentoId: faa?.id ?? null,
            unidadeId: faa?.unidadeId ?? (await unidadeDaLotacao(tx, req.auth.lotacaoId)),
            procedimentoCodigo: b.procedimentoCodigo,
            cidPrincipal: b.cidPrincipal,
            cidSecundario: b.cidSecundario,
            carater: b.carater,
            sinaisSintomas: b.sinaisSintomas,
            condicoesJustificativa: b.condicoesJustificativa,
            resultadosExames: b.resultadosExames,
            solicitadoPor: req.auth.usuarioId,
          })
          .returning({ id: aih.id });
        return { model: await carregarAih(tx, novo?.id as number), message: 'Solicitação de AIH registrada.' };
      });
      return reply.status(201).send(res);
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: aihEdicaoRespostaSchema } }, config: { permission: PA.aihVer } },
    (req) =>
      req.tx(async (tx) => {
        const model = await carregarAih(tx, req.params.id);
        await auditarLeituraAih(tx, req, model, 'aih/edit');
        return { form: { acoes: model.acoes, carateres: opcoesCarater, grupos: GRUPOS_PROCEDIMENTO_AIH }, model };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: aihEdicaoSchema, response: { 200: aihGravadaSchema } },
      config: { permission: PA.aihEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const { a } = await paraAcao(tx, req.params.id, 'editar');
        const paciente = await pacienteDaAih(tx, a.pacienteId);
        await validarCodigos(tx, b, paciente.sexoId);
        const feito = await tx
          .update(aih)
          .set({
            procedimentoCodigo: b.procedimentoCodigo,
            cidPrincipal: b.cidPrincipal,
            cidSecundario: b.cidSecundario,
            carater: b.carater,
            sinaisSintomas: b.sinaisSintomas,
            condicoesJustificativa: b.condicoesJustificativa,
            resultadosExames: b.resultadosExames,
          })
          .where(and(eq(aih.id, a.id), eq(aih.status, StatusAih.SOLICITADA)))
          .returning({ id: aih.id });
        if (!feito.length) throw conflict(MENSAGENS_AIH.alterada);
        return { model: await carregarAih(tx, a.id), message: 'Solicitação de AIH atualizada.' };
      }),
  );

  r.put(
    `${base}/situacao/:id`,
    {
      schema: { tags, params: idParams, body: aihSituacaoSchema, response: { 200: aihGravadaSchema } },
      config: { permission: PA.aihEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const acao = ACAO_DA_SITUACAO_AIH[b.status];
        if (!acao) throw unprocessable({ status: ['Situação é inválido'] });
        const { a, para } = await paraAcao(tx, req.params.id, acao);
        if (para === StatusAih.AUTORIZADA) {
          const [repetido] = await tx
            .select({ id: aih.id })
            .from(aih)
            .where(and(eq(aih.numeroAih, b.numeroAih as string), ne(aih.id, a.id), eq(aih.status, StatusAih.AUTORIZADA)));
          if (repetido) throw unprocessable({ numero_aih: [MENSAGENS_AIH.numeroRepetido] });
        }
        const autorizada = para === StatusAih.AUTORIZADA;
        const feito = await tx
          .update(aih)
          .set({
            status: para,
            numeroAih: autorizada ? b.numeroAih : null,
            hospitalDestino: autorizada ? b.hospitalDestino : null,
            observacaoRegulacao: b.observacaoRegulacao,
            situacaoEm: new Date(),
            situacaoPor: req.auth.usuarioId,
          })
          .where(and(eq(aih.id, a.id), eq(aih.status, StatusAih.SOLICITADA)))
          .returning({ id: aih.id });
        if (!feito.length) throw conflict(MENSAGENS_AIH.alterada);
        return { model: await carregarAih(tx, a.id), message: MENSAGEM_DA_SITUACAO[para] };
      }),
  );

  r.get(
    '/impressao/pronto-atendimento/aih/:id',
    { schema: { tags, params: idParams }, config: { permission: PA.aihVer } },
    async (req, reply) => {
      const def = await req.tx(async (tx) => {
        const a = await carregarAih(tx, req.params.id);
        await auditarLeituraAih(tx, req, a, 'impressao/aih');
        const dados = await dadosLaudoAih(tx, a);
        const cab = await carregarCabecalho(tx, req.cliente.id, { unidadeId: a.unidadeId });
        return laudoAih(dados, cab, { usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId, { social: true }) });
      });
      const pdf = await gerarPdf(def);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="aih-${req.params.id}.pdf"`)
        .send(pdf);
    },
  );
}
