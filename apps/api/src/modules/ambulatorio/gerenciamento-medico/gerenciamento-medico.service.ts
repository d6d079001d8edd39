import { horariosDoDia, RECURSO_AGENDA, STATUS_AGENDAMENTO as SA, somarDias } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type JornadaGrade, lerJornadas } from '../../agenda/index.js';
import { feriadosNoPeriodo } from '../../cadastro/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

/** The professional's own outpatient agendas (a service's or a room's agenda has no "own" professional). */
export const doProfissional = (usuarioId: number, extra: SQL = sql`true`) =>
  sql`j.modulo = ${MODULO_AMBULATORIO} and j.recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and j.recurso_id = ${usuarioId} and ${extra}`;

export interface AgendaComDescricao extends JornadaGrade {
  situacaoNome: string;
}

export async function agendasDoProfissional(tx: Tx, usuarioId: number, extra?: SQL): Promise<AgendaComDescricao[]> {
  const jornadas = await lerJornadas(tx, doProfissional(usuarioId, extra));
  if (!jornadas.length) return [];
  const { rows } = await tx.execute(sql`
    select j.id, s.nome from jornada j join jornada_situacao s on s.id = j.situacao_id
     where j.id in ${sql.raw(`(${jornadas.map((j) => j.id).join(',')})`)}`);
  const nomes = new Map((rows as { id: number | string; nome: string }[]).map((r) => [Number(r.id), r.nome]));
  return jornadas.map((j) => ({ ...j, situacaoNome: nomes.get(j.id) ?? '' }));
}

/**
 * The days of some agendas from `inicio` to `fim` that have slots (weekday and validity): slots offered (none on a
 * holiday or a blocked day, with the reason), appointments that hold a slot, realised and absent.
 */
export async function diasDasAgendas(tx: Tx, jornadas: JornadaGrade[], inicio: string, fim: string) {
  const ids = jornadas.map((j) => j.id);
  const dias = new Map<
    number,
    { data: string; vagas: number; agendados: number; realizados: number; faltas: number; fechado: string | null }[]
  >();
  if (!ids.length) return dias;
  const lista = sql.raw(`(${ids.join(',')})`);
  const feriados = new Map(
    (await feriadosNoPeriodo(tx, inicio, fim)).filter((f) => !f.facultativo).map((f) => [f.data, `Feriado: ${f.descricao}`]),
  );
  const { rows: bloqueios } = await tx.execute(sql`
    select jornada_id, data_inicio::text as inicio, data_fim::text as fim, motivo from jornada_bloqueio
     where jornada_id in ${lista} and data_inicio <= ${fim} and data_fim >= ${inicio}`);
  const { rows: contagens } = await tx.execute(sql`
    select jornada_id, data::text as data,
           count(*) filter (where status <> ${SA.CANCELADO})::int as agendados,
           count(*) filter (where status = ${SA.REALIZADO})::int as realizados,
           count(*) filter (where status = ${SA.FALTOU})::int as faltas
      from agendamento where jornada_id in ${lista} and data between ${inicio} and ${fim}
     group by jornada_id, data`);
  const contagem = new Map(
    (contagens as Record<string, unknown>[]).map((c) => [
      `${c.jornada_id}|${c.data}`,
      { agendados: Number(c.agendados), realizados: Number(c.realizados), faltas: Number(c.faltas) },
    ]),
  );
  for (const j of jornadas) {
    const doJ = [];
    for (let data = inicio; data <= fim; data = somarDias(data, 1)) {
      const horarios = horariosDoDia(j, data);
      const c = contagem.get(`${j.id}|${data}`);
      if (!horarios.length && !c) continue;
      const bloqueio = (bloqueios as { jornada_id: number | string; inicio: string; fim: string; motivo: string }[]).find(
        (b) => Number(b.jornada_id) === j.id && b.inicio <= data && b.fim >= data,
      );
      const fechado = feriados.get(data) ?? (bloqueio ? `Bloqueada: ${bloqueio.motivo}` : null);
      doJ.push({ data, vagas: fechado ? 0 : horarios.length, agendados: 0, realizados: 0, faltas: 0, ...c, fechado });
    }
    dias.set(j.id, doJ);
  }
  return dias;
}

/** The agenda as the professional's screens describe it (without its days). */
export const descreverAgenda = (j: AgendaComDescricao) => ({
  id: j.id,
  unidadeNome: j.unidadeNome,
  especialidadeNome: j.especialidadeNome,
  horaInicio: j.horaInicio,
  horaFim: j.horaFim,
  duracaoMinutos: j.duracaoMinutos,
  diasSemana: [...j.diasSemana],
  situacaoNome: j.situacaoNome,
});
