import {
  ACOES_AGENDAMENTO,
  type AcaoAgendamento,
  formatDataBr,
  fusoHorario,
  hojeIso,
  horariosDoDia,
  MENSAGENS_AGENDA,
  podeAgendamento,
  STATUS_AGENDAMENTO,
  type StatusAgendamento,
  StatusAgendamentoNome,
  somarDias,
  type TipoVaga,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notFound, unprocessable } from '../../lib/http-errors.js';
import { assertPacienteVivo } from '../cadastro/index.js';
import { type LinhaAgendamento, listarAgendamentos } from './agenda.lista.js';
import { acessoNegado, cotaDe, diasFechados, lerJornadas, type Solicitante } from './agenda.vagas.js';

export type AcaoAgendamentoApi = AcaoAgendamento;

/** The municipality's booking rules (each module reads them from its own settings). */
export interface RegrasAgendamento {
  horizonteDias: number;
  intervaloMinimoDias: number;
  permitirDoisFuturosMesmaEspecialidade: boolean;
}

export interface PedidoAgendamento {
  modulo: string;
  pacienteId: number;
  jornadaId: number;
  data: string;
  hora: string;
  tipoVaga: TipoVaga;
  observacao?: string | null;
  /** A booking entered after a downtime: dates in the past are accepted, the horizon is not checked. */
  retroativo?: boolean;
  origemId?: number | null;
}

