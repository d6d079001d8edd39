import { DestinoAtendimento, PROCEDIMENTOS_PA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { competenciaDe } from '../../../lib/sql/tempo.js';
import { cidPrincipalSql } from './pendencias.js';

export interface ProcedimentoAFaturar {
  atendimentoId: number;
  procedimentoCodigo: string;
  quantidade: number;
  usuarioId: number | null;
  ocupacaoCodigo: string | null;
  cidCodigo: string | null;
  realizadoEm: Date;
  /** AAAAMM of the performed date in Brasília time. */
  competencia: string;
}

const P = PROCEDIMENTOS_PA;

/**
 * The billing rule of an FAA (BPA), the one place it is written. For each attendance:
 * - 0301060118 (acolhimento com classificação de risco): one per triage, by whoever triaged;
 * - 0301100039 (aferição de pressão arterial): one per triage that measured the blood pressure;
 * - 0301060096 (atendimento médico em UPA): one per doctor evaluation, with that doctor and CBO;
 * - 0301060029 (urgência com observação até 24 h): once when the patient was in observation (a
 *   destination OBSERVACAO or an observation note), by the doctor who sent them there, else the first
 *   note's author;
 * - the nursing procedures, summed per code, professional and month.
 * Every line carries the FAA's principal CID (the last evaluation's that gave one) and the month of the
 * performed date in Brasília time. A professional whose CBO the record lacks gets the one of their
 * placement, preferably at the FAA's location.
 */
export async function procedimentosAFaturar(tx: Tx, atendimentoIds: readonly number[]): Promise<ProcedimentoAFaturar[]> {
  if (!atendimentoIds.length) return [];
  const ids = `{${atendimentoIds.map((i) => Math.trunc(Number(i))).join(',')}}`;
  const { rows } = await tx.execute<{
    atendimento_id: string | number;
    codigo: string;
    quantidade: string | number;
    usuario_id: string | number | null;
    cbo: string | null;
    cid: string | null;
    realizado_em: Date | string;
    competencia: string;
  }>(sql`
    with alvo as (
      select atendimento.id, atendimento.infraestrutura_id, ${cidPrincipalSql} as cid
        from atendimento where atendimento.id = any(${ids}::bigint[])
    ),
    itens as (
      select t.atendimento_id, ${P.ACOLHIMENTO_CLASSIFICACAO_RISCO}::varchar as codigo, 1 as quantidade, t.usuario_id,
             null::varchar as cbo, t.criada_em as realizado_em
        from triagem t join alvo on alvo.id = t.atendimento_id
      union all
      select t.atendimento_id, ${P.AFERICAO_PRESSAO}::varchar, 1, t.usuario_id, null, t.criada_em
        from triagem t join alvo on alvo.id = t.atendimento_id
       where t.pa_sistolica is not null and t.pa_diastolica is not null
      union all
      select am.atendimento_id, ${P.ATENDIMENTO_MEDICO_UPA}::varchar, 1, am.usuario_id, am.ocupacao_codigo, am.criado_em
        from atendimento_medico am join alvo on alvo.id = am.atendimento_id
      union all
      select alvo.id, ${P.ATENDIMENTO_URGENCIA_OBSERVACAO}::varchar, 1, o.usuario_id, o.cbo, o.em
        from alvo cross join lateral (
          select x.usuario_id, x.cbo, x.em from (
            select am.usuario_id, am.ocupacao_codigo as cbo, am.criado_em as em, 0 as ordem
              from atendimento_medico am where am.atendimento_id = alvo.id and am.destino = ${DestinoAtendimento.OBSERVACAO}
            union all
            select oe.usuario_id, null, oe.criada_em, 1 from observacao_evolucao oe where oe.atendimento_id = alvo.id
          ) x order by x.ordem, x.em limit 1) o
      union all
      select ae.atendimento_id, ep.procedimento_codigo, sum(ep.quantidade)::int, ae.usuario_id, ae.ocupacao_codigo, min(ae.criado_em)
        from enfermagem_procedimento ep
        join atendimento_enfermagem ae on ae.id = ep.atendimento_enfermagem_id
        join alvo on alvo.id = ae.atendimento_id
       group by ae.atendimento_id, ep.procedimento_codigo, ae.usuario_id, ae.ocupacao_codigo,
                ${competenciaDe(sql`ae.criado_em`)}
    )
    select i.atendimento_id, i.codigo, i.quantidade, i.usuario_id,
           coalesce(i.cbo, (select l.ocupacao_codigo from lotacao l
                             where l.usuario_id = i.usuario_id and l.ocupacao_codigo is not null
                             order by (l.infraestrutura_id = alvo.infraestrutura_id) desc, l.bloqueado, l.id limit 1)) as cbo,
           alvo.cid, i.realizado_em,
           ${competenciaDe(sql`i.realizado_em`)} as competencia
      from itens i join alvo on alvo.id = i.atendimento_id
     order by i.atendimento_id, i.realizado_em, i.codigo`);
  return rows.map((r) => ({
    atendimentoId: Number(r.atendimento_id),
    procedimentoCodigo: r.codigo,
    quantidade: Number(r.quantidade),
    usuarioId: r.usuario_id === null ? null : Number(r.usuario_id),
    ocupacaoCodigo: r.cbo,
    cidCodigo: r.cid,
    realizadoEm: new Date(r.realizado_em),
    competencia: r.competencia,
  }));
}
