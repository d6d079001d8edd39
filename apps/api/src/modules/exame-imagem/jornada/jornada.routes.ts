import {
  DIAS_SEMANA,
  imgJornadaFormSchema,
  imgJornadaModelo,
  imgJornadaResource,
  MODULO_EXAME_IMAGEM,
  NOME_MODALIDADE_IMAGEM,
  RECURSO_AGENDA,
} from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { jornada, nomeDoRecurso, registrarNomeRecurso } from '../../agenda/index.js';

const unidadeNome = sql<string>`(select u.nome_fantasia from unidade u where u.id = "jornada"."unidade_id")`;
const situacaoNome = sql<string>`(select s.nome from jornada_situacao s where s.id = "jornada"."situacao_id")`;
const modalidadeNome = sql<string | null>`(select case e.modalidade ${sql.join(
  Object.entries(NOME_MODALIDADE_IMAGEM).map(([v, nome]) => sql`when ${Number(v)} then ${nome}`),
  sql` `,
)} end from img_equipamento e where "jornada"."recurso_tipo" = ${sql.raw(String(RECURSO_AGENDA.EQUIPAMENTO))} and e.id = "jornada"."recurso_id")`;
const nomesDias = DIAS_SEMANA.map((d, i) => sql`when ${i} then ${d.slice(0, 3)}`);
const dias = sql<string>`(select string_agg(case d ${sql.join(nomesDias, sql` `)} end, ', ' order by d) from unnest("jornada"."dias_semana") d)`;
const horario = sql<string>`to_char("jornada"."hora_inicio", 'HH24:MI') || ' – ' || to_char("jornada"."hora_fim", 'HH24:MI')`;

type Linha = Record<string, unknown> & { id: number; nome: string };
const opcoes = async (tx: Tx, q: ReturnType<typeof sql>): Promise<Linha[]> =>
  (await tx.execute(q)).rows.map((r) => ({ ...r, id: Number(r.id), nome: String(r.nome) }));

/** A professional of an imaging agenda: an active user lotado (active lotação) at an infrastructure of the unit. */
const lotadoNaUnidade = (usuarioId: unknown, unidadeId: unknown) => sql`exists (
  select 1 from lotacao l join infraestrutura i on i.id = l.infraestrutura_id
   where l.usuario_id = ${usuarioId} and not l.bloqueado and i.unidade_id = ${unidadeId})`;

/** The option lists of an imaging agenda's form: equipments (with their unit), professionals (with their units). */
async function opcoesJornada(tx: Tx) {
  const equipamentos = await opcoes(
    tx,
    sql`select id, nome, unidade_id, modalidade from img_equipamento where not bloqueado order by ${porNome(sql`nome`)}`,
  );
  const profissionais = await opcoes(
    tx,
    sql`select u.id, c.nome,
               (select coalesce(array_agg(distinct i.unidade_id), '{}') from lotacao l join infraestrutura i on i.id = l.infraestrutura_id
                 where l.usuario_id = u.id and not l.bloqueado) as unidade_ids
          from usuario u join cidadao c on c.id = u.cidadao_id
         where not u.bloqueado and exists (select 1 from lotacao l where l.usuario_id = u.id and not l.bloqueado)
         order by ${porNome(sql`c.nome`)}`,
  );
  return imgJornadaFormSchema.parse({
    equipamentos: equipamentos.map((e) => ({ id: e.id, nome: e.nome, unidadeId: Number(e.unidade_id), modalidade: Number(e.modalidade) })),
    profissionais: profissionais.map((p) => ({
      id: p.id,
      nome: p.nome,
      unidadeIds: ((p.unidade_ids as (number | string)[] | null) ?? []).map(Number),
    })),
    unidades: await opcoes(
      tx,
      sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
    ),
    infraestruturas: (
      await opcoes(tx, sql`select id, nome, unidade_id from infraestrutura where not bloqueado order by ${porNome(sql`nome`)}`)
    ).map((i) => ({ id: i.id, nome: i.nome, unidadeId: Number(i.unidade_id) })),
    situacoes: await opcoes(tx, sql`select id, nome from jornada_situacao where not bloqueado order by ${porNome(sql`nome`)}`),
  });
}

/** The engine names an agenda's resource by kind: the imaging service's equipment is "Raio-X Digital — Sala 1" (the plugin's `nucleo`). */
export const registrarNomeEquipamento = () =>
  registrarNomeRecurso(RECURSO_AGENDA.EQUIPAMENTO, (id) => sql<string>`(select e.nome from img_equipamento e where e.id = ${id})`);

/**
 * exame-imagem/jornada (spec 000 §2.3: index, create/{id}; and edit): the agendas of the imaging service on the
 * agenda engine's table — an equipment's (recurso_tipo EQUIPAMENTO, the img_equipamento) or a professional's (a user
 * lotado at the unit). The engine's table holds every module's agendas: `escopo` keeps this screen to the imaging
 * ones (and the outpatient and laboratory screens filter theirs). The quotas are a screen of their own (cota).
 */
