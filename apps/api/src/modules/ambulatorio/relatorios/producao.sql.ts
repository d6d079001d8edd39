import {
  FAIXAS_SINAIS_VITAIS,
  fusoHorario,
  STATUS_AGENDAMENTO as S,
  TIPO_ATENDIMENTO_ENFERMAGEM as T,
  TIPO_VAGA as V,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import {
  cidRotulo,
  DE_AGENDAMENTO,
  DE_ENFERMAGEM,
  daChegada,
  daConsulta,
  daEnfermagem,
  diaLocal,
  doAgendamento,
  type FiltrosAmb,
  idadeNaData,
  media,
  mediana,
  minutosEntre,
  percentual,
  recursoDaAgenda,
} from './relatorios.comum.js';

/**
 * The production and attendance reports (shared relatorios-producao.ts): consultations are the professional's
 * finished attendances (`ambulatorio_atendimento t`), nursing ones `ambulatorio_enfermagem ae`, arrivals
 * `atendimento_ambulatorial aa`.
 */

const conta = (condicao: SQL) => sql`count(*) filter (where ${condicao})::int`;
const especialidade = sql`coalesce(e.nome, 'Sem especialidade')`;
const ocupacaoRotulo = (cbo: SQL) => sql`coalesce(${cbo} || ' - ' || o.nome, ${cbo}, 'Sem CBO')`;

export const consultaProducaoProfissional = (f: FiltrosAmb) => sql`
  select ${nomeDoUsuario(sql`x.usuario_id`)} as "profissional", ${ocupacaoRotulo(sql`x.cbo`)} as "cbo",
         sum(x.consulta)::int as "consultas", sum(x.pre)::int as "preConsultas", sum(x.visita)::int as "visitas",
         sum(x.procedimentos)::int as "procedimentos", sum(x.consulta + x.pre + x.visita)::int as "total"
    from (select t.usuario_id, t.ocupacao_codigo as cbo, 1 as consulta, 0 as pre, 0 as visita, 0 as procedimentos
            from ambulatorio_atendimento t where ${daConsulta(f)}
          union all
          select ae.usuario_id, ae.ocupacao_codigo, 0, (ae.tipo = ${T.PRE_CONSULTA})::int, (ae.tipo = ${T.PROCEDIMENTO})::int,
                 (select coalesce(sum(p.quantidade), 0) from ambulatorio_enfermagem_procedimento p where p.ambulatorio_enfermagem_id = ae.id)
            ${DE_ENFERMAGEM} where ${daEnfermagem(f)}) x
    left join ocupacao o on o.codigo = x.cbo
   group by x.usuario_id, x.cbo, o.nome`;

export const consultaAtendimentoCbo = (f: FiltrosAmb) => sql`
  select coalesce(x.cbo, '—') as "cbo", coalesce(o.nome, 'Ocupação não informada') as "ocupacao",
         sum(x.consulta)::int as "consultas", sum(x.enfermagem)::int as "enfermagem", count(*)::int as "total"
    from (select t.ocupacao_codigo as cbo, 1 as consulta, 0 as enfermagem from ambulatorio_atendimento t where ${daConsulta(f)}
          union all
          select ae.ocupacao_codigo, 0, 1 ${DE_ENFERMAGEM} where ${daEnfermagem(f)}) x
    left join ocupacao o on o.codigo = x.cbo
   group by x.cbo, o.nome`;

/**
 * Waiting (issue 17, "arrival → call → end"): the call is the first time a professional took the patient in from a
 * queue of the visit; the end, the professional's attendance finished (or the visit closed by nursing).
 */
export const consultaTempoEspera = (f: FiltrosAmb) => {
  const esperaChamada = minutosEntre(sql`x.chegada_em`, sql`x.chamada`);
  const chamadaFim = sql`case when x.fim >= x.chamada then ${minutosEntre(sql`x.chamada`, sql`x.fim`)} end`;
  return sql`
    select ${especialidade} as "especialidade", count(*)::int as "chegadas", count(x.chamada)::int as "chamados",
           count(x.fim)::int as "finalizados",
           ${mediana(esperaChamada)} as "chegadaChamadaMediana", ${media(esperaChamada)} as "chegadaChamadaMedia",
           ${mediana(chamadaFim)} as "chamadaFimMediana", ${media(chamadaFim)} as "chamadaFimMedia"
      from (select aa.especialidade_id, aa.chegada_em,
                   (select min(fl.atendido_em) from fila fl where fl.modulo = ${MODULO_AMBULATORIO} and fl.referencia_id = aa.id) as chamada,
                   coalesce((select t.finalizado_em from ambulatorio_atendimento t where t.atendimento_ambulatorial_id = aa.id), aa.finalizado_em) as fim
              from atendimento_ambulatorial aa where ${daChegada(f)}) x
      left join especialidade e on e.id = x.especialidade_id
     group by e.nome`;
};

const cidPrincipalDaConsulta = sql`(select ${cidRotulo(sql`d.cid_codigo`, sql`cd.descricao`)} from ambulatorio_diagnostico d
  join cid cd on cd.codigo = d.cid_codigo where d.ambulatorio_atendimento_id = t.id order by d.principal desc, d.id limit 1)`;

export const consultaConsultaFinalizada = (f: FiltrosAmb) => sql`
  select t.finalizado_em as "finalizadaEm", c.nome as "paciente", ${idadeNaData(sql`c.data_nascimento`, diaLocal(sql`t.finalizado_em`))} as "idade",
         ${especialidade} as "especialidade", ${nomeDoUsuario(sql`t.usuario_id`)} as "profissional", ${cidPrincipalDaConsulta} as "cidPrincipal",
         case when t.agendamento_id is null then 'Demanda espontânea' else 'Agendada' end as "origem",
         t.procedimento_codigo as "procedimento", 1 as "quantidade"
    from ambulatorio_atendimento t join cidadao c on c.id = t.paciente_id left join especialidade e on e.id = t.especialidade_id
   where ${daConsulta(f)}`;

/** Per month and specialty: the appointments of the month (their day) and the consultations finished in it. */
export const consultaEstatisticoConsulta = (f: FiltrosAmb) => sql`
  select x.mes as "mes", ${especialidade} as "especialidade",
         ${conta(sql`x.k = 'a' and x.status <> ${S.CANCELADO}`)} as "agendadas", ${conta(sql`x.k = 'a' and x.status = ${S.REALIZADO}`)} as "realizadas",
         ${conta(sql`x.k = 'a' and x.status = ${S.FALTOU}`)} as "faltas", ${conta(sql`x.k = 'c' and x.agendada`)} as "consultasAgendadas",
         ${conta(sql`x.k = 'c' and not x.agendada`)} as "demandaEspontanea", ${conta(sql`x.k = 'c'`)} as "consultas"
    from (select to_char(a.data, 'YYYY/MM') as mes, j.especialidade_id, 'a' as k, a.status, null::boolean as agendada
            ${DE_AGENDAMENTO} where ${doAgendamento(f)}
          union all
          select to_char(t.finalizado_em at time zone ${fusoHorario()}, 'YYYY/MM'), t.especialidade_id, 'c', null, t.agendamento_id is not null
            from ambulatorio_atendimento t where ${daConsulta(f)}) x
    left join especialidade e on e.id = x.especialidade_id
   group by x.mes, e.nome`;

export const consultaQuantitativoCid = (f: FiltrosAmb) => sql`
  select ${cidRotulo(sql`cd.codigo`, sql`cd.descricao`)} as "cid", count(distinct t.id)::int as "consultas",
         count(distinct t.paciente_id)::int as "pacientes", ${conta(sql`d.principal = 1`)} as "principal"
    from ambulatorio_diagnostico d join ambulatorio_atendimento t on t.id = d.ambulatorio_atendimento_id
    join cid cd on cd.codigo = d.cid_codigo
   where ${daConsulta(f)}
   group by cd.codigo, cd.descricao`;

/**
 * SIGTAP production: each consultation as the procedure its closing chose or, before closing, the specialised
 * consultation by the CBO (03.01.01.007-2 for doctors, CBO 225…; 03.01.01.004-8 for other graduated
 * professionals), and the nursing procedures; valued at SIGTAP's outpatient value (SA).
 */
export const consultaProducaoAmbulatorial = (f: FiltrosAmb) => sql`
  select x.codigo as "codigo", p.nome as "procedimento", x.origem as "origem", sum(x.quantidade)::int as "quantidade",
         p.valor_sa as "valorUnitario", sum(x.quantidade) * p.valor_sa as "valorTotal"
    from (select coalesce(t.procedimento_codigo, case when t.ocupacao_codigo like '225%' then '0301010072' else '0301010048' end) as codigo,
                 'Consulta' as origem, 1 as quantidade
            from ambulatorio_atendimento t where ${daConsulta(f)}
          union all
          select ep.procedimento_codigo, 'Enfermagem', ep.quantidade
            from ambulatorio_enfermagem_procedimento ep join ambulatorio_enfermagem ae on ae.id = ep.ambulatorio_enfermagem_id
            join atendimento_ambulatorial aa on aa.id = ae.atendimento_ambulatorial_id
           where ${daEnfermagem(f)}) x
    join procedimento_sigtap p on p.codigo = x.codigo
   group by x.codigo, p.nome, x.origem, p.valor_sa`;

const F = FAIXAS_SINAIS_VITAIS;
const faixa = (coluna: string, k: keyof typeof F) =>
  sql.raw(`case when ae.${coluna} < ${F[k].min} then '${F[k].rotuloBaixo}' when ae.${coluna} > ${F[k].max} then '${F[k].rotuloAlto}' end`);
const alteracoes = sql`concat_ws('; ', ${faixa('pa_sistolica', 'paSistolica')}, ${faixa('pa_diastolica', 'paDiastolica')},
  ${faixa('frequencia_cardiaca', 'frequenciaCardiaca')}, ${faixa('frequencia_respiratoria', 'frequenciaRespiratoria')},
  ${faixa('temperatura', 'temperatura')}, ${faixa('saturacao', 'saturacao')}, ${faixa('glicemia', 'glicemia')})`;

export const consultaPreConsulta = (f: FiltrosAmb) => sql`
  select x.* from (
    select ae.criado_em as "registradaEm", c.nome as "paciente",
           case when ae.pa_sistolica is not null then ae.pa_sistolica || '/' || coalesce(ae.pa_diastolica::text, '—') end as "pa",
           ae.frequencia_cardiaca::int as "frequenciaCardiaca", ae.temperatura as "temperatura", ae.saturacao::int as "saturacao",
           ae.glicemia::int as "glicemia", ${alteracoes} as "alteracoes", ${nomeDoUsuario(sql`ae.usuario_id`)} as "profissional"
      ${DE_ENFERMAGEM} join cidadao c on c.id = ae.paciente_id
     where ${daEnfermagem(f)} and ae.tipo = ${T.PRE_CONSULTA}) x
   where x."alteracoes" <> ''`;

const FAIXAS_ETARIAS: [number, number, string][] = [
  [0, 0, '00 (menos de 1 ano)'],
  [1, 4, '01 a 04 anos'],
  [5, 9, '05 a 09 anos'],
  [10, 14, '10 a 14 anos'],
  [15, 19, '15 a 19 anos'],
  [20, 29, '20 a 29 anos'],
  [30, 39, '30 a 39 anos'],
  [40, 49, '40 a 49 anos'],
  [50, 59, '50 a 59 anos'],
  [60, 69, '60 a 69 anos'],
  [70, 79, '70 a 79 anos'],
];
const faixaEtaria = sql.raw(
  `case when x.anos is null then 'Sem data de nascimento' ${FAIXAS_ETARIAS.map(([de, ate, nome]) => `when x.anos between ${de} and ${ate} then '${nome}'`).join(' ')} else '80 anos ou mais' end`,
);

/** Consultations by the patient's age that day and the record's sex (LEDI: 0 masculino, 1 feminino). */
export const consultaFaixaEtariaSexo = (f: FiltrosAmb) => sql`
  select ${faixaEtaria} as "faixa", ${conta(sql`x.sexo = 0`)} as "masculino", ${conta(sql`x.sexo = 1`)} as "feminino",
         ${conta(sql`x.sexo is null or x.sexo not in (0, 1)`)} as "ignorado", count(*)::int as "total"
    from (select extract(year from age(${diaLocal(sql`t.finalizado_em`)}, c.data_nascimento))::int as anos, c.sexo_id as sexo
            from ambulatorio_atendimento t join cidadao c on c.id = t.paciente_id where ${daConsulta(f)}) x
   group by 1`;

export const consultaDemandaEspontanea = (f: FiltrosAmb) => sql`
  select ${especialidade} as "especialidade", coalesce(${nomeDoUsuario(sql`aa.profissional_id`)}, 'Não definido') as "profissional",
         ${conta(sql`aa.agendamento_id is not null`)} as "agendadas", ${conta(sql`aa.agendamento_id is null`)} as "demandaEspontanea",
         count(*)::int as "total", ${percentual(sql`count(*) filter (where aa.agendamento_id is null)`, sql`count(*)`)} as "percentualEspontanea"
    from atendimento_ambulatorial aa left join especialidade e on e.id = aa.especialidade_id
   where ${daChegada(f)}
   group by e.nome, aa.profissional_id`;

export const consultaPrimeiraVezRetorno = (f: FiltrosAmb) => sql`
  select ${especialidade} as "especialidade", ${recursoDaAgenda()} as "profissional",
         ${conta(sql`a.tipo_vaga = ${V.PRIMEIRA_VEZ}`)} as "primeiraVez", ${conta(sql`a.tipo_vaga = ${V.RETORNO}`)} as "retorno",
         ${conta(sql`a.tipo_vaga not in (${V.PRIMEIRA_VEZ}, ${V.RETORNO})`)} as "outras", count(*)::int as "total",
         ${percentual(sql`count(*) filter (where a.tipo_vaga = ${V.RETORNO})`, sql`count(*)`)} as "percentualRetorno"
    ${DE_AGENDAMENTO}
   where ${doAgendamento(f)} and a.status = ${S.REALIZADO}
   group by e.nome, j.recurso_tipo, j.recurso_id`;
