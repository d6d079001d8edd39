import {
  NOME_TIPO_PASSAGEIRO,
  NOME_TIPO_VEICULO,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_AGENDAMENTO_RELATORIO,
  SITUACAO_VIAGEM_RELATORIO,
  SITUACAO_VIAGEM as SV,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { entre, igual, type Periodo, rotulo, todas } from '../../../lib/reports/sql.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';

/**
 * The transport reports' SQL (spec 000 §2.3 transporte-paciente, issue 23), over tp_agendamento (bookings, dated by
 * the trip's day), tp_acompanhante and tp_viagem. A passenger is a booking placed in a trip who did not miss it
 * (alocado or embarcou: on a closed trip, who boarded); a companion counts when their patient travelled and they
 * were not marked absent.
 */

export interface FiltrosTp {
  destinoId?: number | null;
  municipioId?: number | null;
  veiculoId?: number | null;
  condutorId?: number | null;
  motivoId?: number | null;
  agendadorId?: number | null;
  pacienteId?: number | null;
  situacao?: number | null;
  /** Departure time as minutes since midnight (minutosDoHorario). */
  horario?: number | null;
  viagemId?: number | null;
}

const em = (...v: number[]) => sql.raw(`(${v.join(', ')})`);
/** A booking that travelled (or is travelling). */
const VIAJOU = (a = 'a') => sql`${sql.raw(a)}.situacao in ${em(SA.alocado, SA.embarcou)}`;
/** The companions of a booking who travelled with it (a companion not marked absent). */
const acompanhantesDe = (a = 'a') =>
  sql`(select count(*)::int from tp_acompanhante ac where ac.agendamento_id = ${sql.raw(a)}.id and coalesce(ac.embarcou, true))`;
const acompanhantesQueViajaram = (a = 'a') => sql`case when ${VIAJOU(a)} then ${acompanhantesDe(a)} else 0 end`;
const cidade = sql`(m.nome || '/' || es.uf)`;
const lugaresDo = (ve: string) => sql.raw(`(${ve}.lugares + ${ve}.lugares_cadeirante + ${ve}.lugares_maca)`);

/** Trips of the period (not cancelled unless that situation is asked), each with its passengers, km and costs. */
function viagens(f: FiltrosTp & Periodo, extra: (SQL | null)[] = []): SQL {
  return sql`(select v.id, v.numero, v.data, v.horario_saida, v.destino_id, v.veiculo_id, v.condutor_id, v.situacao,
         case when v.situacao = ${SV.fechada} then greatest(coalesce(v.km_chegada - v.km_saida, 0), 0) else 0 end as km,
         case when v.situacao = ${SV.fechada} then coalesce(v.combustivel_litros, 0) else 0 end as litros,
         case when v.situacao = ${SV.fechada} and v.combustivel_litros is null and v.km_chegada > v.km_saida and ve.consumo_km_litro > 0
              then round((v.km_chegada - v.km_saida) / ve.consumo_km_litro, 2) else 0 end as litros_estimados,
         case when v.situacao = ${SV.fechada} then coalesce(v.combustivel_valor, 0) else 0 end as combustivel,
         case when v.situacao = ${SV.fechada} then coalesce(v.pedagio_valor, 0) else 0 end as pedagio,
         case when v.situacao = ${SV.fechada} then coalesce(v.outras_despesas, 0) else 0 end as outras,
         case when v.situacao = ${SV.fechada}
              then coalesce(v.combustivel_valor, 0) + coalesce(v.pedagio_valor, 0) + coalesce(v.outras_despesas, 0) else 0 end as custo,
         ${lugaresDo('ve')} as lugares,
         coalesce(p.pacientes, 0) as pacientes, coalesce(p.acompanhantes, 0) as acompanhantes, coalesce(p.faltas, 0) as faltas
    from tp_viagem v
    join tp_veiculo ve on ve.id = v.veiculo_id
    left join lateral (
      select count(*) filter (where ${VIAJOU()})::int as pacientes, sum(${acompanhantesQueViajaram()})::int as acompanhantes,
             count(*) filter (where a.situacao = ${SA.faltou})::int as faltas
        from tp_agendamento a where a.viagem_id = v.id) p on true
   where ${todas(
     entre(sql`v.data`, f),
     f.situacao ? sql`v.situacao = ${f.situacao}` : sql`v.situacao <> ${SV.cancelada}`,
     igual(sql`v.destino_id`, f.destinoId),
     igual(sql`v.veiculo_id`, f.veiculoId),
     igual(sql`v.condutor_id`, f.condutorId),
     igual(sql`v.id`, f.viagemId),
     f.horario == null ? null : sql`(extract(hour from v.horario_saida) * 60 + extract(minute from v.horario_saida))::int = ${f.horario}`,
     ...extra,
   )})`;
}

/** Agendamentos por agendador: the period's bookings per user who booked. */
export const consultaAgendador = (f: FiltrosTp & Periodo) => sql`
  select ${nomeDoUsuario(sql`a.usuario_id`)} as "agendador", count(*)::int as "agendamentos",
         count(*) filter (where a.situacao = ${SA.cancelado})::int as "cancelados",
         count(*) filter (where ${VIAJOU()})::int as "pacientes", coalesce(sum(${acompanhantesQueViajaram()}), 0)::int as "acompanhantes",
         count(*) filter (where a.situacao = ${SA.faltou})::int as "faltas"
    from tp_agendamento a
   where ${todas(entre(sql`a.data`, f), igual(sql`a.usuario_id`, f.agendadorId), igual(sql`a.destino_id`, f.destinoId))}
   group by a.usuario_id`;

/** Viagens e passageiros: one line per patient of each trip, with the companions. */
export const consultaViagem = (f: FiltrosTp & Periodo) => sql`
  select 'Nº ' || v.numero || ' · ' || to_char(v.data, 'DD/MM/YYYY') || ' ' || to_char(v.horario_saida, 'HH24:MI') || ' · ' || d.nome
         || ' · ' || ve.placa || ' · ' || co.nome as "viagem",
         c.nome as "paciente", c.cns as "cns", p.nome as "ponto", ${rotulo(sql`a.situacao`, SITUACAO_AGENDAMENTO_RELATORIO)} as "situacao",
         (select string_agg(ac.nome || coalesce(' (' || ac.relacao || ')', '')
                 || case when ac.embarcou is false then ' – faltou' when ac.embarcou then ' – embarcou' else '' end, '; ' order by ac.ordem)
            from tp_acompanhante ac where ac.agendamento_id = a.id) as "acompanhantesNomes",
         (a.situacao = ${SA.embarcou})::int as "embarcou", (a.situacao = ${SA.faltou})::int as "faltou",
         ${acompanhantesQueViajaram()} as "acompanhantes"
    from ${viagens(f)} v
    join tp_destino d on d.id = v.destino_id
    join tp_veiculo ve on ve.id = v.veiculo_id
    join tp_condutor co on co.id = v.condutor_id
    join tp_agendamento a on a.viagem_id = v.id and a.situacao <> ${SA.cancelado}
    join cidadao c on c.id = a.paciente_id
    left join tp_ponto p on p.id = a.ponto_id
   where ${todas(igual(sql`a.paciente_id`, f.pacienteId))}`;

/** Estatístico: per destination city and reason, with the share of the city's offered places each reason used. */
export const consultaEstatistico = (f: FiltrosTp & Periodo) => sql`
  with oferta as (
    select d.municipio_id, sum(v.lugares)::int as lugares
      from ${viagens({ dataInicio: f.dataInicio, dataFim: f.dataFim })} v join tp_destino d on d.id = v.destino_id
     group by d.municipio_id),
  linhas as (
    select d.municipio_id, a.motivo_id, count(*)::int as agendamentos, count(*) filter (where ${VIAJOU()})::int as pacientes,
           coalesce(sum(${acompanhantesQueViajaram()}), 0)::int as acompanhantes,
           count(*) filter (where a.situacao = ${SA.faltou})::int as faltas
      from tp_agendamento a join tp_destino d on d.id = a.destino_id
     where ${todas(
       entre(sql`a.data`, f),
       sql`a.situacao <> ${SA.cancelado}`,
       igual(sql`d.municipio_id`, f.municipioId),
       igual(sql`a.motivo_id`, f.motivoId),
     )}
     group by d.municipio_id, a.motivo_id)
  select ${cidade} as "municipio", coalesce(mo.nome, 'Sem motivo') as "motivo", l.agendamentos as "agendamentos",
         l.pacientes as "pacientes", l.acompanhantes as "acompanhantes", l.faltas as "faltas",
         round(100.0 * (l.pacientes + l.acompanhantes) / nullif(o.lugares, 0), 1) as "ocupacao"
    from linhas l
    join municipio m on m.id = l.municipio_id join estado es on es.id = m.estado_id
    left join tp_motivo mo on mo.id = l.motivo_id
    left join oferta o on o.municipio_id = l.municipio_id`;

/** The expression of each grouping field of the quantitative report. */
const CAMPO: Record<string, SQL> = {
  destino: sql`d.nome`,
  municipio: cidade,
  motivo: sql`coalesce(mo.nome, 'Sem motivo')`,
  tipo: rotulo(sql`a.tipo_passageiro`, NOME_TIPO_PASSAGEIRO),
  unidade: sql`coalesce(u.nome_fantasia, 'Sem unidade')`,
  grupo: sql`coalesce(g.nome, 'Sem grupo')`,
  ponto: sql`coalesce(p.nome, 'Sem ponto')`,
  agendador: nomeDoUsuario(sql`a.usuario_id`),
  situacao: rotulo(sql`a.situacao`, SITUACAO_AGENDAMENTO_RELATORIO),
  mes: sql`to_char(a.data, 'YYYY-MM')`,
};

/** Quantitativo: the period's bookings counted by the one or two fields chosen (destination when none). */
export const consultaQuantitativo = (f: FiltrosTp & Periodo & { campo1?: string | null; campo2?: string | null }) => {
  const c1 = CAMPO[f.campo1 ?? 'destino'] ?? CAMPO.destino;
  const c2 = f.campo2 ? (CAMPO[f.campo2] ?? sql`null`) : sql`null`;
  return sql`
  select ${c1}::text as "grupo", ${c2}::text as "subgrupo",
         count(*) filter (where a.situacao <> ${SA.cancelado})::int as "agendamentos",
         count(*) filter (where ${VIAJOU()})::int as "pacientes", coalesce(sum(${acompanhantesQueViajaram()}), 0)::int as "acompanhantes",
         count(*) filter (where a.situacao = ${SA.faltou})::int as "faltas",
         count(*) filter (where a.situacao = ${SA.cancelado})::int as "cancelados"
    from tp_agendamento a
    join tp_destino d on d.id = a.destino_id
    join municipio m on m.id = d.municipio_id join estado es on es.id = m.estado_id
    left join tp_motivo mo on mo.id = a.motivo_id
    left join unidade u on u.id = a.unidade_id
    left join tp_grupo g on g.id = a.grupo_id
    left join tp_ponto p on p.id = a.ponto_id
   where ${todas(entre(sql`a.data`, f), igual(sql`a.destino_id`, f.destinoId), igual(sql`a.motivo_id`, f.motivoId))}
   group by 1, 2`;
};

/** Viagens por veículo. */
export const consultaViagemVeiculo = (f: FiltrosTp & Periodo) => sql`
  select ve.placa || ' — ' || ve.descricao as "veiculo", ${rotulo(sql`ve.tipo`, NOME_TIPO_VEICULO)} as "tipo", count(*)::int as "viagens",
         count(*) filter (where v.situacao = ${SV.fechada})::int as "fechadas", sum(v.km)::int as "km",
         sum(v.pacientes)::int as "pacientes", sum(v.acompanhantes)::int as "acompanhantes",
         round(100.0 * sum(v.pacientes + v.acompanhantes) / nullif(sum(v.lugares), 0), 1) as "ocupacao"
    from ${viagens(f)} v join tp_veiculo ve on ve.id = v.veiculo_id
   group by ve.id, ve.placa, ve.descricao, ve.tipo`;

/** Viagens por motorista. */
export const consultaViagemMotorista = (f: FiltrosTp & Periodo) => sql`
  select co.nome as "motorista", count(*)::int as "viagens", count(*) filter (where v.situacao = ${SV.fechada})::int as "fechadas",
         sum(v.km)::int as "km", sum(v.pacientes)::int as "pacientes", sum(v.acompanhantes)::int as "acompanhantes"
    from ${viagens(f)} v join tp_condutor co on co.id = v.condutor_id
   group by co.id, co.nome`;

/** Viagens (geral): one line per trip. */
export const consultaViagemGeral = (f: FiltrosTp & Periodo) => sql`
  select v.data as "data", v.numero::text as "numero", to_char(v.horario_saida, 'HH24:MI') as "horario", d.nome as "destino",
         ve.placa || ' — ' || ve.descricao as "veiculo", co.nome as "motorista",
         ${rotulo(sql`v.situacao`, SITUACAO_VIAGEM_RELATORIO)} as "situacao", v.pacientes as "pacientes",
         v.acompanhantes as "acompanhantes", v.faltas as "faltas", v.km as "km", v.custo as "custo"
    from ${viagens(f)} v
    join tp_destino d on d.id = v.destino_id
    join tp_veiculo ve on ve.id = v.veiculo_id
    join tp_condutor co on co.id = v.condutor_id`;

/** Viagens por data. */
export const consultaViagemData = (f: FiltrosTp & Periodo) => sql`
  select v.data as "data", count(*)::int as "viagens", count(distinct v.veiculo_id)::int as "veiculos",
         sum(v.pacientes)::int as "pacientes", sum(v.acompanhantes)::int as "acompanhantes", sum(v.faltas)::int as "faltas",
         sum(v.km)::int as "km"
    from ${viagens(f)} v
   group by v.data`;

const S1 = '1. Viagens e passageiros';
const S2 = '2. Custos';
const S3 = '3. Procedimentos de TFD (SIGTAP)';

/**
 * Prestação de contas: the period's closed trips as a statement — trips, passengers, km, fuel, tolls, other costs,
 * total cost, cost per passenger and per km; then the TFD allowance procedures: per SIGTAP procedure of the reason of
 * each patient who boarded a closed trip, quantity × SIGTAP value (SA).
 */
export const consultaPrestacaoConta = (f: FiltrosTp & Periodo) => sql`
  with v as ${viagens({ dataInicio: f.dataInicio, dataFim: f.dataFim, destinoId: f.destinoId, veiculoId: f.veiculoId, situacao: SV.fechada })},
  t as (
    select count(*)::numeric as viagens, coalesce(sum(pacientes), 0)::numeric as pac, coalesce(sum(acompanhantes), 0)::numeric as acomp,
           coalesce(sum(km), 0)::numeric as km, coalesce(sum(litros), 0)::numeric as litros,
           coalesce(sum(litros_estimados), 0)::numeric as estimados, coalesce(sum(combustivel), 0)::numeric as comb,
           coalesce(sum(pedagio), 0)::numeric as ped, coalesce(sum(outras), 0)::numeric as outras, coalesce(sum(custo), 0)::numeric as custo
      from v),
  tfd as (
    select mo.procedimento_codigo as codigo, ps.nome, ps.valor_sa as valor, count(*)::numeric as n,
           row_number() over (order by mo.procedimento_codigo) as i
      from tp_agendamento a
      join v on v.id = a.viagem_id
      join tp_motivo mo on mo.id = a.motivo_id
      join procedimento_sigtap ps on ps.codigo = mo.procedimento_codigo
     where a.situacao = ${SA.embarcou}
     group by mo.procedimento_codigo, ps.nome, ps.valor_sa)
  select ${S1} as "secao", '1.01' as "item", 'Viagens fechadas' as "descricao", viagens as "quantidade",
         null::numeric as "valorUnitario", null::numeric as "valor" from t
  union all select ${S1}, '1.02', 'Pacientes transportados', pac, null, null from t
  union all select ${S1}, '1.03', 'Acompanhantes transportados', acomp, null, null from t
  union all select ${S1}, '1.04', 'Passageiros transportados (pacientes + acompanhantes)', pac + acomp, null, null from t
  union all select ${S1}, '1.05', 'Quilômetros rodados (km de chegada − km de saída)', km, null, null from t
  union all select ${S1}, '1.06', 'Combustível abastecido (litros)', litros, null, null from t
  union all select ${S1}, '1.07', 'Combustível estimado (litros): viagens sem abastecimento registrado, km ÷ consumo médio do veículo',
         estimados, null, null from t where estimados > 0
  union all select ${S2}, '2.01', 'Combustível', null, null, comb from t
  union all select ${S2}, '2.02', 'Pedágios', null, null, ped from t
  union all select ${S2}, '2.03', 'Outras despesas', null, null, outras from t
  union all select ${S2}, '2.04', 'Custo total', null, null, custo from t
  union all select ${S2}, '2.05', 'Custo por passageiro (custo total ÷ passageiros transportados)', pac + acomp,
         round(custo / nullif(pac + acomp, 0), 2), null from t
  union all select ${S2}, '2.06', 'Custo por km rodado (custo total ÷ km)', km, round(custo / nullif(km, 0), 2), null from t
  union all select ${S3}, '3.' || lpad(i::text, 2, '0'), codigo || ' – ' || nome, n, valor, round(n * valor, 2) from tfd
  union all select ${S3}, '3.' || lpad(((select count(*) from tfd) + 1)::text, 2, '0'), 'Total dos procedimentos de TFD',
         coalesce(sum(n), 0), null, coalesce(round(sum(n * valor), 2), 0) from tfd`;