/** Now in the municipality: today's date and the time of day ('HH:MM:SS'). */
export function agoraLocal(agora = new Date()) {
  const hora = new Intl.DateTimeFormat('en-GB', {
    timeZone: fusoHorario(),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(agora);
  return { hoje: hojeIso(agora), agora: hora };
}

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

/** The unit of a lotação (the clerk's place decides reserved quotas and agendas not opened to others). */
export async function unidadeDaLotacao(tx: Tx, lotacaoId: number): Promise<number | null> {
  const { rows } = await tx.execute(
    sql`select i.unidade_id from lotacao l join infraestrutura i on i.id = l.infraestrutura_id where l.id = ${lotacaoId}`,
  );
  const r = rows[0] as { unidade_id: number | string } | undefined;
  return r ? Number(r.unidade_id) : null;
}

/**
 * Books one slot (decision 0012). The patient is locked first (transaction advisory lock), then the agenda row
 * (`FOR UPDATE`): bookings of one agenda run one after another, each re-reading what the previous committed, so
 * two clerks never take the same slot and a quota never goes below zero; the partial unique index on
 * (jornada, data, hora) is the database's last word. Always patient before agenda: no lock cycle.
 */
export async function agendar(tx: Tx, p: PedidoAgendamento, s: Solicitante, regras: RegrasAgendamento): Promise<LinhaAgendamento> {
  await assertPacienteVivo(tx, p.pacienteId, 'paciente_id');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agenda:paciente:${p.pacienteId}`}, 0))`);
  const [j] = await lerJornadas(tx, sql`j.id = ${p.jornadaId} and j.modulo = ${p.modulo}`, true);
  if (!j) throw notFound('Agenda não encontrada.');
  const { hoje, agora } = agoraLocal();

  const negado = acessoNegado(j, p.tipoVaga, s);
  if (negado) throw recusa('tipo_vaga', negado);
  if (!horariosDoDia(j, p.data).includes(p.hora)) throw recusa('hora', MENSAGENS_AGENDA.foraDaAgenda);
  if (!p.retroativo) {
    const passou = p.data < hoje || (p.data === hoje && p.hora <= agora && !(j.viraDia && p.hora < j.horaInicio));
    if (passou) throw recusa('data', MENSAGENS_AGENDA.passado);
    if (p.data > somarDias(hoje, regras.horizonteDias)) throw recusa('data', MENSAGENS_AGENDA.alemDoHorizonte(regras.horizonteDias));
  }
  const fechados = await diasFechados(tx, [j.id], p.data, p.data);
  if (fechados.feriado(p.data)) throw recusa('data', MENSAGENS_AGENDA.feriado);
  if (fechados.bloqueado(j.id, p.data)) throw recusa('data', MENSAGENS_AGENDA.diaBloqueado);

  const { rows: dia } = await tx.execute(sql`
    select count(*) filter (where hora = ${p.hora}::time)::int as no_horario,
           count(*) filter (where tipo_vaga = ${p.tipoVaga})::int as do_tipo
      from agendamento where jornada_id = ${j.id} and data = ${p.data} and status <> ${STATUS_AGENDAMENTO.CANCELADO}`);
  const contagem = dia[0] as { no_horario: number; do_tipo: number };
  if (Number(contagem.no_horario) > 0) throw recusa('hora', MENSAGENS_AGENDA.horarioIndisponivel);
  if (Number(contagem.do_tipo) >= cotaDe(j, p.tipoVaga)) throw recusa('tipo_vaga', MENSAGENS_AGENDA.cotaEsgotada(p.tipoVaga));

  if (j.especialidadeId !== null) await regrasDoPaciente(tx, p, j.especialidadeId, hoje, regras);

  const ano = Number(p.data.slice(0, 4));
  const { rows: seq } = await tx.execute(sql`
    insert into sequencia (chave, valor) values (${`agendamento:${ano}`}, 1)
    on conflict (cliente_id, chave) do update set valor = sequencia.valor + 1 returning valor`);
  const numero = ano * 1_000_000 + Number((seq[0] as { valor: number | string }).valor);
  const { rows } = await tx.execute(sql`
    insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, retroativo, unidade_origem_id, observacao, origem_id)
    values (${numero}, ${p.modulo}, ${j.id}, ${p.data}, ${p.hora}, ${p.tipoVaga}, ${p.pacienteId}, ${p.retroativo ?? false},
            ${s.unidadeId}, ${p.observacao ?? null}, ${p.origemId ?? null})
    on conflict do nothing
    returning id`);
  if (!rows[0]) throw recusa('hora', MENSAGENS_AGENDA.horarioIndisponivel);
  const [linha] = await listarAgendamentos(tx, sql`a.id = ${Number((rows[0] as { id: number }).id)}`);
  return linha as LinhaAgendamento;
}

/** Issue 17: one future appointment per patient and specialty (unless the settings allow), and the minimum interval. */
async function regrasDoPaciente(tx: Tx, p: PedidoAgendamento, especialidadeId: number, hoje: string, regras: RegrasAgendamento) {
  const { rows } = await tx.execute(sql`
    select a.data::text as data, a.status from agendamento a join jornada j on j.id = a.jornada_id
     where a.paciente_id = ${p.pacienteId} and j.especialidade_id = ${especialidadeId} and a.modulo = ${p.modulo}
       and a.status in (${STATUS_AGENDAMENTO.AGENDADO}, ${STATUS_AGENDAMENTO.CONFIRMADO}, ${STATUS_AGENDAMENTO.REALIZADO})
       and a.id is distinct from ${p.origemId ?? null}`);
  const lista = rows as { data: string; status: number | string }[];
  const futuro = lista.some((r) => r.data >= hoje && Number(r.status) !== STATUS_AGENDAMENTO.REALIZADO);
  if (futuro && !regras.permitirDoisFuturosMesmaEspecialidade) throw recusa('paciente_id', MENSAGENS_AGENDA.mesmaEspecialidade);
  if (regras.intervaloMinimoDias > 0) {
    const perto = lista.some((r) => {
      const dias = Math.abs(Date.parse(`${r.data}T00:00:00Z`) - Date.parse(`${p.data}T00:00:00Z`)) / 86_400_000;
      return dias < regras.intervaloMinimoDias;
    });
    if (perto) throw recusa('paciente_id', MENSAGENS_AGENDA.intervaloMinimo(regras.intervaloMinimoDias));
  }
}

/**
 * Changes an appointment's status by the one transitions table, as a conditional update (two clerks acting at
 * once: the second finds the status changed and gets a clear 422). The audit trigger records before/after.
 */
export async function aplicarAcaoAgendamento(
  tx: Tx,
  modulo: string,
  id: number,
  acao: AcaoAgendamento,
  opts: { usuarioId: number; motivo?: string },
): Promise<LinhaAgendamento> {
  const def = ACOES_AGENDAMENTO[acao];
  const { rows: atual } = await tx.execute(sql`select status, data::text as data from agendamento where id = ${id} and modulo = ${modulo}`);
  const linha = atual[0] as { status: number | string; data: string } | undefined;
  if (!linha) throw notFound('Agendamento não encontrado.');
  const status = Number(linha.status) as StatusAgendamento;
  if (!podeAgendamento(acao, status))
    throw recusa('status', `Não é possível ${def.nome.toLowerCase()}: o agendamento está ${StatusAgendamentoNome[status].toLowerCase()}.`);
  if (acao === 'faltou' && linha.data > agoraLocal().hoje)
    throw recusa('data', `A falta só pode ser registrada a partir de ${formatDataBr(linha.data)}.`);
  const extra =
    acao === 'cancelar'
      ? sql`, motivo_cancelamento = ${opts.motivo ?? null}, cancelado_em = now(), cancelado_por = ${opts.usuarioId}`
      : acao === 'faltou'
        ? sql`, falta_em = now(), falta_por = ${opts.usuarioId}`
        : acao === 'desfazerFalta'
          ? sql`, falta_em = null, falta_por = null`
          : acao === 'confirmar'
            ? sql`, confirmado_em = now()`
            : sql`, realizado_em = now()`;
  const { rows } = await tx.execute(sql`
    update agendamento set status = ${def.para} ${extra}
     where id = ${id} and status in ${sql.raw(`(${def.de.join(',')})`)} returning id`);
  if (!rows[0]) throw recusa('status', 'O agendamento foi alterado por outro usuário. Atualize a tela.');
  const [depois] = await listarAgendamentos(tx, sql`a.id = ${id}`);
  return depois as LinhaAgendamento;
}

/** The patient's no-show history (issue 17): counts and the last ones, shown when booking. */
export async function historicoFaltas(tx: Tx, pacienteId: number, alertaApos: number) {
  const { rows } = await tx.execute(sql`
    select count(*)::int as total,
           count(*) filter (where a.data >= (current_date - 365))::int as ultimos12
      from agendamento a where a.paciente_id = ${pacienteId} and a.status = ${STATUS_AGENDAMENTO.FALTOU}`);
  const c = rows[0] as { total: number; ultimos12: number };
  const ultimas = await listarAgendamentos(tx, sql`a.paciente_id = ${pacienteId} and a.status = ${STATUS_AGENDAMENTO.FALTOU}`, 1000);
  const recentes = ultimas
    .slice(-5)
    .reverse()
    .map((u) => ({ data: u.data, hora: u.hora, especialidadeNome: u.especialidadeNome, recursoNome: u.recursoNome }));
  const ultimos12Meses = Number(c.ultimos12);
  return { total: Number(c.total), ultimos12Meses, alerta: ultimos12Meses >= alertaApos, ultimas: recentes };
}
