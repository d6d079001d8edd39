import {
  MINIMO_FALTAS_PADRAO,
  RECURSO_AGENDA,
  STATUS_AGENDAMENTO as S,
  StatusAgendamentoNome,
  TipoVagaNome,
  TIPO_VAGA as V,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { agoraLocal } from '../../agenda/index.js';
import { feriadosNoPeriodo } from '../../cadastro/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import {
  DE_AGENDAMENTO,
  doAgendamento,
  type FiltrosAmb,
  idadeNaData,
  percentual,
  recursoDaAgenda,
  rotulo,
  telefonesDoPaciente,
  todas,
} from './relatorios.comum.js';

/** The scheduling reports (shared relatorios.ts): one SQL each, over the appointments and the agendas. */

const conta = (condicao: SQL) => sql`count(*) filter (where ${condicao})::int`;
const especialidade = sql`coalesce(e.nome, 'Sem especialidade')`;

export const consultaAgendamentoSituacao = (f: FiltrosAmb) => sql`
  select un.nome_fantasia as "unidade", ${especialidade} as "especialidade", ${recursoDaAgenda()} as "profissional",
         ${conta(sql`a.status = ${S.AGENDADO}`)} as "agendados", ${conta(sql`a.status = ${S.CONFIRMADO}`)} as "chegaram",
         ${conta(sql`a.status = ${S.REALIZADO}`)} as "realizados", ${conta(sql`a.status = ${S.FALTOU}`)} as "faltas",
         ${conta(sql`a.status = ${S.CANCELADO}`)} as "cancelados", count(*)::int as "total"
    ${DE_AGENDAMENTO}
   where ${doAgendamento(f)}
   group by un.nome_fantasia, e.nome, j.recurso_tipo, j.recurso_id`;

/**
 * Absenteeism (issue 17): absences over (realised + absences), only up to today — a future appointment is
 * neither; broken down by unit, specialty or professional (default).
 */
export function consultaAbsenteismo(f: FiltrosAmb & { agrupamento?: number | null }) {
  const grupo = f.agrupamento === 1 ? sql`un.nome_fantasia` : f.agrupamento === 2 ? especialidade : recursoDaAgenda();
  return sql`
    select x.grupo as "grupo", x.realizados as "realizados", x.faltas as "faltas",
           ${percentual(sql`x.faltas`, sql`x.realizados + x.faltas`)} as "taxa"
      from (select ${grupo} as grupo, ${conta(sql`a.status = ${S.REALIZADO}`)} as realizados, ${conta(sql`a.status = ${S.FALTOU}`)} as faltas
              ${DE_AGENDAMENTO}
             where ${doAgendamento(f)} and a.status in (${S.REALIZADO}, ${S.FALTOU}) and a.data <= ${agoraLocal().hoje}
             group by 1) x`;
}

export const consultaAgendamentoTipoVaga = (f: FiltrosAmb) => sql`
  select ${especialidade} as "especialidade", ${recursoDaAgenda()} as "profissional",
         ${conta(sql`a.tipo_vaga = ${V.PRIMEIRA_VEZ}`)} as "primeiraVez", ${conta(sql`a.tipo_vaga = ${V.RETORNO}`)} as "retorno",
         ${conta(sql`a.tipo_vaga = ${V.REGULADO}`)} as "regulada", ${conta(sql`a.tipo_vaga = ${V.RESERVADO}`)} as "reservada",
         count(*)::int as "total"
    ${DE_AGENDAMENTO}
   where ${doAgendamento(f)} and a.status <> ${S.CANCELADO}
   group by e.nome, j.recurso_tipo, j.recurso_id`;

/**
 * Offered × taken slots per agenda: the agenda's working days in the period (weekday, validity) without the
 * holidays (computed with cadastro/feriado: national ones are not rows) and its blocked days; each offers the
 * slots its hours hold. Taken: appointments (not cancelled) on those days.
 */
export async function consultaVagas(tx: Tx, f: FiltrosAmb & { dataInicio: string; dataFim: string }): Promise<SQL> {
  const feriados = (await feriadosNoPeriodo(tx, f.dataInicio, f.dataFim)).filter((x) => !x.facultativo).map((x) => x.data);
  const agendas = todas(
    sql`j.modulo = ${MODULO_AMBULATORIO}`,
    sql`j.vigencia_inicio <= ${f.dataFim}`,
    sql`(j.vigencia_fim is null or j.vigencia_fim >= ${f.dataInicio})`,
    f.unidadeId ? sql`j.unidade_id = ${f.unidadeId}` : undefined,
    f.especialidadeId ? sql`j.especialidade_id = ${f.especialidadeId}` : undefined,
    f.profissionalId ? sql`j.recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and j.recurso_id = ${f.profissionalId}` : undefined,
  );
  return sql`
    with ag as (
      select j.id, floor((extract(epoch from (j.hora_fim - j.hora_inicio)) / 60 + case when j.vira_dia then 1440 else 0 end)
                         / j.duracao_minutos)::int as por_dia,
             j.dias_semana, greatest(j.vigencia_inicio, ${f.dataInicio}::date) as de,
             least(coalesce(j.vigencia_fim, ${f.dataFim}::date), ${f.dataFim}::date) as ate
        from jornada j where ${agendas}),
    dias as (
      select ag.id, d::date as data from ag cross join lateral generate_series(ag.de, ag.ate, interval '1 day') d
       where extract(dow from d)::int = any(ag.dias_semana::int[])
         and not (d::date = any(${`{${feriados.join(',')}}`}::date[]))
         and not exists (select 1 from jornada_bloqueio b where b.jornada_id = ag.id and d::date between b.data_inicio and b.data_fim)),
    x as (
      select ag.id, (select count(*) from dias where dias.id = ag.id)::int as dias, ag.por_dia,
             (select count(*) from agendamento a join dias on dias.id = a.jornada_id and dias.data = a.data
               where a.jornada_id = ag.id and a.status <> ${S.CANCELADO})::int as ocupadas
        from ag)
    select un.nome_fantasia as "unidade", ${especialidade} as "especialidade", ${recursoDaAgenda()} as "profissional",
           x.dias as "dias", (x.dias * x.por_dia)::int as "ofertadas", x.ocupadas as "ocupadas",
           greatest(x.dias * x.por_dia - x.ocupadas, 0)::int as "livres",
           ${percentual(sql`x.ocupadas`, sql`x.dias * x.por_dia`)} as "ocupacao"
      from x join jornada j on j.id = x.id join unidade un on un.id = j.unidade_id left join especialidade e on e.id = j.especialidade_id`;
}

