import {
  type AssistenciaSocialInput,
  assistenciaSocialCriacaoSchema,
  assistenciaSocialEdicaoSchema,
  assistenciaSocialFaasSchema,
  assistenciaSocialListaSchema,
  assistenciaSocialModeloSchema,
  assistenciaSocialSchema,
  datatableRequestSchema,
  f,
  MOTIVO_ASSISTENCIA_SOCIAL_NOME,
  MotivoAssistenciaSocial,
  PA,
  refinePeriodo,
  rotuloPaciente,
} from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { assistenciaSocial, atendimento, auditoria, cidadao, infraestrutura, StatusAtendimento } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { atendimentoParaEscrita } from '../atendimento/atendimento.service.js';

const tags = ['pronto-atendimento/assistencia-social'];
const base = '/api/pronto-atendimento/assistencia-social';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const MOTIVOS = Object.values(MotivoAssistenciaSocial).map((id) => ({ id, nome: MOTIVO_ASSISTENCIA_SOCIAL_NOME[id] }));

const listaQuery = datatableRequestSchema
  .extend({
    motivo: f.opcional(f.enumeracao('Motivo', Object.values(MotivoAssistenciaSocial))).catch(null),
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const form = () => ({ motivos: MOTIVOS });

/** Reading a social-work report is audited like a clinical record (who, when, from which placement). */
async function auditarLeitura(tx: Tx, req: FastifyRequest, id: number) {
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: 'assistencia_social',
    registroId: id,
    depois: { rota: 'assistencia-social/edit' },
    requestId: String(req.id),
  });
}

/**
 * The patient must exist and be current; the FAA, when given, must be this patient's and open (locked like
 * every clinical write: a closed FAA changes only after reopening).
 */
async function conferir(tx: Tx, b: AssistenciaSocialInput, atualAtendimentoId: number | null = null) {
  const [p] = await tx.select({ id: cidadao.id, unificadoEmId: cidadao.unificadoEmId }).from(cidadao).where(eq(cidadao.id, b.pacienteId));
  if (!p) throw unprocessable({ paciente_id: ['Paciente não encontrado.'] });
  if (p.unificadoEmId) throw unprocessable({ paciente_id: ['Este cadastro foi unificado a outro. Busque o paciente de novo.'] });
  for (const id of new Set([atualAtendimentoId, b.atendimentoId].filter((x): x is number => x != null))) {
    const a = await atendimentoParaEscrita(tx, id);
    if (id === b.atendimentoId && a.pacienteId !== b.pacienteId)
      throw unprocessable({ atendimento_id: ['A FAA informada não é deste paciente.'] });
  }
}

const valores = (b: AssistenciaSocialInput) => ({
  pacienteId: b.pacienteId,
  atendimentoId: b.atendimentoId,
  motivo: b.motivo,
  relato: b.relato,
  encaminhamento: b.encaminhamento,
  atendidoEm: new Date(b.atendidoEm),
});

async function modelo(tx: Tx, id: number) {
  const [m] = await tx
    .select({
      id: assistenciaSocial.id,
      pacienteId: assistenciaSocial.pacienteId,
      atendimentoId: assistenciaSocial.atendimentoId,
      motivo: assistenciaSocial.motivo,
      relato: assistenciaSocial.relato,
      encaminhamento: assistenciaSocial.encaminhamento,
      atendidoEm: assistenciaSocial.atendidoEm,
      profissional: nomeDoUsuario(assistenciaSocial.usuarioId),
      numero: atendimento.numero,
      paciente: {
        nome: cidadao.nome,
        nomeSocial: cidadao.nomeSocial,
        preferenciaNomeId: cidadao.preferenciaNomeId,
        cpf: cidadao.cpf,
        cns: cidadao.cns,
        dataNascimento: cidadao.dataNascimento,
      },
    })
    .from(assistenciaSocial)
    .innerJoin(cidadao, eq(cidadao.id, assistenciaSocial.pacienteId))
    .leftJoin(atendimento, eq(atendimento.id, assistenciaSocial.atendimentoId))
    .where(eq(assistenciaSocial.id, id));
  if (!m) throw notFound();
  const { paciente, numero, ...resto } = m;
  return {
    ...resto,
    paciente: { id: m.pacienteId, label: rotuloPaciente(paciente) },
    atendimento: m.atendimentoId ? { id: m.atendimentoId, numero } : null,
  };
}

/**
 * assistencia-social (issue 6 step 7; spec routes index, create, edit/{id}): the social worker's attendances
 * of emergency patients. Written by hand beside the resource engine: the permissions are the module's own,
 * the author is the session's user, the FAA must be the patient's and open, and reading a report is audited.
 * The endpoints keep the engine's shapes (datatable, create → form, edit → form + model).
 */
