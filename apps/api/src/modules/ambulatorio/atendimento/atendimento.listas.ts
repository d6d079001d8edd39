import {
  AMB,
  atendimentoAmbulatorioListaSchema,
  atendimentoFilaListaSchema,
  datatableRequestSchema,
  exameAmbulatorioAutocompleteSchema,
  exameDentroPrazoSchema,
  f,
  formatDataBr,
  fusoHorario,
  hojeIso,
  impressoesAmbulatorioSchema,
  MENSAGENS_ATENDIMENTO_AMBULATORIO as M,
  medicamentoAmbulatorioAutocompleteSchema,
  receitaExigida,
  refinePeriodo,
  SetorTipo,
  STATUS_FILA_ATIVOS,
  StatusFilaNome,
} from '@saude/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { lookupQuerySchema, termoDe } from '../../../lib/lookup.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { inicioDeHoje, noPeriodo } from '../../../lib/sql/tempo.js';
import { porNome } from '../../../lib/sql/texto.js';
import { agendamento } from '../../agenda/index.js';
import { especialidade, medicamento, todasAsPalavras } from '../../cadastro/index.js';
import { fila } from '../../fila/index.js';
import { prioridade } from '../../painel-senha/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { localDaSessao } from '../recepcao/recepcao.service.js';
import { rotuloMedicamento } from './atendimento.conferir.js';
import { impressoesDoAtendimento } from './atendimento.impressoes.js';
import { ambulatorioAtendimento } from './atendimento.table.js';

const tags = ['ambulatorio/atendimento'];
export const ATENDIMENTO_API = '/api/ambulatorio/atendimento';
const base = ATENDIMENTO_API;
const id = z.coerce.number().int().positive();

const periodoQuery = datatableRequestSchema
  .extend({ dataInicio: f.opcional(f.data('Data inicial')), dataFim: f.opcional(f.data('Data final')) })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const statusFila = sql<string>`case ${fila.status} ${sql.join(
  Object.entries(StatusFilaNome).map(([k, v]) => sql`when ${Number(k)} then ${v}`),
  sql` `,
)} end`;

/** The columns of the history lines (the professional's done list, a patient's history). */
export const colunasHistorico = {
  id: ambulatorioAtendimento.id,
  finalizadoEm: ambulatorioAtendimento.finalizadoEm,
  pacienteId: ambulatorioAtendimento.pacienteId,
  paciente: cidadao.nome,
  nomeSocial: cidadao.nomeSocial,
  unidade: sql<string>`coalesce((select u.nome_fantasia from unidade u where u.id = ${ambulatorioAtendimento.unidadeId}), '')`,
  especialidade: sql<string | null>`(select e.nome from especialidade e where e.id = ${ambulatorioAtendimento.especialidadeId})`,
  profissional: sql<string>`coalesce(${nomeDoUsuario(ambulatorioAtendimento.usuarioId)}, '')`,
  problemaPrincipal: sql<string | null>`(select coalesce(
      (select d.cid_codigo || ' - ' || cd.descricao from cid cd where cd.codigo = d.cid_codigo),
      (select d.ciap_codigo || ' - ' || cp.descricao from ciap cp where cp.codigo = d.ciap_codigo))
     from ambulatorio_diagnostico d where d.ambulatorio_atendimento_id = ${ambulatorioAtendimento.id} order by d.principal desc, d.id limit 1)`,
  status: ambulatorioAtendimento.status,
  gestacao: ambulatorioAtendimento.gestacao,
};

/** A server-paged list of attendances with a filter (the done list, a patient's history, the correction list). */
export function listarAtendimentos(
  t: Tx,
  q: z.output<typeof datatableRequestSchema>,
  filtro: SQL | undefined,
  nomeStatus: (s: number) => string,
) {
  const de = <T extends ReturnType<typeof t.select>>(sel: T) =>
    sel.from(ambulatorioAtendimento).innerJoin(cidadao, eq(cidadao.id, ambulatorioAtendimento.pacienteId));
  return runDatatable(
    q,
    {
      filter: filtro,
      sortable: {
        finalizadoEm: ambulatorioAtendimento.finalizadoEm,
        paciente: porNome(cidadao.nome),
        profissional: colunasHistorico.profissional,
      },
      search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial),
      defaultOrder: [desc(ambulatorioAtendimento.finalizadoEm)],
      tieBreaker: sql`${ambulatorioAtendimento.id} desc`,
    },
    {
      rows: (where) => de(t.select(colunasHistorico)).where(where).$dynamic(),
      count: (where) =>
        de(t.select({ total: sql<number>`count(*)::int` }))
          .where(where)
          .$dynamic(),
    },
  ).then((r) => ({ ...r, data: (r.data as Record<string, unknown>[]).map((l) => ({ ...l, statusNome: nomeStatus(Number(l.status)) })) }));
}

