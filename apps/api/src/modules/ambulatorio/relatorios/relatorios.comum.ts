import { fusoHorario, RECURSO_AGENDA, STATUS_ATENDIMENTO_AMBULATORIAL } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { nomeDoRecurso } from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

/** The pieces the outpatient reports share: the common filters over each source, names and labels. */

export interface FiltrosAmb {
  dataInicio?: string | null;
  dataFim?: string | null;
  unidadeId?: number | null;
  especialidadeId?: number | null;
  profissionalId?: number | null;
}

/** Conditions joined by `and`; absent ones (an empty filter) drop out. */
export const todas = (...condicoes: (SQL | undefined | false | null)[]): SQL =>
  sql.join([sql`true`, ...condicoes.filter((c): c is SQL => !!c)], sql` and `);

/** `agendamento a join jornada j`, with the specialty, unit and the agenda's resource name at hand. */
export const DE_AGENDAMENTO = sql`from agendamento a join jornada j on j.id = a.jornada_id join unidade un on un.id = j.unidade_id
  left join especialidade e on e.id = j.especialidade_id`;
export const recursoDaAgenda = () => nomeDoRecurso(sql`j.recurso_tipo`, sql`j.recurso_id`);

/** Appointments of the module by the agenda's unit, specialty and professional; the period on the appointment's day. */
export const doAgendamento = (f: FiltrosAmb, periodo = true): SQL =>
  todas(
    sql`a.modulo = ${MODULO_AMBULATORIO}`,
    periodo && f.dataInicio ? sql`a.data >= ${f.dataInicio}` : undefined,
    periodo && f.dataFim ? sql`a.data <= ${f.dataFim}` : undefined,
    f.unidadeId ? sql`j.unidade_id = ${f.unidadeId}` : undefined,
    f.especialidadeId ? sql`j.especialidade_id = ${f.especialidadeId}` : undefined,
    f.profissionalId ? sql`j.recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and j.recurso_id = ${f.profissionalId}` : undefined,
  );

/** The doctor's (or other professional's) finished attendances `ambulatorio_atendimento t`, by when they finished. */
export const daConsulta = (f: FiltrosAmb): SQL =>
  todas(
    noPeriodo(sql`t.finalizado_em`, f.dataInicio, f.dataFim),
    f.unidadeId ? sql`t.unidade_id = ${f.unidadeId}` : undefined,
    f.especialidadeId ? sql`t.especialidade_id = ${f.especialidadeId}` : undefined,
    f.profissionalId ? sql`t.usuario_id = ${f.profissionalId}` : undefined,
  );

/** Nursing attendances `ambulatorio_enfermagem ae join atendimento_ambulatorial aa`, by when they were recorded. */
export const DE_ENFERMAGEM = sql`from ambulatorio_enfermagem ae join atendimento_ambulatorial aa on aa.id = ae.atendimento_ambulatorial_id`;
export const daEnfermagem = (f: FiltrosAmb): SQL =>
  todas(
    noPeriodo(sql`ae.criado_em`, f.dataInicio, f.dataFim),
    f.unidadeId ? sql`aa.unidade_id = ${f.unidadeId}` : undefined,
    f.especialidadeId ? sql`aa.especialidade_id = ${f.especialidadeId}` : undefined,
    f.profissionalId ? sql`ae.usuario_id = ${f.profissionalId}` : undefined,
  );

/** Arrivals at the reception `atendimento_ambulatorial aa` (not the ones deleted from the list), by arrival. */
export const daChegada = (f: FiltrosAmb): SQL =>
  todas(
    sql`aa.status <> ${STATUS_ATENDIMENTO_AMBULATORIAL.EXCLUIDO}`,
    noPeriodo(sql`aa.chegada_em`, f.dataInicio, f.dataFim),
    f.unidadeId ? sql`aa.unidade_id = ${f.unidadeId}` : undefined,
    f.especialidadeId ? sql`aa.especialidade_id = ${f.especialidadeId}` : undefined,
    f.profissionalId ? sql`aa.profissional_id = ${f.profissionalId}` : undefined,
  );

/** The label of a stored code, from a shared table of names (literals: the names are ours, not the user's). */
export function rotulo(coluna: SQL, nomes: Record<number | string, string>): SQL<string> {
  const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  const casos = Object.entries(nomes)
    .map(([k, v]) => `when ${literal(/^\d+$/.test(k) ? Number(k) : k)} then ${literal(v)}`)
    .join(' ');
  return sql<string>`(case ${coluna} ${sql.raw(casos)} end)`;
}

/** 'F200' → 'F20.0 - Esquizofrenia paranóide' (the code as the CID-10 prints it). */
export const cidRotulo = (codigo: SQL, descricao: SQL) =>
  sql<string>`(substr(${codigo}, 1, 3) || case when length(${codigo}) = 4 then '.' || substr(${codigo}, 4, 1) else '' end || ' - ' || ${descricao})`;

/** The patient's phones as one text, each as people write it: (87) 99999-0000. */
export const telefonesDoPaciente = sql<string>`array_to_string(array(
    select regexp_replace(t, '^(\\d{2})(\\d{4,5})(\\d{4})$', '(\\1) \\2-\\3')
      from unnest(array_remove(array[c.telefone]::text[] || array(select ct.numero::text from cidadao_telefone ct where ct.cidadao_id = c.id order by ct.id), null)) t), ', ')`;

/** Age at a date as people say it ("35 anos", "1 ano", "8 meses", "12 dias"); null without a birth date. */
export const idadeNaData = (nascimento: SQL, data: SQL) => sql<string>`(select case
    when ${nascimento} is null then null
    when x.a >= 1 then x.a || case when x.a = 1 then ' ano' else ' anos' end
    when x.m >= 1 then x.m || case when x.m = 1 then ' mês' else ' meses' end
    else x.d || case when x.d = 1 then ' dia' else ' dias' end end
  from (select extract(year from g)::int as a, extract(month from g)::int as m, extract(day from g)::int as d
          from age(${data}, ${nascimento}) g) x)`;

/** The Brasília date of an instant. */
export const diaLocal = (instante: SQL) => sql`(${instante} at time zone ${fusoHorario()})::date`;

/** Minutes between two instants, and the median and mean of such values with one decimal. */
export const minutosEntre = (de: SQL, ate: SQL) => sql`(extract(epoch from (${ate}) - (${de})) / 60)`;
export const mediana = (v: SQL) => sql`round((percentile_cont(0.5) within group (order by ${v}))::numeric, 1)`;
export const media = (v: SQL) => sql`round(avg(${v})::numeric, 1)`;
/** A share in percent with one decimal (null when there is nothing to divide by). */
export const percentual = (parte: SQL, todo: SQL) => sql`round(100.0 * (${parte}) / nullif(${todo}, 0), 1)`;