export function jornadaImagemRoutes(app: FastifyInstance) {
  const recursoNome = nomeDoRecurso(sql`"jornada"."recurso_tipo"`, sql`"jornada"."recurso_id"`);
  return registerCrudRoutes(app, {
    resource: imgJornadaResource,
    table: jornada,
    escopo: eq(jornada.modulo, MODULO_EXAME_IMAGEM),
    list: {
      recursoNome,
      modalidadeNome,
      unidadeNome,
      dias,
      horario,
      vagas: jornada.vagasPrimeiraVez,
      vigenciaInicio: jornada.vigenciaInicio,
      situacaoNome,
    },
    search: (term) => textSearch(term, recursoNome, unidadeNome),
    form: opcoesJornada,
    values: (i) => ({
      modulo: MODULO_EXAME_IMAGEM,
      recursoTipo: i.recursoTipo,
      recursoId: i.recursoId,
      unidadeId: i.unidadeId,
      infraestruturaId: i.infraestruturaId ?? null,
      especialidadeId: null,
      situacaoId: i.situacaoId,
      diasSemana: i.diasSemana,
      horaInicio: i.horaInicio,
      horaFim: i.horaFim,
      viraDia: false,
      duracaoMinutos: i.duracaoMinutos,
      vigenciaInicio: i.vigenciaInicio,
      vigenciaFim: i.vigenciaFim ?? null,
      vagasPrimeiraVez: i.vagas,
      vagasRetorno: 0,
      vagasReguladas: 0,
      vagasReservadas: 0,
      unidadeReservadaId: null,
      abertaOutrasUnidades: i.abertaOutrasUnidades,
      observacao: i.observacao ?? null,
    }),
    model: async (_tx, row) => ({
      id: row.id,
      recursoTipo: row.recursoTipo,
      recursoId: row.recursoId,
      unidadeId: row.unidadeId,
      infraestruturaId: row.infraestruturaId,
      situacaoId: row.situacaoId,
      diasSemana: row.diasSemana,
      horaInicio: row.horaInicio,
      horaFim: row.horaFim,
      duracaoMinutos: row.duracaoMinutos,
      vigenciaInicio: row.vigenciaInicio,
      vigenciaFim: row.vigenciaFim,
      vagas: row.vagasPrimeiraVez,
      abertaOutrasUnidades: row.abertaOutrasUnidades,
      observacao: row.observacao,
    }),
    respostaModelo: imgJornadaModelo,
    validate: async (tx, i) => {
      // read again inside the tenant: the engine's recurso_id is generic (no foreign key), the others pass any municipality's id
      const erros: Record<string, string[]> = {};
      const existe = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rows.length > 0;
      if (!(await existe(sql`select 1 from unidade where id = ${i.unidadeId} and not bloqueado`)))
        erros.unidade_id = ['Unidade não encontrada ou bloqueada.'];
      if (!(await existe(sql`select 1 from jornada_situacao where id = ${i.situacaoId}`))) erros.situacao_id = ['Situação não encontrada.'];
      if (
        i.infraestruturaId &&
        !(await existe(sql`select 1 from infraestrutura where id = ${i.infraestruturaId} and unidade_id = ${i.unidadeId}`))
      )
        erros.infraestrutura_id = ['Local não encontrado nesta unidade.'];
      if (i.recursoTipo === RECURSO_AGENDA.EQUIPAMENTO) {
        const [e] = (await tx.execute(sql`select unidade_id from img_equipamento where id = ${i.recursoId} and not bloqueado`)).rows;
        if (!e) erros.recurso_id = ['Equipamento não encontrado ou bloqueado.'];
        else if (Number(e.unidade_id) !== i.unidadeId) erros.unidade_id = ['A unidade da agenda deve ser a do equipamento.'];
      } else if (
        !(await existe(
          sql`select 1 from usuario u where u.id = ${i.recursoId} and not u.bloqueado and ${lotadoNaUnidade(i.recursoId, i.unidadeId)}`,
        ))
      )
        erros.recurso_id = ['Profissional não encontrado ou sem lotação ativa nesta unidade.'];
      if (Object.keys(erros).length) throw unprocessable(erros);
    },
    exemplo: async (tx) => {
      const [u] = (await tx.execute(sql`select id from unidade where not bloqueado order by id limit 1`)).rows;
      let [e] = (await tx.execute(sql`select id from img_equipamento where unidade_id = ${u?.id} and not bloqueado order by id limit 1`))
        .rows;
      [e] = e
        ? [e]
        : (
            await tx.execute(sql`insert into img_equipamento (nome, modalidade, unidade_id)
              values (${`Equipamento de agenda ${Math.random().toString(36).slice(2, 8)}`}, 1, ${u?.id}) returning id`)
          ).rows;
      let [s] = (await tx.execute(sql`select id from jornada_situacao where permite_agendamento order by id limit 1`)).rows;
      if (!s) [s] = (await tx.execute(sql`insert into jornada_situacao (nome) values ('Ativa') returning id`)).rows;
      return {
        recursoTipo: RECURSO_AGENDA.EQUIPAMENTO,
        recursoId: Number(e?.id),
        unidadeId: Number(u?.id),
        infraestruturaId: null,
        situacaoId: Number(s?.id),
        diasSemana: [1, 3, 5],
        horaInicio: '07:00:00',
        horaFim: '11:00:00',
        duracaoMinutos: 20,
        vigenciaInicio: '2030-01-01',
        vigenciaFim: null,
        vagas: 12,
        abertaOutrasUnidades: true,
        observacao: null,
      };
    },
  });
}