/**
 * The professional's worklist (spec 000 §2.3 atendimento index): today's office-queue entries of the session's
 * unit (waiting or in attendance), his attendances (paged, by period), the lookups of the form, the validity
 * warning of a repeated exam and the print listing of an attendance.
 */
export function atendimentoListasRoutes(app: FastifyInstance, nomeStatus: (s: number) => string) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/fila`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: atendimentoFilaListaSchema } },
      config: { permission: AMB.atendimentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await localDaSessao(tx, req.auth.centroCustoId);
        const de = <T extends ReturnType<typeof tx.select>>(sel: T) =>
          sel
            .from(fila)
            .innerJoin(atendimentoAmbulatorial, and(eq(fila.modulo, MODULO_AMBULATORIO), eq(atendimentoAmbulatorial.id, fila.referenciaId)))
            .innerJoin(cidadao, eq(cidadao.id, atendimentoAmbulatorial.pacienteId))
            .leftJoin(especialidade, eq(especialidade.id, atendimentoAmbulatorial.especialidadeId))
            .leftJoin(agendamento, eq(agendamento.id, atendimentoAmbulatorial.agendamentoId))
            .leftJoin(prioridade, eq(prioridade.id, atendimentoAmbulatorial.prioridadeId));
        const filtro = and(
          eq(atendimentoAmbulatorial.infraestruturaId, local.infraestruturaId),
          eq(fila.setorTipoId, SetorTipo.CONSULTORIO),
          inArray(fila.status, [...STATUS_FILA_ATIVOS]),
          sql`${fila.entradaEm} >= ${inicioDeHoje}`,
        );
        const res = await runDatatable(
          req.query,
          {
            filter: filtro,
            sortable: { chegadaEm: atendimentoAmbulatorial.chegadaEm, paciente: porNome(cidadao.nome), horaAgendada: agendamento.hora },
            search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial),
            // the legal priority first, then the appointment time, then arrival (the queue's order)
            defaultOrder: [
              sql`coalesce(${prioridade.peso}, 0) desc`,
              sql`${agendamento.hora} asc nulls last`,
              sql`${atendimentoAmbulatorial.chegadaEm}`,
            ],
            tieBreaker: fila.id,
          },
          {
            rows: (where) =>
              de(
                tx.select({
                  filaId: fila.id,
                  status: fila.status,
                  statusNome: statusFila,
                  chegadaEm: atendimentoAmbulatorial.chegadaEm,
                  pacienteId: cidadao.id,
                  paciente: cidadao.nome,
                  nomeSocial: cidadao.nomeSocial,
                  especialidade: especialidade.nome,
                  profissional: nomeDoUsuario(atendimentoAmbulatorial.profissionalId),
                  agendamentoId: atendimentoAmbulatorial.agendamentoId,
                  horaAgendada: sql<string | null>`${agendamento.hora}::text`,
                  prioridade: prioridade.nome,
                  emAtendimentoPorVoce: sql<boolean>`coalesce(${fila.profissionalAtualId} = ${req.auth.usuarioId}, false)`,
                }),
              )
                .where(and(filtro, where))
                .$dynamic(),
            count: (where) =>
              de(tx.select({ total: sql<number>`count(*)::int` }))
                .where(and(filtro, where))
                .$dynamic(),
          },
        );
        return res as unknown as z.output<typeof atendimentoFilaListaSchema>;
      }),
  );

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: periodoQuery, response: { 200: atendimentoAmbulatorioListaSchema } },
      config: { permission: AMB.atendimentoVer },
    },
    (req) =>
      req.tx(
        (tx) =>
          listarAtendimentos(
            tx,
            req.query,
            and(
              eq(ambulatorioAtendimento.usuarioId, req.auth.usuarioId),
              noPeriodo(ambulatorioAtendimento.finalizadoEm, req.query.dataInicio, req.query.dataFim),
            ),
            nomeStatus,
          ) as unknown as Promise<z.output<typeof atendimentoAmbulatorioListaSchema>>,
      ),
  );

  // the previous attendances of a patient, from the attendance form ("Atendimentos anteriores")
  r.get(
    `${base}/historico/:pacienteId`,
    {
      schema: {
        tags,
        params: z.object({ pacienteId: id }),
        querystring: datatableRequestSchema,
        response: { 200: atendimentoAmbulatorioListaSchema },
      },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) =>
      req.tx(
        (tx) =>
          listarAtendimentos(
            tx,
            req.query,
            and(eq(ambulatorioAtendimento.pacienteId, req.params.pacienteId)),
            nomeStatus,
          ) as unknown as Promise<z.output<typeof atendimentoAmbulatorioListaSchema>>,
      ),
  );

  // Spec 001 §7 "exame-dentro-prazo-validade": a warning with the date of the last request, never a refusal.
  r.get(
    `${base}/exame-dentro-prazo-validade`,
    {
      schema: { tags, querystring: z.object({ pacienteId: id, exameId: id }), response: { 200: exameDentroPrazoSchema } },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select e.nome, e.validade_dias,
                 (select (max(s.criado_em) at time zone ${fusoHorario()})::date::text from ambulatorio_exame_solicitado s
                   where s.paciente_id = ${req.query.pacienteId} and s.exame_id = e.id) as ultima
            from exame e where e.id = ${req.query.exameId}`);
        const x = rows[0] as { nome: string; validade_dias: number | null; ultima: string | null } | undefined;
        const validade = x?.validade_dias == null ? null : Number(x.validade_dias);
        const ultima = x?.ultima ?? null;
        const dentro = Boolean(ultima && validade && dentroDoPrazo(ultima, validade));
        return {
          data: {
            dentroDoPrazo: dentro,
            ultimaSolicitacao: ultima,
            validadeDias: validade,
            message: dentro && x && ultima && validade ? M.exameNoPrazo(x.nome, formatDataBr(ultima), validade) : null,
          },
        };
      }),
  );

  r.get(
    `${base}/impressoes`,
    {
      schema: {
        tags,
        querystring: z.object({ origem: z.literal('atendimento', { error: 'Origem inválida.' }), atendimentoId: id }),
        response: { 200: impressoesAmbulatorioSchema },
      },
      config: { permission: AMB.atendimentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const [a] = await tx
          .select({ id: ambulatorioAtendimento.id })
          .from(ambulatorioAtendimento)
          .where(eq(ambulatorioAtendimento.id, req.query.atendimentoId));
        return { data: { form: { impressoes: a ? await impressoesDoAtendimento(tx, a.id) : [] } } };
      }),
  );

  r.get(
    '/api/ambulatorio/medicamento/autocomplete',
    {
      schema: {
        tags: ['ambulatorio/medicamento'],
        querystring: lookupQuerySchema,
        response: { 200: medicamentoAmbulatorioAutocompleteSchema },
      },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const rows = await tx
          .select({ id: medicamento.id, label: rotuloMedicamento, listaControleId: medicamento.listaControleId })
          .from(medicamento)
          .where(and(eq(medicamento.bloqueado, false), termo ? todasAsPalavras(termo, rotuloMedicamento) : undefined))
          .orderBy(porNome(rotuloMedicamento), medicamento.id)
          .limit(req.query.length);
        return { data: rows.map((m) => ({ ...m, receitaExigida: receitaExigida(m.listaControleId) })) };
      }),
  );

  r.get(
    '/api/ambulatorio/exame/autocomplete',
    {
      schema: { tags: ['ambulatorio/exame'], querystring: lookupQuerySchema, response: { 200: exameAmbulatorioAutocompleteSchema } },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const { rows } = await tx.execute(sql`
          select e.id, e.nome || ' (' || e.procedimento_codigo || ')' as label, e.procedimento_codigo, e.validade_dias
            from exame e
           where not e.bloqueado ${termo ? sql`and (f_unaccent(lower(e.nome)) like '%' || f_unaccent(lower(${termo})) || '%' or e.procedimento_codigo like ${`${termo.replace(/\D/g, '') || '-'}%`})` : sql``}
           order by e.nome collate "und-x-icu", e.id limit ${req.query.length}`);
        return {
          data: (rows as Record<string, unknown>[]).map((e) => ({
            id: Number(e.id),
            label: String(e.label),
            procedimentoCodigo: String(e.procedimento_codigo),
            validadeDias: e.validade_dias == null ? null : Number(e.validade_dias),
          })),
        };
      }),
  );
}

/** Is a request of `ultima` (YYYY-MM-DD) still valid today, for a result valid `dias` days? */
function dentroDoPrazo(ultima: string, dias: number) {
  const [a, m, d] = ultima.split('-').map(Number) as [number, number, number];
  const limite = new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
  return hojeIso() <= limite;
}
