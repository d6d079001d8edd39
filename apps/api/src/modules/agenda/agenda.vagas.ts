import {
  COTA_DO_TIPO,
  type GradeJornada,
  horariosDoDia,
  MENSAGENS_AGENDA,
  somarDias,
  TIPO_VAGA,
  type TipoVaga,
  type VagaSugerida,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { feriadosNoPeriodo } from '../cadastro/index.js';
import { nomeDoRecurso } from './agenda.recursos.js';

/** An agenda as the slot computation reads it. */
export interface JornadaGrade extends GradeJornada {
  id: number;
  unidadeId: number;
  unidadeNome: string;
  especialidadeId: number | null;
  especialidadeNome: string | null;
  recursoTipo: number;
  recursoId: number;
  recursoNome: string;
  vagasPrimeiraVez: number;
  vagasRetorno: number;
  vagasReguladas: number;
  vagasReservadas: number;
  unidadeReservadaId: number | null;
  abertaOutrasUnidades: boolean;
  permiteAgendamento: boolean;
}

/** Who asks for a slot: the unit of the clerk's lotação and whether the regulated quota is open to them. */
export interface Solicitante {
  unidadeId: number | null;
  podeRegulado: boolean;
}

/** Why this clerk may not take this slot type of this agenda (null: allowed). Spec: issue 17, the quotas. */
export function acessoNegado(j: JornadaGrade, tipo: TipoVaga, s: Solicitante): string | null {
  if (!j.permiteAgendamento) return MENSAGENS_AGENDA.situacaoNaoPermite;
  if (tipo === TIPO_VAGA.REGULADO && !s.podeRegulado) return MENSAGENS_AGENDA.reguladaSemPermissao;
  if (tipo === TIPO_VAGA.RESERVADO) return j.unidadeReservadaId === s.unidadeId ? null : MENSAGENS_AGENDA.reservadaOutraUnidade;
  // the regulation centre books for the whole network; others only in their unit unless the agenda is opened
  if (!j.abertaOutrasUnidades && j.unidadeId !== s.unidadeId && !s.podeRegulado) return MENSAGENS_AGENDA.naoAberta;
  return null;
}

export const cotaDe = (j: JornadaGrade, tipo: TipoVaga) => j[COTA_DO_TIPO[tipo]];

const hhmmss = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

/** Reads agendas (grade + names) matching a condition over `j`. */
export async function lerJornadas(tx: Tx, onde: SQL, lock = false): Promise<JornadaGrade[]> {
  const { rows } = await tx.execute(sql`
    select j.id, j.unidade_id, un.nome_fantasia as unidade_nome, j.especialidade_id, e.nome as especialidade_nome,
           j.recurso_tipo, j.recurso_id, ${nomeDoRecurso(sql`j.recurso_tipo`, sql`j.recurso_id`)} as recurso_nome,
           j.dias_semana, j.hora_inicio::text as hora_inicio, j.hora_fim::text as hora_fim, j.vira_dia, j.duracao_minutos,
           j.vigencia_inicio::text as vigencia_inicio, j.vigencia_fim::text as vigencia_fim,
           j.vagas_primeira_vez, j.vagas_retorno, j.vagas_reguladas, j.vagas_reservadas, j.unidade_reservada_id,
           j.aberta_outras_unidades, (s.permite_agendamento and not s.bloqueado) as permite_agendamento
      from jornada j
      join jornada_situacao s on s.id = j.situacao_id
      join unidade un on un.id = j.unidade_id
      left join especialidade e on e.id = j.especialidade_id
     where ${onde}
     order by j.id
     ${lock ? sql`for update of j` : sql``}`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    unidadeId: Number(r.unidade_id),
    unidadeNome: String(r.unidade_nome),
    especialidadeId: r.especialidade_id === null ? null : Number(r.especialidade_id),
    especialidadeNome: (r.especialidade_nome as string | null) ?? null,
    recursoTipo: Number(r.recurso_tipo),
    recursoId: Number(r.recurso_id),
    recursoNome: String(r.recurso_nome),
    diasSemana: (r.dias_semana as (number | string)[]).map(Number),
    horaInicio: hhmmss(String(r.hora_inicio)),
    horaFim: hhmmss(String(r.hora_fim)),
    viraDia: Boolean(r.vira_dia),
    duracaoMinutos: Number(r.duracao_minutos),
    vigenciaInicio: String(r.vigencia_inicio),
    vigenciaFim: (r.vigencia_fim as string | null) ?? null,
    vagasPrimeiraVez: Number(r.vagas_primeira_vez),
    vagasRetorno: Number(r.vagas_retorno),
    vagasReguladas: Number(r.vagas_reguladas),
    vagasReservadas: Number(r.vagas_reservadas),
    unidadeReservadaId: r.unidade_reservada_id === null ? null : Number(r.unidade_reservada_id),
    abertaOutrasUnidades: Boolean(r.aberta_outras_unidades),
    permiteAgendamento: Boolean(r.permite_agendamento),
  }));
}

