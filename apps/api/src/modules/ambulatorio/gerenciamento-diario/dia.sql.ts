import {
  type AgendamentoDoDia,
  STATUS_AGENDAMENTO as SA,
  STATUS_ATENDIMENTO_AMBULATORIAL as SAA,
  SITUACAO_DIA,
  StatusAtendimentoAmbulatorialNome,
  StatusFila,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { nomeDoRecurso } from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

const n = (v: number) => sql.raw(String(v));

/**
 * The situation of an appointment of the day (SITUACAO_DIA): the appointment's own status first (cancelled,
 * absent, realised), then the visit — a professional has the patient (queue entry in attendance, or the
 * pre-consultation), the patient arrived and waits, or not arrived yet. An evaded patient arrived: "Chegou".
 */
export const situacaoDoDia = sql`(case
  when a.status = ${n(SA.CANCELADO)} then ${n(SITUACAO_DIA.CANCELADO)}
  when a.status = ${n(SA.FALTOU)} then ${n(SITUACAO_DIA.FALTOU)}
  when a.status = ${n(SA.REALIZADO)} or aa.status = ${n(SAA.FINALIZADO)} then ${n(SITUACAO_DIA.REALIZADO)}
  when fl.status = ${n(StatusFila.EM_ATENDIMENTO)} or aa.status = ${n(SAA.PRE_CONSULTA)} then ${n(SITUACAO_DIA.EM_ATENDIMENTO)}
  when a.status = ${n(SA.CONFIRMADO)} or aa.id is not null then ${n(SITUACAO_DIA.CHEGOU)}
  else ${n(SITUACAO_DIA.AGENDADO)} end)`;

const etapa = sql.raw(
  `(case aa.status ${Object.entries(StatusAtendimentoAmbulatorialNome)
    .map(([k, v]) => `when ${Number(k)} then '${v.replaceAll("'", "''")}'`)
    .join(' ')} end)`,
);

/**
 * The appointments of a day with the arrival (the latest not deleted from the list), its latest queue entry and
 * the first time a professional called the patient in. Waiting: arrival → that first call, or until now while
 * the patient still waits for the first call.
 */
export function linhasDoDia(onde: SQL): SQL {
  return sql`
    select a.id, a.numero, a.jornada_id, a.data::text as data, a.hora::text as hora, a.tipo_vaga, a.status, a.observacao,
           ${situacaoDoDia} as situacao,
           a.paciente_id, c.nome as paciente_nome, c.nome_social as paciente_nome_social, c.sexo_id as paciente_sexo_id,
           c.data_nascimento::text as paciente_data_nascimento, c.idade_estimada as paciente_idade_estimada,
           array_remove(array[c.telefone]::text[] || array(select t.numero::text from cidadao_telefone t where t.cidadao_id = c.id order by t.id), null)
             as telefones,
           e.nome as especialidade_nome, j.especialidade_id, j.recurso_id,
           ${nomeDoRecurso(sql`j.recurso_tipo`, sql`j.recurso_id`)} as recurso_nome,
           aa.chegada_em, ${etapa} as etapa, fl.id as fila_id,
           case when aa.id is null then null
                else floor(extract(epoch from (coalesce(pa.primeira, case when aa.status = ${n(SAA.AGUARDANDO)} then now() end) - aa.chegada_em)) / 60)
           end as espera_minutos
      from agendamento a
      join jornada j on j.id = a.jornada_id
      join cidadao c on c.id = a.paciente_id
      left join especialidade e on e.id = j.especialidade_id
      left join lateral (select x.id, x.status, x.chegada_em from atendimento_ambulatorial x
                          where x.agendamento_id = a.id and x.status <> ${n(SAA.EXCLUIDO)}
                          order by x.id desc limit 1) aa on true
      left join lateral (select f.id, f.status from fila f where f.modulo = ${MODULO_AMBULATORIO} and f.referencia_id = aa.id
                          order by f.id desc limit 1) fl on true
      left join lateral (select min(f.atendido_em) as primeira from fila f
                          where f.modulo = ${MODULO_AMBULATORIO} and f.referencia_id = aa.id) pa on true
     where a.modulo = ${MODULO_AMBULATORIO} and ${onde}`;
}

const numeroOuNulo = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function paraAgendamentoDoDia(r: Record<string, unknown>): AgendamentoDoDia {
  return {
    id: Number(r.id),
    numero: Number(r.numero),
    jornadaId: Number(r.jornada_id),
    data: String(r.data),
    hora: String(r.hora),
    tipoVaga: Number(r.tipo_vaga),
    status: Number(r.status),
    situacao: Number(r.situacao),
    pacienteId: Number(r.paciente_id),
    pacienteNome: String(r.paciente_nome),
    pacienteNomeSocial: (r.paciente_nome_social as string | null) ?? null,
    pacienteSexoId: numeroOuNulo(r.paciente_sexo_id),
    pacienteDataNascimento: (r.paciente_data_nascimento as string | null) ?? null,
    pacienteIdadeEstimada: numeroOuNulo(r.paciente_idade_estimada),
    telefones: (r.telefones as string[] | null) ?? [],
    especialidadeNome: (r.especialidade_nome as string | null) ?? null,
    recursoNome: String(r.recurso_nome ?? ''),
    observacao: (r.observacao as string | null) ?? null,
    chegadaEm: (r.chegada_em as string | Date | null) ?? null,
    esperaMinutos: numeroOuNulo(r.espera_minutos),
    etapa: (r.etapa as string | null) ?? null,
    filaId: numeroOuNulo(r.fila_id),
  } as AgendamentoDoDia;
}

/** Per-situation counts of some rows of `linhasDoDia`. */
export async function contarSituacoes(tx: Tx, linhas: SQL) {
  const { rows } = await tx.execute(sql`select situacao, count(*)::int as n from (${linhas}) d group by situacao`);
  const por = new Map((rows as { situacao: number | string; n: number | string }[]).map((r) => [Number(r.situacao), Number(r.n)]));
  const de = (s: number) => por.get(s) ?? 0;
  return {
    agendado: de(SITUACAO_DIA.AGENDADO),
    chegou: de(SITUACAO_DIA.CHEGOU),
    emAtendimento: de(SITUACAO_DIA.EM_ATENDIMENTO),
    realizado: de(SITUACAO_DIA.REALIZADO),
    faltou: de(SITUACAO_DIA.FALTOU),
    cancelado: de(SITUACAO_DIA.CANCELADO),
    total: [...por.values()].reduce((s, v) => s + v, 0),
  };
}

/** The day's appointments matching a condition, in time order (one agenda's day: no paging needed). */
export async function listarDoDia(tx: Tx, onde: SQL, limite = 500): Promise<AgendamentoDoDia[]> {
  const { rows } = await tx.execute(sql`select * from (${linhasDoDia(onde)}) d order by d.hora, d.id limit ${limite}`);
  return (rows as Record<string, unknown>[]).map(paraAgendamentoDoDia);
}
