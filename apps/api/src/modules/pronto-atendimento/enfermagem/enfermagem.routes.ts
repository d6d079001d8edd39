import {
  DESTINO_ENFERMAGEM_NOME,
  datatableRequestSchema,
  enfermagemFormularioSchema,
  enfermagemListaSchema,
  enfermagemRegistroSchema,
  enfermagemSalvaSchema,
  enfermagemSchema,
  f,
  PA,
  refinePeriodo,
} from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, atendimentoEnfermagem, cidadao, enfermagemAnexo } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario, qualificada } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { auditarLeituraAtendimento, cabecalhoDoAtendimento, entradaComAtendimento } from '../atendimento/atendimento.service.js';
import { localDaLotacao } from '../plantao/plantao.service.js';
import { anexosSchema, enviarAnexo } from './enfermagem.anexos.js';
import { destinosDaEnfermagem, gravarEnfermagem } from './enfermagem.gravar.js';
import { atendimentosDeEnfermagem, prescricaoAtiva, procedimentosSugeridos } from './enfermagem.service.js';

const tags = ['pronto-atendimento/atendimento-enfermagem'];
const base = '/api/pronto-atendimento/enfermagem';
const idParams = z.object({ id: z.coerce.number().int().positive() });

const listaQuery = datatableRequestSchema
  .extend({ dataInicio: f.opcional(f.data('Data inicial')), dataFim: f.opcional(f.data('Data final')) })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

/** The files travel beside the fields of the shared schema (multipart, spec "enfermagem: multipart store"). */
const corpo = enfermagemSchema.safeExtend({ anexos: anexosSchema });

const numeroFaa = sql<string>`${atendimento.numero}::text`;
const procedimentosDaLinha = sql<string | null>`(select string_agg(ep.procedimento_codigo, ', ' order by ep.id)
  from enfermagem_procedimento ep where ep.atendimento_enfermagem_id = ${qualificada(atendimentoEnfermagem.id)})`;
const contar = (tabela: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(tabela)} x where x.atendimento_enfermagem_id = ${qualificada(atendimentoEnfermagem.id)})`;

/**
 * atendimento-enfermagem (issue 6 step 5): the screen of an entry of the nursing queue (header, the active
 * internal prescription with its schedule, earlier nursing records, suggested procedures), the multipart
 * store, the list of the location's nursing records, one record, and the download of its files.
 */
export function enfermagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/create/:filaId`,
    {
      schema: { tags, params: z.object({ filaId: z.coerce.number().int().positive() }), response: { 200: enfermagemFormularioSchema } },
      config: { permission: PA.enfermagemCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const e = await entradaComAtendimento(tx, req.params.filaId);
        await auditarLeituraAtendimento(tx, req, e.atendimentoId, 'atendimento-enfermagem/create');
        const { origem, destinos } = await destinosDaEnfermagem(tx, e);
        return {
          form: {
            procedimentosSugeridos: await procedimentosSugeridos(tx),
            destinos: destinos.map((d) => ({ id: d.id, nome: DESTINO_ENFERMAGEM_NOME[d.id] })),
          },
          model: {
            fila: { id: e.id, status: e.status, setorTipoId: origem.setorTipoId },
            atendimento: await cabecalhoDoAtendimento(tx, e.atendimentoId),
            prescricao: await prescricaoAtiva(tx, e.atendimentoId),
            anteriores: await atendimentosDeEnfermagem(tx, { atendimentoId: e.atendimentoId }),
          },
        };
      }),
  );

  r.post(
    `${base}`,
    { schema: { tags, body: corpo, response: { 201: enfermagemSalvaSchema } }, config: { permission: PA.enfermagemCadastrar } },
    async (req, reply) => {
      const { anexos, ...dados } = req.body;
      const s = { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, lotacaoId: req.auth.lotacaoId };
      const res = await req.tx((tx) => gravarEnfermagem(tx, s, dados, anexos));
      return reply.status(201).send(res);
    },
  );

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: listaQuery, response: { 200: enfermagemListaSchema } }, config: { permission: PA.enfermagemVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const local = await localDaLotacao(tx, req.auth.lotacaoId);
        const filtro = and(
          // the records of the user's location: a nurse of one UPA does not browse another's
          local ? eq(atendimento.infraestruturaId, local) : sql`false`,
          noPeriodo(atendimentoEnfermagem.criadoEm, q.dataInicio, q.dataFim),
        );
        const de = () =>
          tx
            .select({
              id: atendimentoEnfermagem.id,
              criadoEm: atendimentoEnfermagem.criadoEm,
              numero: atendimento.numero,
              paciente: cidadao.nome,
              nomeSocial: cidadao.nomeSocial,
              desconhecido: cidadao.provisorio,
              profissional: nomeDoUsuario(atendimentoEnfermagem.usuarioId),
              procedimentos: procedimentosDaLinha,
              administracoes: contar('prescricao_administracao'),
              anexos: contar('enfermagem_anexo'),
            })
            .from(atendimentoEnfermagem)
            .innerJoin(atendimento, eq(atendimento.id, atendimentoEnfermagem.atendimentoId))
            .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId));
        return runDatatable(
          q,
          {
            filter: filtro,
            sortable: { criadoEm: atendimentoEnfermagem.criadoEm, numero: atendimento.numero, paciente: cidadao.nome },
            search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial, numeroFaa),
            defaultOrder: [desc(atendimentoEnfermagem.criadoEm)],
            tieBreaker: sql`${atendimentoEnfermagem.id} desc`,
          },
          {
            rows: (where) => de().where(where).$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(atendimentoEnfermagem)
                .innerJoin(atendimento, eq(atendimento.id, atendimentoEnfermagem.atendimentoId))
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(where)
                .$dynamic(),
          },
        );
      }),
  );

  r.get(`${base}/anexo/:id`, { schema: { tags, params: idParams }, config: { permission: PA.enfermagemVer } }, async (req, reply) => {
    const anexo = await req.tx(async (tx) => {
      const [a] = await tx
        .select({
          nome: enfermagemAnexo.nome,
          tipoConteudo: enfermagemAnexo.tipoConteudo,
          conteudo: enfermagemAnexo.conteudo,
          atendimentoId: atendimentoEnfermagem.atendimentoId,
        })
        .from(enfermagemAnexo)
        .innerJoin(atendimentoEnfermagem, eq(atendimentoEnfermagem.id, enfermagemAnexo.atendimentoEnfermagemId))
        .where(eq(enfermagemAnexo.id, req.params.id));
      if (!a) throw notFound('Anexo não encontrado.');
      await auditarLeituraAtendimento(tx, req, a.atendimentoId, `atendimento-enfermagem/anexo/${req.params.id}`);
      return a;
    });
    return enviarAnexo(reply, anexo);
  });

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: enfermagemRegistroSchema } }, config: { permission: PA.enfermagemVer } },
    (req) =>
      req.tx(async (tx) => {
        const [registro] = await atendimentosDeEnfermagem(tx, { id: req.params.id });
        if (!registro) throw notFound();
        await auditarLeituraAtendimento(tx, req, registro.atendimentoId, `atendimento-enfermagem/${req.params.id}`);
        return { model: { ...registro, atendimento: await cabecalhoDoAtendimento(tx, registro.atendimentoId) } };
      }),
  );
}