/** The days an agenda does not work in a period: its blocks and the holidays (facultative days stay open). */
export async function diasFechados(tx: Tx, jornadaIds: number[], inicio: string, fim: string) {
  const feriados = new Set((await feriadosNoPeriodo(tx, inicio, fim)).filter((f) => !f.facultativo).map((f) => f.data));
  const bloqueios = jornadaIds.length
    ? ((
        await tx.execute(sql`
          select jornada_id, data_inicio::text as inicio, data_fim::text as fim from jornada_bloqueio
           where jornada_id in ${sql.raw(`(${jornadaIds.map(Number).join(',')})`)} and data_inicio <= ${fim} and data_fim >= ${inicio}`)
      ).rows as { jornada_id: number | string; inicio: string; fim: string }[])
    : [];
  return {
    feriado: (data: string) => feriados.has(data),
    bloqueado: (jornadaId: number, data: string) =>
      bloqueios.some((b) => Number(b.jornada_id) === jornadaId && b.inicio <= data && b.fim >= data),
  };
}

export interface PedidoVagas {
  jornadas: JornadaGrade[];
  tipoVaga: TipoVaga;
  dataInicial: string;
  dataFinal: string;
  /** Today and the time now ('HH:MM:SS') in the municipality: today's past slots are not offered. */
  hoje: string;
  agora: string;
  solicitante: Solicitante;
  limite: number;
}

/** The next free slots of some agendas (the `sugestao` answer), in date and time order. */
export async function proximasVagas(tx: Tx, p: PedidoVagas): Promise<VagaSugerida[]> {
  const jornadas = p.jornadas.filter((j) => cotaDe(j, p.tipoVaga) > 0 && !acessoNegado(j, p.tipoVaga, p.solicitante));
  if (!jornadas.length || p.dataFinal < p.dataInicial) return [];
  const ids = jornadas.map((j) => j.id);
  const fechados = await diasFechados(tx, ids, p.dataInicial, p.dataFinal);
  const { rows } = await tx.execute(sql`
    select jornada_id, data::text as data, hora::text as hora, tipo_vaga from agendamento
     where jornada_id in ${sql.raw(`(${ids.join(',')})`)} and data between ${p.dataInicial} and ${p.dataFinal} and status <> 5`);
  const ocupadas = new Set<string>();
  const usadas = new Map<string, number>();
  for (const r of rows as { jornada_id: number | string; data: string; hora: string; tipo_vaga: number | string }[]) {
    ocupadas.add(`${r.jornada_id}|${r.data}|${hhmmss(r.hora)}`);
    if (Number(r.tipo_vaga) === p.tipoVaga) usadas.set(`${r.jornada_id}|${r.data}`, (usadas.get(`${r.jornada_id}|${r.data}`) ?? 0) + 1);
  }
  const vagas: VagaSugerida[] = [];
  for (let data = p.dataInicial; data <= p.dataFinal && vagas.length < p.limite; data = somarDias(data, 1)) {
    if (fechados.feriado(data)) continue;
    const doDia: VagaSugerida[] = [];
    for (const j of jornadas) {
      if (fechados.bloqueado(j.id, data)) continue;
      const restantes = cotaDe(j, p.tipoVaga) - (usadas.get(`${j.id}|${data}`) ?? 0);
      if (restantes <= 0) continue;
      for (const hora of horariosDoDia(j, data)) {
        if (data === p.hoje && hora <= p.agora && !(j.viraDia && hora < j.horaInicio)) continue;
        if (ocupadas.has(`${j.id}|${data}|${hora}`)) continue;
        doDia.push({
          jornadaId: j.id,
          data,
          hora,
          tipoVaga: p.tipoVaga,
          unidadeId: j.unidadeId,
          unidadeNome: j.unidadeNome,
          especialidadeId: j.especialidadeId,
          especialidadeNome: j.especialidadeNome,
          recursoTipo: j.recursoTipo,
          recursoId: j.recursoId,
          recursoNome: j.recursoNome,
          vagasRestantes: restantes,
        });
      }
    }
    // slots of an overnight agenda after midnight come after the evening ones of the same agenda day
    const ordem = (v: VagaSugerida) => {
      const j = jornadas.find((x) => x.id === v.jornadaId);
      return j?.viraDia && v.hora < j.horaInicio ? `1${v.hora}` : `0${v.hora}`;
    };
    doDia.sort((a, b) => ordem(a).localeCompare(ordem(b)) || a.jornadaId - b.jornadaId);
    vagas.push(...doDia.slice(0, p.limite - vagas.length));
  }
  return vagas;
}