/** Cancellations by reason, on the day they were cancelled; the reschedules of a block are one reason. */
export const consultaCancelamentoMotivo = (f: FiltrosAmb) => sql`
  select x.motivo as "motivo", count(*)::int as "quantidade"
    from (select case when a.motivo_cancelamento like 'Reagendado para %' then 'Reagendado (bloqueio de agenda)'
                      else coalesce(nullif(trim(a.motivo_cancelamento), ''), 'Sem motivo informado') end as motivo
            ${DE_AGENDAMENTO}
           where ${doAgendamento(f, false)} and a.status = ${S.CANCELADO} and ${todas(noPeriodo(sql`a.cancelado_em`, f.dataInicio, f.dataFim))}) x
   group by x.motivo`;

export const consultaBloqueioAgenda = (f: FiltrosAmb) => sql`
  select un.nome_fantasia as "unidade", ${recursoDaAgenda()} || coalesce(' — ' || e.nome, '') as "agenda",
         b.data_inicio as "dataInicio", b.data_fim as "dataFim", (b.data_fim - b.data_inicio + 1)::int as "dias", b.motivo as "motivo",
         (select count(*) from agendamento a where a.jornada_id = b.jornada_id and a.data between b.data_inicio and b.data_fim
             and a.status in (${S.AGENDADO}, ${S.CONFIRMADO}))::int as "ativos",
         (select count(*) from agendamento a where a.jornada_id = b.jornada_id and a.data between b.data_inicio and b.data_fim
             and a.status = ${S.CANCELADO})::int as "cancelados"
    from jornada_bloqueio b join jornada j on j.id = b.jornada_id join unidade un on un.id = j.unidade_id
    left join especialidade e on e.id = j.especialidade_id
   where ${todas(
     sql`j.modulo = ${MODULO_AMBULATORIO}`,
     f.dataFim ? sql`b.data_inicio <= ${f.dataFim}` : undefined,
     f.dataInicio ? sql`b.data_fim >= ${f.dataInicio}` : undefined,
     f.unidadeId ? sql`j.unidade_id = ${f.unidadeId}` : undefined,
     f.especialidadeId ? sql`j.especialidade_id = ${f.especialidadeId}` : undefined,
     f.profissionalId ? sql`j.recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and j.recurso_id = ${f.profissionalId}` : undefined,
   )}`;

export const consultaAgendamentoRetroativo = (f: FiltrosAmb) => sql`
  select a.data as "data", to_char(a.hora, 'HH24:MI') as "hora", c.nome as "paciente", ${especialidade} as "especialidade",
         ${recursoDaAgenda()} as "profissional", ${rotulo(sql`a.status`, StatusAgendamentoNome)} as "situacao",
         ${nomeDoUsuario(sql`a.created_by`)} as "registradoPor", a.created_at as "registradoEm"
    ${DE_AGENDAMENTO} join cidadao c on c.id = a.paciente_id
   where ${doAgendamento(f)} and a.retroativo`;

/** Patients with at least N absences in the period (default: the settings' default alert, two). */
export const consultaPacienteFaltoso = (f: FiltrosAmb & { minimoFaltas?: number | null }) => sql`
  select c.nome as "paciente", c.cns as "cns", ${telefonesDoPaciente} as "telefones", x.faltas as "faltas",
         x.agendamentos as "agendamentos", x.ultima as "ultimaFalta"
    from (select a.paciente_id, ${conta(sql`a.status = ${S.FALTOU}`)} as faltas, ${conta(sql`a.status <> ${S.CANCELADO}`)} as agendamentos,
                 max(a.data) filter (where a.status = ${S.FALTOU}) as ultima
            ${DE_AGENDAMENTO}
           where ${doAgendamento(f)}
           group by a.paciente_id) x
    join cidadao c on c.id = x.paciente_id
   where x.faltas >= ${f.minimoFaltas ?? MINIMO_FALTAS_PADRAO}`;

/** The professional's day sheet: every appointment not cancelled, the patient's age that day and phones. */
export const consultaAgendaProfissional = (f: FiltrosAmb) => sql`
  select a.data as "data", to_char(a.hora, 'HH24:MI') as "hora",
         case when c.nome_social is not null then c.nome_social || ' (' || c.nome || ')' else c.nome end as "paciente",
         ${idadeNaData(sql`c.data_nascimento`, sql`a.data`)} as "idade", ${telefonesDoPaciente} as "telefones",
         ${rotulo(sql`a.tipo_vaga`, TipoVagaNome)} as "tipoVaga", ${rotulo(sql`a.status`, StatusAgendamentoNome)} as "situacao",
         a.observacao as "observacao"
    ${DE_AGENDAMENTO} join cidadao c on c.id = a.paciente_id
   where ${doAgendamento(f)} and a.status <> ${S.CANCELADO}`;
