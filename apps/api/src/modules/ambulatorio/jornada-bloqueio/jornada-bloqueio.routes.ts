import {
  AMB,
  bloqueioAfetadosRespostaSchema,
  jornadaBloqueioResource,
  reagendamentoRespostaSchema,
  STATUS_AGENDAMENTO,
  somarDias,
  type TipoVaga,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  agendar,
  agoraLocal,
  aplicarAcaoAgendamento,
  jornadaBloqueio,
  lerJornadas,
  listarAgendamentos,
  nomeDoRecurso,
  proximasVagas,
} from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { regrasDoAmbulatorio } from '../parametrizacao/parametros.js';

const jornadaNome = sql<string>`(select ${nomeDoRecurso(sql`j.recurso_tipo`, sql`j.recurso_id`)} || coalesce(' — ' || e.nome, '')
  from jornada j left join especialidade e on e.id = j.especialidade_id where j.id = "jornada_bloqueio"."jornada_id")`;

const afetadosQuery = z.object({
  jornadaId: z.coerce.number().int().positive(),
  dataInicio: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  dataFim: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/**
 * ambulatorio/jornada-bloqueio: blocks of an agenda. Blocking a period that already has appointments lists them
 * with the patients' phones (GET …/afetados), and each is rescheduled to the next free slot of the same agenda
 * (PUT …/reagendar/{agendamentoId}) or cancelled with a reason (ambulatorio/agendamento cancel) — issue 17.
 */
export function jornadaBloqueioRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: jornadaBloqueioResource,
    table: jornadaBloqueio,
    // blocks of the outpatient agendas only (the engine's table is shared with the laboratory's)
    escopo: sql`exists (select 1 from jornada j where j.id = ${jornadaBloqueio.jornadaId} and j.modulo = ${MODULO_AMBULATORIO})`,
    list: { jornadaNome, dataInicio: jornadaBloqueio.dataInicio, dataFim: jornadaBloqueio.dataFim, motivo: jornadaBloqueio.motivo },
    search: (term) => textSearch(term, jornadaNome, jornadaBloqueio.motivo),
    values: (i) => ({ jornadaId: i.jornadaId, dataInicio: i.dataInicio, dataFim: i.dataFim, motivo: i.motivo }),
    validate: async (tx, i) => {
      const { rows } = await tx.execute(sql`select 1 from jornada where id = ${i.jornadaId} and modulo = ${MODULO_AMBULATORIO} limit 1`);
      if (!rows.length) throw unprocessable({ jornada_id: ['Agenda não encontrada.'] });
    },
    exemplo: async (tx) => {
      const [j] = (await tx.execute(sql`select id from jornada where modulo = ${MODULO_AMBULATORIO} order by id limit 1`)).rows as {
        id: number;
      }[];
      if (!j) throw new Error('sem agenda para o exemplo');
      return { jornadaId: Number(j.id), dataInicio: '2031-07-01', dataFim: '2031-07-02', motivo: 'Capacitação' };
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = jornadaBloqueioResource.apiPath;
  const tags = ['ambulatorio/jornada-bloqueio'];

  r.get(
    `${base}/afetados`,
    {
      schema: { tags, querystring: afetadosQuery, response: { 200: bloqueioAfetadosRespostaSchema } },
      config: { permission: jornadaBloqueioResource.permissoes.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const data = await listarAgendamentos(
          tx,
          sql`a.jornada_id = ${q.jornadaId} and a.data between ${q.dataInicio} and ${q.dataFim}
              and a.status in (${STATUS_AGENDAMENTO.AGENDADO}, ${STATUS_AGENDAMENTO.CONFIRMADO})`,
        );
        return { data };
      }),
  );

  r.put(
    `${base}/reagendar/:agendamentoId`,
    {
      schema: {
        tags,
        params: z.object({ agendamentoId: z.coerce.number().int().positive() }),
        response: { 200: reagendamentoRespostaSchema },
      },
      config: { permission: AMB.agendamentoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const [antigo] = await listarAgendamentos(tx, sql`a.id = ${req.params.agendamentoId} and a.modulo = 'ambulatorio'`);
        if (!antigo) throw notFound('Agendamento não encontrado.');
        const [j] = await lerJornadas(tx, sql`j.id = ${antigo.jornadaId}`);
        if (!j) throw notFound('Agenda não encontrada.');
        const { rows } = await tx.execute(sql`
          select max(data_fim)::text as fim, string_agg(motivo, '; ') as motivo from jornada_bloqueio
           where jornada_id = ${j.id} and data_inicio <= ${antigo.data} and data_fim >= ${antigo.data}`);
        const bloqueio = rows[0] as { fim: string | null; motivo: string | null };
        const { hoje, agora } = agoraLocal();
        const depois = bloqueio.fim ? somarDias(bloqueio.fim, 1) : somarDias(antigo.data, 1);
        const inicio = depois > hoje ? depois : hoje;
        const regras = await regrasDoAmbulatorio(tx);
        const tipo = antigo.tipoVaga as TipoVaga;
        // the agenda's own unit, with every quota open: the appointment keeps its slot type
        const solicitante = { unidadeId: tipo === 4 ? j.unidadeReservadaId : j.unidadeId, podeRegulado: true };
        const [vaga] = await proximasVagas(tx, {
          jornadas: [j],
          tipoVaga: tipo,
          dataInicial: inicio,
          dataFinal: somarDias(inicio, Math.max(regras.horizonteDias, 30)),
          hoje,
          agora,
          solicitante,
          limite: 1,
        });
        if (!vaga)
          throw unprocessable(
            { data: ['Não há horário livre nesta agenda para reagendar.'] },
            'Não há horário livre nesta agenda para reagendar.',
          );
        const motivo = `Reagendado para ${vaga.data.split('-').reverse().join('/')} ${vaga.hora.slice(0, 5)}${bloqueio.motivo ? ` (bloqueio: ${bloqueio.motivo})` : ''}`;
        await aplicarAcaoAgendamento(tx, 'ambulatorio', antigo.id, 'cancelar', { usuarioId: req.auth.usuarioId, motivo });
        const novo = await agendar(
          tx,
          {
            modulo: 'ambulatorio',
            pacienteId: antigo.pacienteId,
            jornadaId: j.id,
            data: vaga.data,
            hora: vaga.hora,
            tipoVaga: tipo,
            observacao: antigo.observacao,
            origemId: antigo.id,
          },
          solicitante,
          { ...regras, permitirDoisFuturosMesmaEspecialidade: true, intervaloMinimoDias: 0 },
        );
        return { data: novo, anteriorId: antigo.id };
      }),
  );
  return reg;
}
