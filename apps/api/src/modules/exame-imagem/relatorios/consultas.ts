import {
  fusoHorario,
  MODALIDADE_IMAGEM_RELATORIO,
  ORIGEM_EXAME_IMAGEM_RELATORIO,
  SITUACAO_EXAME_IMAGEM as S,
  SITUACAO_EXAME_IMAGEM_RELATORIO,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import { entre, igual, type Periodo, rotulo, todas } from '../../../lib/reports/sql.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { dataLocal, noPeriodo } from '../../../lib/sql/tempo.js';

/**
 * The imaging reports' SQL (spec 000 §2.3 exame-imagem, issue 22), over img_exame: its slot (the engine's
 * `agendamento`, absent for an exam received from emergency care), its equipment and its SIGTAP procedure.
 */

export interface FiltrosImg {
  unidadeId?: number | null;
  equipamentoId?: number | null;
  modalidade?: number | null;
}

const em = (...v: number[]) => sql.raw(`(${v.join(', ')})`);
/** Done: what the service performed (and bills). */
export const REALIZADO = sql`e.situacao in ${em(S.realizado, S.laudado, S.liberado)}`;

const BASE = sql`img_exame e
  join cidadao c on c.id = e.paciente_id
  join procedimento_sigtap p on p.codigo = e.procedimento_codigo
  join unidade u on u.id = e.unidade_id
  left join img_equipamento q on q.id = e.equipamento_id
  left join agendamento a on a.id = e.agendamento_id`;

const comuns = (f: FiltrosImg) => [
  igual(sql`e.unidade_id`, f.unidadeId),
  igual(sql`e.equipamento_id`, f.equipamentoId),
  igual(sql`q.modalidade`, f.modalidade),
];
const modalidadeNome = rotulo(sql`q.modalidade`, MODALIDADE_IMAGEM_RELATORIO);

/** Produção: exams done in the period per equipment, modality, procedure and who performed them. */
export const consultaProducao = (f: FiltrosImg & Periodo) => sql`
  select coalesce(q.nome, 'Sem equipamento') as "equipamento", coalesce(${modalidadeNome}, '—') as "modalidade",
         e.procedimento_codigo as "procedimento", p.nome as "nome", ${nomeDoUsuario(sql`e.realizado_por`)} as "profissional",
         count(*)::int as "quantidade", sum(e.valor) as "valor"
    from ${BASE}
   where ${todas(REALIZADO, noPeriodo(sql`e.realizado_em`, f.dataInicio, f.dataFim), ...comuns(f))}
   group by q.id, q.nome, q.modalidade, e.procedimento_codigo, p.nome, e.realizado_por`;

/** The day of an exam: its slot's; without a slot, the day it was done or registered. */
const DIA = sql`coalesce(a.data, ${dataLocal(sql`coalesce(e.realizado_em, e.criado_em)`)})`;

/** Exames por situação: one line per exam of the period. */
export const consultaExameStatus = (f: FiltrosImg & Periodo & { situacao?: number | null; origem?: string | null }) => sql`
  select ${DIA} as "data", a.numero::text as "numero", c.nome as "paciente", e.procedimento_codigo as "procedimento",
         p.nome as "nome", q.nome as "equipamento", ${rotulo(sql`e.solicitacao_origem`, ORIGEM_EXAME_IMAGEM_RELATORIO)} as "origem",
         ${rotulo(sql`e.situacao`, SITUACAO_EXAME_IMAGEM_RELATORIO)} as "situacao"
    from ${BASE}
   where ${todas(entre(DIA, f), ...comuns(f), igual(sql`e.situacao`, f.situacao), igual(sql`e.solicitacao_origem`, f.origem))}`;

/**
 * Cota por profissional: every month of the period, each quota of a requesting professional (one modality or all)
 * against the exams that professional requested that month (not cancelled) at their SIGTAP value; a professional who
 * requested without any quota of the month shows once, the quota empty.
 */
export const consultaCotaProfissional = (f: { profissionalId?: number | null; modalidade?: number | null } & Periodo) => {
  const ini = sql`date_trunc('month', ${f.dataInicio}::date)::date`;
  const fim = sql`(date_trunc('month', ${f.dataFim}::date) + interval '1 month - 1 day')::date`;
  return sql`
  with ex as (
    select to_char(${DIA}, 'YYYY-MM') as competencia, e.profissional_solicitante_id as prof, q.modalidade, e.valor
      from img_exame e
      left join img_equipamento q on q.id = e.equipamento_id
      left join agendamento a on a.id = e.agendamento_id
     where ${todas(
       sql`e.profissional_solicitante_id is not null`,
       sql`e.situacao <> ${S.cancelado}`,
       sql`${DIA} between ${ini} and ${fim}`,
       igual(sql`e.profissional_solicitante_id`, f.profissionalId),
     )}),
  k as (
    select competencia, profissional_solicitante_id as prof, modalidade, quantidade, valor_teto
      from img_cota
     where ${todas(
       sql`profissional_solicitante_id is not null`,
       sql`competencia between to_char(${ini}, 'YYYY-MM') and to_char(${fim}, 'YYYY-MM')`,
       igual(sql`profissional_solicitante_id`, f.profissionalId),
       f.modalidade ? sql`(modalidade = ${f.modalidade} or modalidade is null)` : null,
     )}),
  linhas as (
    select k.competencia, k.prof, ${rotulo(sql`k.modalidade`, MODALIDADE_IMAGEM_RELATORIO)} as modalidade, k.quantidade as cota,
           k.valor_teto as teto, u.n as usado, u.v as valor
      from k
      cross join lateral (select count(*)::int as n, coalesce(sum(ex.valor), 0) as v from ex
                           where ex.competencia = k.competencia and ex.prof = k.prof
                             and (k.modalidade is null or ex.modalidade = k.modalidade)) u
    union all
    select ex.competencia, ex.prof, null, null, null, count(*)::int, sum(ex.valor)
      from ex
     where not exists (select 1 from k where k.competencia = ex.competencia and k.prof = ex.prof)
       ${f.modalidade ? sql`and ex.modalidade = ${f.modalidade}` : sql``}
     group by ex.competencia, ex.prof)
  select l.competencia as "competencia", ${nomeDoUsuario(sql`l.prof`)} as "profissional",
         coalesce(l.modalidade, case when l.cota is null then 'Sem cota' else 'Todas' end) as "modalidade",
         l.cota as "cota", l.usado as "usado", l.cota - l.usado as "saldo", l.teto as "teto", l.valor as "valor"
    from linhas l`;
};

/** Financeiro por exame: SIGTAP value × quantity of the exams done, per competence, unit and procedure. */
export const consultaFinanceiroExame = (f: FiltrosImg & Periodo) => sql`
  select to_char(e.realizado_em at time zone ${fusoHorario()}, 'YYYY-MM') as "competencia", u.nome_fantasia as "unidade",
         e.procedimento_codigo as "procedimento", p.nome as "nome", count(*)::int as "quantidade",
         e.valor as "valorUnitario", sum(e.valor) as "total",
         case when bool_and(e.fechamento_id is not null) then 'Sim' when bool_or(e.fechamento_id is not null) then 'Parcial'
              else 'Não' end as "fechado"
    from ${BASE}
   where ${todas(REALIZADO, noPeriodo(sql`e.realizado_em`, f.dataInicio, f.dataFim), ...comuns(f))}
   group by 1, u.id, u.nome_fantasia, e.procedimento_codigo, p.nome, e.valor`;
