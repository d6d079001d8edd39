import {
  datatableRequestSchema,
  f,
  hojeIso,
  PA,
  refinePeriodo,
  SetorTipo,
  SITUACAO_TRIAGEM_NOME,
  SituacaoTriagem,
  type SituacaoTriagemId,
  StatusFila,
  type StatusFilaId,
  StatusFilaNome,
  triagemListaSchema,
  triagemProfissionaisSchema,
} from '@saude/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, centroCusto, cidadao, classificacaoRisco, usuario } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { porNome } from '../../../lib/sql/texto.js';
import { fila } from '../../fila/index.js';
import { MODULO_PA } from '../constantes.js';
import { unidadeDaSessao } from '../fechamento-faa/consulta-faa.js';
import { triagem } from './triagem.table.js';

const tags = ['pronto-atendimento/triagem'];
const base = '/api/pronto-atendimento/triagem';

const idOpcional = z.coerce.number().int().positive().optional().catch(undefined);
const listaQuery = datatableRequestSchema
  .extend({
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
    usuarioId: idOpcional,
    status: z.coerce
      .number()
      .int()
      .refine((s) => s in SITUACAO_TRIAGEM_NOME)
      .optional()
      .catch(undefined),
    paciente: z.string().trim().max(100).optional(),
    numero: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((v) => v?.replace(/\D/g, '') || undefined),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const paciente = alias(cidadao, 'paciente');
const profissional = alias(cidadao, 'profissional');
const usuarioProfissional = alias(usuario, 'usuario_profissional');

const ATIVOS = [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO];

/**
 * atendimento-triagem/index (spec 000 §2.3; issue 24): the triage's own list — the entries of the triage queues
 * of the user's location, today unless a period is given, with the classification each got while there (the
 * last one between arriving and leaving), who made it and where the patient went. Waiting entries open the form.
 */
export function triagemListaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: listaQuery, response: { 200: triagemListaSchema } }, config: { permission: PA.triagemVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const local = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const semPeriodo = !q.dataInicio && !q.dataFim;
        const feita = tx
          .select({
            triagemId: sql<number>`${triagem.id}`.as('triagem_id'),
            triadaEm: sql<Date>`${triagem.criadaEm}`.as('triada_em'),
            usuarioId: sql<number | null>`${triagem.usuarioId}`.as('triagem_usuario_id'),
            classificacaoRiscoId: sql<number>`${triagem.classificacaoRiscoId}`.as('triagem_cor_id'),
          })
          .from(triagem)
          .where(
            and(
              eq(triagem.atendimentoId, fila.referenciaId),
              sql`${triagem.criadaEm} >= ${fila.entradaEm}`,
              or(isNull(fila.saidaEm), sql`${triagem.criadaEm} <= ${fila.saidaEm}`),
            ),
          )
          .orderBy(desc(triagem.criadaEm), desc(triagem.id))
          .limit(1)
          .as('feita');
        const situacaoSql: Record<SituacaoTriagemId, SQL | undefined> = {
          [SituacaoTriagem.AGUARDANDO]: and(isNull(feita.triagemId), inArray(fila.status, ATIVOS)),
          [SituacaoTriagem.TRIADO]: isNotNull(feita.triagemId),
          [SituacaoTriagem.SEM_TRIAGEM]: and(isNull(feita.triagemId), notInArray(fila.status, ATIVOS)),
        };
        const filtro = and(
          eq(fila.modulo, MODULO_PA),
          eq(fila.setorTipoId, SetorTipo.TRIAGEM),
          eq(centroCusto.infraestruturaId, local),
          // today by default (the menu link): the triage works the day's arrivals
          noPeriodo(fila.entradaEm, semPeriodo ? hojeIso() : q.dataInicio, semPeriodo ? hojeIso() : q.dataFim),
          q.usuarioId ? eq(feita.usuarioId, q.usuarioId) : undefined,
          q.status ? situacaoSql[q.status as SituacaoTriagemId] : undefined,
          q.paciente ? textSearch(q.paciente, paciente.nome, paciente.nomeSocial) : undefined,
          q.numero ? sql`${atendimento.numero}::text like ${`%${q.numero}%`}` : undefined,
        );
        const destino = sql<string | null>`(select cc.nome from fila d join centro_custo cc on cc.id = d.centro_custo_id
          where d.origem_id = ${fila.id} order by d.id limit 1)`;
        const de = <T extends ReturnType<typeof tx.select>>(sel: T) =>
          sel
            .from(fila)
            .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
            .innerJoin(atendimento, eq(atendimento.id, fila.referenciaId))
            .innerJoin(paciente, eq(paciente.id, fila.pacienteId))
            .leftJoinLateral(feita, sql`true`)
            .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, feita.classificacaoRiscoId))
            .leftJoin(usuarioProfissional, eq(usuarioProfissional.id, feita.usuarioId))
            .leftJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId));
        const r = await runDatatable(
          q,
          {
            filter: filtro,
            sortable: {
              entradaEm: fila.entradaEm,
              numero: atendimento.numero,
              paciente: porNome(paciente.nome),
              triadaEm: sql`${feita.triadaEm}`,
              profissional: porNome(profissional.nome),
            },
            search: (termo) => {
              const digitos = termo.replace(/\D/g, '');
              return or(
                textSearch(termo, paciente.nome, paciente.nomeSocial, profissional.nome),
                digitos.length >= 4 && digitos === termo.replace(/[\s.-]/g, '')
                  ? sql`${atendimento.numero}::text like ${`%${digitos}%`}`
                  : undefined,
              );
            },
            // the oldest arrival first: the order the triage works in
            defaultOrder: [asc(fila.entradaEm)],
            tieBreaker: sql`${fila.id}`,
          },
          {
            rows: (where) =>
              de(
                tx.select({
                  id: fila.id,
                  atendimentoId: atendimento.id,
                  numero: atendimento.numero,
                  paciente: paciente.nome,
                  nomeSocial: paciente.nomeSocial,
                  desconhecido: paciente.provisorio,
                  setor: centroCusto.nome,
                  entradaEm: fila.entradaEm,
                  status: fila.status,
                  triagemId: feita.triagemId,
                  classificacaoRisco: classificacaoRisco.nome,
                  cor: classificacaoRisco.cor,
                  triadaEm: feita.triadaEm,
                  profissional: profissional.nome,
                  destino,
                }),
              )
                .where(where)
                .$dynamic(),
            count: (where) =>
              de(tx.select({ total: sql<number>`count(*)::int` }))
                .where(where)
                .$dynamic(),
          },
        );
        // `de` takes any select, so the rows' type is lost on the way: the response schema checks them
        const linhas = r.data as unknown as ({ triagemId: number | null; status: number } & Record<string, unknown>)[];
        return {
          ...r,
          data: linhas.map(({ triagemId, ...l }) => {
            const situacao: SituacaoTriagemId = triagemId
              ? SituacaoTriagem.TRIADO
              : (ATIVOS as number[]).includes(l.status)
                ? SituacaoTriagem.AGUARDANDO
                : SituacaoTriagem.SEM_TRIAGEM;
            // a patient being seen is said so; one gone without a classification says how they left
            const situacaoNome =
              situacao === SituacaoTriagem.AGUARDANDO && l.status === StatusFila.EM_ATENDIMENTO
                ? 'Em triagem'
                : situacao === SituacaoTriagem.SEM_TRIAGEM
                  ? `${SITUACAO_TRIAGEM_NOME[situacao]} (${StatusFilaNome[l.status as StatusFilaId].toLowerCase()})`
                  : SITUACAO_TRIAGEM_NOME[situacao];
            return { ...l, situacao, situacaoNome };
          }),
        } as unknown as z.output<typeof triagemListaSchema>;
      }),
  );

  // the professionals of the list's filter: those who classified patients
  r.get(
    `${base}/profissionais`,
    { schema: { tags, response: { 200: triagemProfissionaisSchema } }, config: { permission: PA.triagemVer } },
    (req) =>
      req.tx(async (tx) => ({
        data: await tx
          .select({ id: usuarioProfissional.id, nome: profissional.nome })
          .from(triagem)
          .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, triagem.usuarioId))
          .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
          .groupBy(usuarioProfissional.id, profissional.nome)
          .orderBy(porNome(profissional.nome), usuarioProfissional.id),
      })),
  );
}
