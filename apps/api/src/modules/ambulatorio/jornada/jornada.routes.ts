import { DIAS_SEMANA, jornadaFormSchema, jornadaResource, RECURSO_AGENDA } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { jornada, nomeDoRecurso } from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { opcoesJornada, recursoExiste } from './jornada.opcoes.js';

const especialidadeNome = sql<string>`(select e.nome from especialidade e where e.id = "jornada"."especialidade_id")`;
const unidadeNome = sql<string>`(select u.nome_fantasia from unidade u where u.id = "jornada"."unidade_id")`;
const situacaoNome = sql<string>`(select s.nome from jornada_situacao s where s.id = "jornada"."situacao_id")`;
const nomesDias = DIAS_SEMANA.map((d, i) => sql`when ${i} then ${d.slice(0, 3)}`);
const dias = sql<string>`(select string_agg(case d ${sql.join(nomesDias, sql` `)} end, ', ' order by d) from unnest("jornada"."dias_semana") d)`;
const horario = sql<string>`to_char("jornada"."hora_inicio", 'HH24:MI') || ' – ' || to_char("jornada"."hora_fim", 'HH24:MI')`;

/** ambulatorio/jornada (spec 000 §2.3: index, create/{id}): the outpatient agendas on the engine's table. */
export function jornadaRoutes(app: FastifyInstance) {
  // built here, not at import: the module registers its resource kinds' names (services) before its routes
  const recursoNome = nomeDoRecurso(sql`"jornada"."recurso_tipo"`, sql`"jornada"."recurso_id"`);
  return registerCrudRoutes(app, {
    resource: jornadaResource,
    table: jornada,
    // the engine's table holds every module's agendas (the laboratory's too): this screen owns the outpatient ones
    escopo: eq(jornada.modulo, MODULO_AMBULATORIO),
    list: { recursoNome, especialidadeNome, unidadeNome, dias, horario, vigenciaInicio: jornada.vigenciaInicio, situacaoNome },
    search: (term) => textSearch(term, recursoNome, especialidadeNome, unidadeNome),
    filters: { diaSemana: (v) => sql`${Number(v)} = any(${jornada.diasSemana})` },
    form: async (tx) => jornadaFormSchema.parse(await opcoesJornada(tx)),
    values: (i) => ({
      modulo: MODULO_AMBULATORIO,
      recursoTipo: i.recursoTipo,
      recursoId: i.recursoId,
      unidadeId: i.unidadeId,
      infraestruturaId: i.infraestruturaId,
      especialidadeId: i.especialidadeId,
      situacaoId: i.situacaoId,
      diasSemana: i.diasSemana,
      horaInicio: i.horaInicio,
      horaFim: i.horaFim,
      viraDia: i.viraDia,
      duracaoMinutos: i.duracaoMinutos,
      vigenciaInicio: i.vigenciaInicio,
      vigenciaFim: i.vigenciaFim,
      vagasPrimeiraVez: i.vagasPrimeiraVez,
      vagasRetorno: i.vagasRetorno,
      vagasReguladas: i.vagasReguladas,
      vagasReservadas: i.vagasReservadas,
      unidadeReservadaId: i.vagasReservadas > 0 ? i.unidadeReservadaId : null,
      abertaOutrasUnidades: i.abertaOutrasUnidades,
      observacao: i.observacao,
    }),
    validate: async (tx, i) => {
      // the references are read again inside the tenant (a foreign key passes another municipality's id)
      const erros: Record<string, string[]> = {};
      const existe = async (tabela: string, id: number | null | undefined) =>
        id == null || (await tx.execute(sql`select 1 from ${sql.identifier(tabela)} where id = ${id} limit 1`)).rows.length > 0;
      if (!(await existe('unidade', i.unidadeId))) erros.unidade_id = ['Unidade não encontrada.'];
      if (!(await existe('infraestrutura', i.infraestruturaId))) erros.infraestrutura_id = ['Local não encontrado.'];
      if (!(await existe('especialidade', i.especialidadeId))) erros.especialidade_id = ['Especialidade não encontrada.'];
      if (!(await existe('jornada_situacao', i.situacaoId))) erros.situacao_id = ['Situação não encontrada.'];
      if (!(await existe('unidade', i.vagasReservadas > 0 ? i.unidadeReservadaId : null)))
        erros.unidade_reservada_id = ['Unidade não encontrada.'];
      if (!(await recursoExiste(tx, i.recursoTipo, i.recursoId)))
        erros.recurso_id = [i.recursoTipo === RECURSO_AGENDA.SERVICO ? 'Serviço não encontrado.' : 'Profissional não encontrado.'];
      if (Object.keys(erros).length) throw unprocessable(erros);
    },
    guard: async (tx, row, acao) => {
      if (acao !== 'excluir') return null;
      const { rows } = await tx.execute(sql`select 1 from agendamento where jornada_id = ${row.id} limit 1`);
      return rows.length ? 'Esta agenda possui agendamentos e não pode ser excluída. Altere a situação ou a vigência.' : null;
    },
    exemplo: async (tx) => {
      const [u] = (await tx.execute(sql`select id from unidade order by id limit 1`)).rows as { id: number }[];
      const [e] = (await tx.execute(sql`select id from especialidade order by id limit 1`)).rows as { id: number }[];
      const [p] = (await tx.execute(sql`select id from usuario order by id limit 1`)).rows as { id: number }[];
      let [s] = (await tx.execute(sql`select id from jornada_situacao where permite_agendamento order by id limit 1`)).rows as {
        id: number;
      }[];
      if (!s) [s] = (await tx.execute(sql`insert into jornada_situacao (nome) values ('Ativa') returning id`)).rows as { id: number }[];
      return {
        recursoTipo: RECURSO_AGENDA.PROFISSIONAL,
        recursoId: Number(p?.id),
        unidadeId: Number(u?.id),
        infraestruturaId: null,
        especialidadeId: Number(e?.id),
        situacaoId: Number(s?.id),
        diasSemana: [1, 3, 5],
        horaInicio: '08:00:00',
        horaFim: '12:00:00',
        viraDia: false,
        duracaoMinutos: 20,
        vigenciaInicio: '2030-01-01',
        vigenciaFim: null,
        vagasPrimeiraVez: 8,
        vagasRetorno: 4,
        vagasReguladas: 0,
        vagasReservadas: 0,
        unidadeReservadaId: null,
        abertaOutrasUnidades: false,
        observacao: null,
      };
    },
  });
}
