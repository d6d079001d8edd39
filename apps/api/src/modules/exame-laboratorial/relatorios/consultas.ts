import {
  MATERIAIS_BIOLOGICOS,
  SITUACAO_EXAME_LAB as S,
  SETOR_RELATORIO,
  SITUACAO_EXAME_RELATORIO,
  SITUACAO_RESULTADO_LAB,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { entre, igual, type Periodo, rotulo, todas } from '../../../lib/reports/sql.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { dataLocal, noPeriodo } from '../../../lib/sql/tempo.js';

/**
 * The laboratory reports' SQL (spec 000 §2.3 exame-laboratorial, issue 21), over the scheduled exams
 * (lab_agendamento_exame) of a scheduling (lab_agendamento + the agenda engine's `agendamento`: its day and number),
 * the results (lab_resultado, a cancelled one never counts) and the samples (lab_amostra).
 */

export interface FiltrosLab {
  laboratorioId?: number | null;
  unidadeId?: number | null;
  exameId?: number | null;
}

const BASE = sql`lab_agendamento_exame ae
  join lab_agendamento la on la.id = ae.lab_agendamento_id
  join agendamento a on a.id = la.agendamento_id
  join cidadao c on c.id = la.paciente_id
  join exame e on e.id = ae.exame_id
  join laboratorio l on l.id = la.laboratorio_id
  join unidade u on u.id = la.unidade_solicitante_id`;

const filtros = (f: FiltrosLab) =>
  [
    igual(sql`la.laboratorio_id`, f.laboratorioId),
    igual(sql`la.unidade_solicitante_id`, f.unidadeId),
    igual(sql`ae.exame_id`, f.exameId),
  ] as const;

const agendadosNo = (f: FiltrosLab & Periodo, ...mais: (SQL | null)[]) => todas(entre(sql`a.data`, f), ...filtros(f), ...mais);

const situacao = rotulo(sql`ae.situacao`, SITUACAO_EXAME_RELATORIO);
const em = (...v: number[]) => sql.raw(`(${v.join(', ')})`);
/** Collected onwards: what the laboratory performed (the money reports count these). */
const REALIZADO = sql`ae.situacao in ${em(S.coletado, S.resultadoLancado, S.liberado, S.entregue)}`;

/** Exames bloqueados: sample not collected or exam cancelled, with the reason. */
export const consultaExameBloqueado = (f: FiltrosLab & Periodo & { situacao?: number | null }) => sql`
  select l.nome as "laboratorio", a.data as "data", a.numero::text as "numero", c.nome as "paciente", e.nome as "exame",
         u.nome_fantasia as "unidade", ${situacao} as "situacao",
         case when ae.situacao = ${S.cancelado}
              then concat_ws(' — ', ae.motivo_cancelamento, 'cancelado por ' || ${nomeDoUsuario(sql`ae.cancelado_por`)})
              else (select am.motivo_nao_coleta from lab_amostra am where am.id = ae.amostra_id) end as "motivo"
    from ${BASE}
   where ${agendadosNo(f, sql`ae.situacao in ${em(S.amostraNaoColetada, S.cancelado)}`, igual(sql`ae.situacao`, f.situacao))}`;

/** Pacientes atendidos: per requesting unit and patient, the schedulings with something collected. */
export const consultaPacienteAtendido = (f: FiltrosLab & Periodo) => sql`
  select u.nome_fantasia as "unidade", c.nome as "paciente", c.cns as "cns", c.data_nascimento as "nascimento",
         count(distinct la.id)::int as "atendimentos", count(*)::int as "exames", max(a.data) as "ultimo"
    from ${BASE}
   where ${agendadosNo(f, REALIZADO)}
   group by u.id, u.nome_fantasia, c.id, c.nome, c.cns, c.data_nascimento`;

/**
 * Consumo de cotas: every month of the period (whole months: a quota is monthly), quota against what was booked
 * (not cancelled) at its SIGTAP value; a booking without quota shows with the quota empty.
 */
export const consultaCotaConsumo = (f: Omit<FiltrosLab, 'exameId'> & Periodo) => {
  const ini = sql`date_trunc('month', ${f.dataInicio}::date)::date`;
  const fim = sql`(date_trunc('month', ${f.dataFim}::date) + interval '1 month - 1 day')::date`;
  return sql`
  with consumo as (
    select to_char(a.data, 'YYYY-MM') as competencia, la.laboratorio_id, la.unidade_solicitante_id,
           count(*)::int as quantidade, sum(ae.valor) as valor
      from lab_agendamento_exame ae
      join lab_agendamento la on la.id = ae.lab_agendamento_id
      join agendamento a on a.id = la.agendamento_id
     where ${todas(
       sql`a.data between ${ini} and ${fim}`,
       sql`ae.situacao <> ${S.cancelado}`,
       igual(sql`la.laboratorio_id`, f.laboratorioId),
       igual(sql`la.unidade_solicitante_id`, f.unidadeId),
     )}
     group by 1, 2, 3),
  cotas as (
    select competencia, laboratorio_id, unidade_solicitante_id, quantidade, valor_teto
      from lab_cota
     where ${todas(
       sql`competencia between to_char(${ini}, 'YYYY-MM') and to_char(${fim}, 'YYYY-MM')`,
       igual(sql`laboratorio_id`, f.laboratorioId),
       igual(sql`unidade_solicitante_id`, f.unidadeId),
     )})
  select coalesce(k.competencia, q.competencia) as "competencia", u.nome_fantasia as "unidade", l.nome as "laboratorio",
         k.quantidade as "cota", coalesce(q.quantidade, 0) as "quantidade", k.quantidade - coalesce(q.quantidade, 0) as "saldo",
         k.valor_teto as "teto", coalesce(q.valor, 0) as "valor", k.valor_teto - coalesce(q.valor, 0) as "saldoValor"
    from cotas k
    full join consumo q on q.competencia = k.competencia and q.laboratorio_id = k.laboratorio_id
                       and q.unidade_solicitante_id = k.unidade_solicitante_id
    join unidade u on u.id = coalesce(k.unidade_solicitante_id, q.unidade_solicitante_id)
    join laboratorio l on l.id = coalesce(k.laboratorio_id, q.laboratorio_id)`;
};

const porSituacao = (chave: string, s: number) =>
  sql`count(*) filter (where ae.situacao = ${sql.raw(String(s))})::int as ${sql.identifier(chave)}`;

/** Exames solicitados por situação: per exam, one column per status. */
export const consultaExameSolicitadoStatus = (f: FiltrosLab & Periodo) => sql`
  select e.nome as "exame", ae.procedimento_codigo as "procedimento",
         ${porSituacao('agendado', S.agendado)}, ${porSituacao('coletado', S.coletado)},
         ${porSituacao('naoColetado', S.amostraNaoColetada)}, ${porSituacao('lancado', S.resultadoLancado)},
         ${porSituacao('liberado', S.liberado)}, ${porSituacao('entregue', S.entregue)}, ${porSituacao('cancelado', S.cancelado)},
         count(*)::int as "total"
    from ${BASE}
   where ${agendadosNo(f)}
   group by e.id, e.nome, ae.procedimento_codigo`;

/** The live results entered in the period (the Brasília day of entry). */
const RESULTADOS = sql`lab_resultado r
  join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id
  join lab_agendamento la on la.id = ae.lab_agendamento_id
  join agendamento a on a.id = la.agendamento_id
  join cidadao c on c.id = la.paciente_id
  join exame e on e.id = ae.exame_id
  left join lab_exame le on le.exame_id = ae.exame_id
  join laboratorio ex on ex.id = coalesce(ae.laboratorio_executor_id, la.laboratorio_id)`;
const lancadosNo = (f: FiltrosLab & Periodo & { setor?: number | null }) =>
  todas(
    sql`r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado}`,
    noPeriodo(sql`r.lancado_em`, f.dataInicio, f.dataFim),
    ...filtros(f),
    igual(sql`le.setor`, f.setor),
  );
const setor = rotulo(sql`le.setor`, SETOR_RELATORIO);

/** Produção: every live result entered in the period. */
export const consultaExameProducao = (f: FiltrosLab & Periodo & { setor?: number | null }) => sql`
  select ${dataLocal(sql`r.lancado_em`)} as "data", a.numero::text as "numero", c.nome as "paciente", e.nome as "exame",
         ${setor} as "setor", ex.nome as "executor", case when r.origem = 2 then 'Importado' else 'Bancada' end as "origem",
         ${situacao} as "situacao"
    from ${RESULTADOS}
   where ${lancadosNo(f)}`;

/** Quantitativo de produção: the same results counted per sector and exam. */
export const consultaQuantitativoProducao = (f: Omit<FiltrosLab, 'exameId'> & Periodo & { setor?: number | null }) => sql`
  select coalesce(${setor}, 'Sem setor') as "setor", e.nome as "exame", count(*)::int as "quantidade",
         count(*) filter (where r.origem = 2)::int as "importados"
    from ${RESULTADOS}
   where ${lancadosNo(f)}
   group by le.setor, e.id, e.nome`;

/** Financeiro por paciente: the performed exams and their SIGTAP value. */
export const consultaFinanceiroPaciente = (f: FiltrosLab & Periodo) => sql`
  select c.nome as "paciente", c.cns as "cns", count(*)::int as "exames", sum(ae.valor) as "valor"
    from ${BASE}
   where ${agendadosNo(f, REALIZADO)}
   group by c.id, c.nome, c.cns`;

/** Financeiro por exame: SIGTAP value × quantity of the performed exams. */
export const consultaFinanceiroExame = (f: FiltrosLab & Periodo) => sql`
  select ae.procedimento_codigo as "procedimento", e.nome as "exame", count(*)::int as "quantidade",
         ae.valor as "valorUnitario", sum(ae.valor) as "total"
    from ${BASE}
   where ${agendadosNo(f, REALIZADO)}
   group by ae.procedimento_codigo, e.id, e.nome, ae.valor`;

/** Coletas realizadas: the samples collected in the period, with their exams. */
export const consultaColetaRealizada = (f: Omit<FiltrosLab, 'exameId'> & Periodo) => sql`
  select am.coletada_em as "coletadaEm", a.numero::text as "numero", c.nome as "paciente",
         ${rotulo(sql`am.material_biologico`, Object.fromEntries(MATERIAIS_BIOLOGICOS.map((m) => [m.value, m.label])))} as "material",
         am.recipiente as "recipiente",
         (select string_agg(coalesce(le.sigla, e.nome), ', ' order by coalesce(le.sigla, e.nome))
            from lab_agendamento_exame ae join exame e on e.id = ae.exame_id left join lab_exame le on le.exame_id = ae.exame_id
           where ae.amostra_id = am.id) as "exames",
         ${nomeDoUsuario(sql`am.coletada_por`)} as "coletador", uc.nome_fantasia as "local"
    from lab_amostra am
    join lab_agendamento la on la.id = am.lab_agendamento_id
    join agendamento a on a.id = la.agendamento_id
    join cidadao c on c.id = la.paciente_id
    left join unidade uc on uc.id = am.unidade_coleta_id
   where ${todas(
     sql`am.situacao = 2`,
     noPeriodo(sql`am.coletada_em`, f.dataInicio, f.dataFim),
     igual(sql`la.laboratorio_id`, f.laboratorioId),
     igual(sql`la.unidade_solicitante_id`, f.unidadeId),
   )}`;

/**
 * Histórico do paciente: every scheduled exam of one patient, and the values of its live result as one text
 * ("Glicose: 120 mg/dL ↑; Observação: …").
 */
export const consultaHistoricoPaciente = (
  f: Omit<FiltrosLab, 'unidadeId'> & { pacienteId: number; dataInicio?: string | null; dataFim?: string | null },
) => sql`
  select a.data as "data", a.numero::text as "numero", e.nome as "exame", l.nome as "laboratorio", ${situacao} as "situacao",
         (select string_agg(ca.nome || ': ' ||
                   coalesce(rtrim(rtrim(v.valor_numero::text, '0'), '.') || coalesce(' ' || ca.unidade_medida, ''), v.valor_texto, '') ||
                   case v.faixa when 1 then ' ↑' when -1 then ' ↓' else '' end || case when v.critico then ' (crítico)' else '' end,
                 '; ' order by ca.ordem)
            from lab_resultado r join lab_resultado_valor v on v.resultado_id = r.id join lab_exame_campo ca on ca.id = v.campo_id
           where r.agendamento_exame_id = ae.id and r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado}) as "resultado"
    from ${BASE}
   where ${todas(
     sql`la.paciente_id = ${f.pacienteId}`,
     f.dataInicio ? sql`a.data >= ${f.dataInicio}::date` : null,
     f.dataFim ? sql`a.data <= ${f.dataFim}::date` : null,
     igual(sql`la.laboratorio_id`, f.laboratorioId),
     igual(sql`ae.exame_id`, f.exameId),
   )}`;

/** Quantitativo de exames solicitados: per requesting unit and exam, valid and cancelled apart. */
export const consultaQuantitativoExameSolicitado = (f: FiltrosLab & Periodo) => sql`
  select u.nome_fantasia as "unidade", e.nome as "exame", count(*) filter (where ae.situacao <> ${S.cancelado})::int as "solicitados",
         count(*) filter (where ae.situacao = ${S.cancelado})::int as "cancelados"
    from ${BASE}
   where ${agendadosNo(f)}
   group by u.id, u.nome_fantasia, e.id, e.nome`;

/** Exames enviados a laboratório de apoio: the executor is a support laboratory; when its result came back. */
export const consultaExameLaboratorioApoio = (
  f: { apoioId?: number | null; unidadeId?: number | null; exameId?: number | null } & Periodo,
) => sql`
  select ap.nome as "apoio", a.data as "data", a.numero::text as "numero", c.nome as "paciente", e.nome as "exame",
         coalesce(le.codigo_interface, ae.procedimento_codigo) as "codigo", ${situacao} as "situacao",
         (select r.lancado_em from lab_resultado r
           where r.agendamento_exame_id = ae.id and r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado} and r.origem = 2) as "retornoEm"
    from ${BASE}
    join laboratorio ap on ap.id = ae.laboratorio_executor_id and ap.apoio
    left join lab_exame le on le.exame_id = ae.exame_id
   where ${todas(
     entre(sql`a.data`, f),
     igual(sql`ae.laboratorio_executor_id`, f.apoioId),
     igual(sql`la.unidade_solicitante_id`, f.unidadeId),
     igual(sql`ae.exame_id`, f.exameId),
   )}`;