export function assistenciaSocialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: listaQuery, response: { 200: assistenciaSocialListaSchema } },
      config: { permission: PA.assistenciaSocialVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const filtro = and(
          q.motivo ? eq(assistenciaSocial.motivo, q.motivo) : undefined,
          noPeriodo(assistenciaSocial.atendidoEm, q.dataInicio, q.dataFim),
        );
        return runDatatable(
          q,
          {
            filter: filtro,
            sortable: { atendidoEm: assistenciaSocial.atendidoEm, paciente: cidadao.nome, motivo: assistenciaSocial.motivo },
            search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial, sql`${atendimento.numero}::text`),
            defaultOrder: [desc(assistenciaSocial.atendidoEm)],
            tieBreaker: sql`${assistenciaSocial.id} desc`,
          },
          {
            rows: (where) =>
              tx
                .select({
                  id: assistenciaSocial.id,
                  atendidoEm: assistenciaSocial.atendidoEm,
                  paciente: cidadao.nome,
                  nomeSocial: cidadao.nomeSocial,
                  numero: atendimento.numero,
                  motivo: assistenciaSocial.motivo,
                  profissional: nomeDoUsuario(assistenciaSocial.usuarioId),
                })
                .from(assistenciaSocial)
                .innerJoin(cidadao, eq(cidadao.id, assistenciaSocial.pacienteId))
                .leftJoin(atendimento, eq(atendimento.id, assistenciaSocial.atendimentoId))
                .where(where)
                .$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(assistenciaSocial)
                .innerJoin(cidadao, eq(cidadao.id, assistenciaSocial.pacienteId))
                .leftJoin(atendimento, eq(atendimento.id, assistenciaSocial.atendimentoId))
                .where(where)
                .$dynamic(),
          },
        );
      }),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: assistenciaSocialCriacaoSchema } }, config: { permission: PA.assistenciaSocialCadastrar } },
    () => ({ form: form() }),
  );

  // the FAA picker: the patient's open attendances, newest first
  r.get(
    `${base}/atendimentos/:pacienteId`,
    {
      schema: {
        tags,
        params: z.object({ pacienteId: z.coerce.number().int().positive() }),
        response: { 200: assistenciaSocialFaasSchema },
      },
      config: { permission: PA.assistenciaSocialVer },
    },
    (req) =>
      req.tx(async (tx) => ({
        data: await tx
          .select({
            id: atendimento.id,
            numero: atendimento.numero,
            recepcionadoEm: atendimento.recepcionadoEm,
            local: infraestrutura.nome,
          })
          .from(atendimento)
          .innerJoin(infraestrutura, eq(infraestrutura.id, atendimento.infraestruturaId))
          .where(and(eq(atendimento.pacienteId, req.params.pacienteId), eq(atendimento.status, StatusAtendimento.ABERTO)))
          .orderBy(desc(atendimento.recepcionadoEm)),
      })),
  );

  r.post(
    `${base}`,
    {
      schema: { tags, body: assistenciaSocialSchema, response: { 201: assistenciaSocialModeloSchema } },
      config: { permission: PA.assistenciaSocialCadastrar },
    },
    async (req, reply) => {
      const model = await req.tx(async (tx) => {
        await conferir(tx, req.body);
        const [novo] = await tx
          .insert(assistenciaSocial)
          .values({ ...valores(req.body), usuarioId: req.auth.usuarioId })
          .returning({ id: assistenciaSocial.id });
        return modelo(tx, novo?.id as number);
      });
      return reply.status(201).send(model);
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: assistenciaSocialEdicaoSchema } },
      config: { permission: PA.assistenciaSocialEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const model = await modelo(tx, req.params.id);
        await auditarLeitura(tx, req, model.id);
        return { form: form(), model };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: assistenciaSocialSchema, response: { 200: assistenciaSocialModeloSchema } },
      config: { permission: PA.assistenciaSocialEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const [atual] = await tx
          .select({ id: assistenciaSocial.id, atendimentoId: assistenciaSocial.atendimentoId })
          .from(assistenciaSocial)
          .where(eq(assistenciaSocial.id, req.params.id))
          .for('update');
        if (!atual) throw notFound();
        await conferir(tx, req.body, atual.atendimentoId);
        await tx
          .update(assistenciaSocial)
          .set({ ...valores(req.body), updatedAt: sql`now()` })
          .where(eq(assistenciaSocial.id, atual.id));
        return modelo(tx, atual.id);
      }),
  );
}
