import { STATUS_ALTO_CUSTO, STATUS_ALTO_CUSTO_NOME, STATUS_QUE_VENCEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { cidImpresso, entre, igual, type Periodo, rotulo, telefonesDoCidadao, todas } from '../../../lib/reports/sql.js';
import { custoDoItem } from './consultas-dispensacao.js';

/**
 * The CEAF reports (high-cost medicines, spec 000 §2.3 farmacia/alto-custo-*): read from the processes (LME), their
 * three competences and the monthly pickups (dispensings pointing at a process).
 */

export interface FiltrosAltoCusto extends Periodo {
  centroCustoId?: number | null;
  materialId?: number | null;
  pacienteId?: number | null;
  /** A CID-10 code or category without the dot (`M058`, `M05`): a category covers its codes. */
  cid?: string | null;
  status?: string | null;
}

const { AUTORIZADO, VENCIDO } = STATUS_ALTO_CUSTO;

/**
 * The status as it stands today: an open process past its validity is expired whether or not a screen has already
 * recorded it (the process list turns them on read; a report must not depend on someone having opened it).
 */
const statusEfetivo = (hoje: string) =>
  sql`(case when p.status in (${sql.raw(STATUS_QUE_VENCEM.join(', '))}) and p.validade_fim < ${hoje}::date then ${sql.raw(String(VENCIDO))} else p.status end)`;

/** "ANA MARIA — CNS 898001234567890": the patient as the CEAF lists name them (the CNS tells namesakes apart). */
const pacienteComCns = sql`c.nome || coalesce(' — CNS ' || c.cns, '')`;

const doProcesso = (f: FiltrosAltoCusto) =>
  todas(
    igual(sql`p.centro_custo_id`, f.centroCustoId),
    igual(sql`p.material_id`, f.materialId),
    igual(sql`p.paciente_id`, f.pacienteId),
    f.cid ? sql`p.cid_codigo like ${`${f.cid}%`}` : null,
  );

/** A process belongs to the period when it was requested in it or its validity reaches it. */
const processoNoPeriodo = (f: Periodo) =>
  sql`(${entre(sql`p.data_solicitacao`, f)} or (p.validade_inicio <= ${f.dataFim}::date and p.validade_fim >= ${f.dataInicio}::date))`;

/** The processes of the period with their effective status (`p.status_efetivo`), narrowed by the filters. */
const processos = (f: FiltrosAltoCusto, hoje: string) => sql`(
  select p.*, ${statusEfetivo(hoje)} as status_efetivo from farmacia_processo_alto_custo p
   where ${todas(processoNoPeriodo(f), doProcesso(f))}) p`;

const doStatus = (f: FiltrosAltoCusto) => igual(sql`p.status_efetivo`, f.status ? Number(f.status) : null);

/** Alto custo: processos. One row per process. */
export const consultaAltoCustoProcesso = (f: FiltrosAltoCusto, hoje: string) => sql`
  select p.id as "processo", p.numero_lme as "lme", p.data_solicitacao as "dataSolicitacao", ${pacienteComCns} as "paciente",
         mat.nome as "medicamento", ${cidImpresso(sql`p.cid_codigo`)} as "cid",
         p.medico_nome || coalesce(' (' || p.medico_conselho || ')', '') as "medico",
         p.validade_inicio as "validadeInicio", p.validade_fim as "validadeFim",
         (p.quantidade_mes1 + p.quantidade_mes2 + p.quantidade_mes3)::int as "autorizada",
         ${rotulo(sql`p.status_efetivo`, STATUS_ALTO_CUSTO_NOME)} as "status"
    from ${processos(f, hoje)}
    join cidadao c on c.id = p.paciente_id
    join material mat on mat.id = p.material_id
   where ${todas(doStatus(f))}`;

/** Alto custo: processos por paciente. Each process with what its competences authorised and what was picked up. */
export const consultaAltoCustoProcessoPaciente = (f: FiltrosAltoCusto, hoje: string) => sql`
  select ${pacienteComCns} as "paciente", p.id as "processo", mat.nome as "medicamento", ${cidImpresso(sql`p.cid_codigo`)} as "cid",
         p.validade_inicio as "validadeInicio", p.validade_fim as "validadeFim",
         ${rotulo(sql`p.status_efetivo`, STATUS_ALTO_CUSTO_NOME)} as "status",
         (select sum(k.quantidade_autorizada) from farmacia_processo_alto_custo_competencia k where k.processo_id = p.id)::int as "autorizada",
         (select sum(k.quantidade_dispensada) from farmacia_processo_alto_custo_competencia k where k.processo_id = p.id)::int as "dispensada",
         (select max(d.data) from farmacia_dispensacao d where d.processo_alto_custo_id = p.id and d.situacao = 1) as "ultimaRetirada"
    from ${processos(f, hoje)}
    join cidadao c on c.id = p.paciente_id
    join material mat on mat.id = p.material_id
   where ${todas(doStatus(f))}`;

/** Alto custo: estatística por CID. Per CID, the processes in each (effective) status and the distinct patients. */
export const consultaAltoCustoEstatisticoCid = (f: FiltrosAltoCusto, hoje: string) => {
  const porStatus = Object.keys(STATUS_ALTO_CUSTO_NOME).map(
    (codigo) =>
      sql`count(*) filter (where p.status_efetivo = ${sql.raw(String(Number(codigo)))})::int as ${sql.identifier(`status${codigo}`)}`,
  );
  return sql`
  select ${cidImpresso(sql`p.cid_codigo`)} as "cid", cd.descricao as "descricao", count(*)::int as "processos",
         count(distinct p.paciente_id)::int as "pacientes", ${sql.join(porStatus, sql`, `)}
    from ${processos(f, hoje)}
    join cid cd on cd.codigo = p.cid_codigo
   group by p.cid_codigo, cd.descricao`;
};

/** Alto custo: dispensações. The active monthly pickups of the period, the process's medicine only. */
export const consultaAltoCustoDispensacao = (f: FiltrosAltoCusto) => sql`
  select d.data as "data", cc.nome as "farmacia", ${pacienteComCns} as "paciente", mat.nome as "medicamento",
         ${cidImpresso(sql`p.cid_codigo`)} as "cid", p.id as "processo", p.numero_lme as "lme", i.quantidade as "quantidade",
         round(${custoDoItem}, 2) as "custo"
    from farmacia_dispensacao d
    join farmacia_processo_alto_custo p on p.id = d.processo_alto_custo_id
    join farmacia_dispensacao_item i on i.dispensacao_id = d.id and i.material_id = p.material_id
    join centro_custo cc on cc.id = d.centro_custo_id
    join cidadao c on c.id = d.paciente_id
    join material mat on mat.id = i.material_id
   where ${todas(
     sql`d.situacao = 1`,
     entre(sql`d.data`, f),
     igual(sql`d.centro_custo_id`, f.centroCustoId),
     igual(sql`i.material_id`, f.materialId),
     f.cid ? sql`p.cid_codigo like ${`${f.cid}%`}` : null,
   )}`;

/**
 * Alto custo: retiradas pendentes. The competences of the processes authorised today (still valid), from the first
 * month of the period up to its end (never past today: next month's pickup is not due yet), with less picked up than
 * authorised.
 */
export const consultaAltoCustoRetiradaPendente = (f: FiltrosAltoCusto, hoje: string) => sql`
  select to_char(k.competencia, 'YYYY/MM') as "competencia", ${pacienteComCns} as "paciente", ${telefonesDoCidadao('c')} as "telefones",
         mat.nome as "medicamento", ${cidImpresso(sql`p.cid_codigo`)} as "cid", p.id as "processo",
         k.quantidade_autorizada as "autorizada", k.quantidade_dispensada as "dispensada",
         (k.quantidade_autorizada - k.quantidade_dispensada) as "pendente"
    from farmacia_processo_alto_custo_competencia k
    join farmacia_processo_alto_custo p on p.id = k.processo_id
    join cidadao c on c.id = p.paciente_id
    join material mat on mat.id = p.material_id
   where ${todas(
     sql`p.status = ${AUTORIZADO} and p.validade_fim >= ${hoje}::date`,
     sql`k.competencia >= date_trunc('month', ${f.dataInicio}::date)::date`,
     sql`k.competencia <= least(${f.dataFim}::date, ${hoje}::date)`,
     sql`k.quantidade_dispensada < k.quantidade_autorizada`,
     doProcesso({ ...f, pacienteId: null }),
   )}`;
