import {
  diaDaSemana,
  hojeIso,
  NOME_SITUACAO_AGENDAMENTO_TRANSPORTE,
  NOME_TIPO_PASSAGEIRO,
  SITUACAO_AGENDAMENTO_TRANSPORTE,
  TIPO_PASSAGEIRO,
  type TpAgendamentoLido,
  type tpAgendamentoSchema,
  type tpAlterarAgendadoSchema,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { pgError } from '../../../lib/crud/db-errors.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { garantirViagemAberta } from '../viagem/viagem.service.js';

type Novo = z.output<typeof tpAgendamentoSchema>;
type Alteracao = z.output<typeof tpAlterarAgendadoSchema>;
type Campos = Omit<Alteracao, 'id'>;

const SIT = SITUACAO_AGENDAMENTO_TRANSPORTE;
const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);
export const MENSAGEM_DUPLICADO = 'O paciente já tem agendamento para este destino nesta data.';

/** `from` of the booking readers (a = tp_agendamento). */
export const deTpAgendamento = sql`from tp_agendamento a
  join cidadao c on c.id = a.paciente_id
  join tp_destino d on d.id = a.destino_id
  left join tp_destino_local l on l.id = a.local_id
  left join tp_ponto p on p.id = a.ponto_id
  left join tp_jornada j on j.id = a.jornada_id
  left join tp_motivo m on m.id = a.motivo_id`;

/** Reads bookings under a WHERE (aliases of deTpAgendamento), with their companions. */
export async function listarTpAgendamentos(tx: Tx, onde: SQL, limite = 100, ordem: SQL = sql`a.data desc, a.id desc`) {
  const { rows } = await tx.execute(sql`
    select a.id, a.numero, a.paciente_id, c.nome as paciente_nome, c.nome_social as paciente_nome_social,
           c.data_nascimento::text as data_nascimento, c.cns, a.data::text as data, a.horario_consulta::text as horario_consulta,
           a.destino_id, d.nome as destino_nome, a.local_id, l.nome as local_nome, a.ponto_id, p.nome as ponto_nome,
           a.jornada_id, j.nome as jornada_nome, j.horario_saida::text as horario_saida, a.motivo_id, m.nome as motivo_nome,
           a.grupo_id, a.tipo_passageiro, a.urgente, a.somente_ida, a.observacao, a.situacao, a.viagem_id, a.pre_agendamento_id,
           a.regulacao_numero, a.motivo_cancelamento,
           (select coalesce(uc.nome, u.login) from usuario u left join cidadao uc on uc.id = u.cidadao_id where u.id = a.usuario_id) as usuario_nome,
           coalesce((select json_agg(json_build_object('ordem', x.ordem, 'nome', x.nome, 'cns', x.cns, 'telefone', x.telefone,
                                                      'relacao', x.relacao, 'embarcou', x.embarcou) order by x.ordem)
                       from tp_acompanhante x where x.agendamento_id = a.id), '[]'::json) as acompanhantes
      ${deTpAgendamento}
     where ${onde}
     order by ${ordem}
     limit ${limite}`);
  return (rows as Record<string, unknown>[]).map(
    (r): TpAgendamentoLido => ({
      id: Number(r.id),
      numero: Number(r.numero),
      pacienteId: Number(r.paciente_id),
      pacienteNome: String(r.paciente_nome),
      pacienteNomeSocial: (r.paciente_nome_social as string | null) ?? null,
      dataNascimento: (r.data_nascimento as string | null) ?? null,
      cns: (r.cns as string | null) ?? null,
      data: String(r.data),
      horarioConsulta: (r.horario_consulta as string | null) ?? null,
      destinoId: Number(r.destino_id),
      destinoNome: String(r.destino_nome),
      localId: r.local_id == null ? null : Number(r.local_id),
      localNome: (r.local_nome as string | null) ?? null,
      pontoId: r.ponto_id == null ? null : Number(r.ponto_id),
      pontoNome: (r.ponto_nome as string | null) ?? null,
      jornadaId: r.jornada_id == null ? null : Number(r.jornada_id),
      jornadaNome: (r.jornada_nome as string | null) ?? null,
      horarioSaida: (r.horario_saida as string | null) ?? null,
      motivoId: r.motivo_id == null ? null : Number(r.motivo_id),
      motivoNome: (r.motivo_nome as string | null) ?? null,
      grupoId: r.grupo_id == null ? null : Number(r.grupo_id),
      tipoPassageiro: Number(r.tipo_passageiro),
      urgente: Boolean(r.urgente),
      somenteIda: Boolean(r.somente_ida),
      observacao: (r.observacao as string | null) ?? null,
      situacao: Number(r.situacao),
      viagemId: r.viagem_id == null ? null : Number(r.viagem_id),
      preAgendamentoId: r.pre_agendamento_id == null ? null : Number(r.pre_agendamento_id),
      regulacaoNumero: (r.regulacao_numero as string | null) ?? null,
      motivoCancelamento: (r.motivo_cancelamento as string | null) ?? null,
      usuarioNome: (r.usuario_nome as string | null) ?? null,
      acompanhantes: (typeof r.acompanhantes === 'string'
        ? JSON.parse(r.acompanhantes)
        : r.acompanhantes) as TpAgendamentoLido['acompanhantes'],
    }),
  );
}

export async function detalheTpAgendamento(tx: Tx, id: number) {
  const [a] = await listarTpAgendamentos(tx, sql`a.id = ${id}`, 1);
  if (!a) throw notFound('Agendamento de transporte não encontrado.');
  return a;
}

/** One line of the booking's history (historico/{id}). */
export async function registrarEvento(tx: Tx, agendamentoId: number, tipo: string, descricao: string, usuarioId: number) {
  await tx.execute(sql`insert into tp_agendamento_evento (agendamento_id, tipo, descricao, usuario_id)
                       values (${agendamentoId}, ${tipo}, ${descricao}, ${usuarioId})`);
}

/** The seats a recurring trip has on a day and how many are taken (cancelled and absent bookings free theirs). */
export async function ocupacaoDaJornada(tx: Tx, jornadaId: number, data: string, excetoId: number | null = null) {
  const { rows } = await tx.execute(sql`
    select coalesce(sum(case when a.tipo_passageiro = ${TIPO_PASSAGEIRO.sentado} then 1 else 0 end
                        + (select count(*) from tp_acompanhante x where x.agendamento_id = a.id)), 0)::int as sentados,
           count(*) filter (where a.tipo_passageiro = ${TIPO_PASSAGEIRO.cadeirante})::int as cadeirantes,
           count(*) filter (where a.tipo_passageiro = ${TIPO_PASSAGEIRO.maca})::int as macas
      from tp_agendamento a
     where a.jornada_id = ${jornadaId} and a.data = ${data} and a.situacao not in (${SIT.cancelado}, ${SIT.faltou})
       ${excetoId ? sql`and a.id <> ${excetoId}` : sql``}`);
  const r = rows[0] as { sentados: number; cadeirantes: number; macas: number };
  return { sentados: Number(r.sentados), cadeirantes: Number(r.cadeirantes), macas: Number(r.macas) };
}

/**
 * The checks of a booking's trip: the destination, place, point, reason exist; the date is not past; a recurring trip
 * runs on that weekday to that destination and — when its usual vehicle is set — has the seats (the jornada row is
 * locked so two clerks cannot take the last seat together).
 */
async function conferir(tx: Tx, v: Campos, excetoId: number | null) {
  if (v.data < hojeIso()) throw recusa('data', 'A data da viagem não pode ser anterior a hoje.');
  const existe = async (tabela: string, id: number | null, extra: SQL = sql``) =>
    id == null || (await tx.execute(sql`select 1 from ${sql.identifier(tabela)} where id = ${id} ${extra}`)).rows.length > 0;
  if (!(await existe('tp_destino', v.destinoId, sql`and not bloqueado`)))
    throw recusa('destino_id', 'Destino não encontrado ou bloqueado.');
  if (!(await existe('tp_destino_local', v.localId, sql`and destino_id = ${v.destinoId}`)))
    throw recusa('local_id', 'O local de atendimento não pertence a este destino.');
  if (!(await existe('tp_ponto', v.pontoId))) throw recusa('ponto_id', 'Ponto de embarque não encontrado.');
  if (!(await existe('tp_motivo', v.motivoId))) throw recusa('motivo_id', 'Motivo da viagem não encontrado.');
  if (!(await existe('tp_grupo', v.grupoId))) throw recusa('grupo_id', 'Grupo não encontrado.');
  if (v.jornadaId == null) return;
  const { rows } = await tx.execute(sql`
    select j.id, j.destino_id, j.dias_semana, j.bloqueado, v.id as veiculo_id, v.descricao, v.lugares, v.lugares_cadeirante, v.lugares_maca
      from tp_jornada j left join tp_veiculo v on v.id = j.veiculo_id
     where j.id = ${v.jornadaId}
       for update of j`);
  const j = rows[0] as Record<string, unknown> | undefined;
  if (!j || j.bloqueado) throw recusa('jornada_id', 'Viagem recorrente não encontrada ou bloqueada.');
  if (Number(j.destino_id) !== v.destinoId) throw recusa('jornada_id', 'A viagem recorrente não vai para este destino.');
  const dias = (Array.isArray(j.dias_semana) ? j.dias_semana : String(j.dias_semana).replace(/[{}]/g, '').split(',')).map(Number);
  if (!dias.includes(diaDaSemana(v.data))) throw recusa('jornada_id', 'A viagem recorrente não sai neste dia da semana.');
  if (j.veiculo_id == null) return;
  const o = await ocupacaoDaJornada(tx, v.jornadaId, v.data, excetoId);
  const pedidos = {
    sentados: (v.tipoPassageiro === TIPO_PASSAGEIRO.sentado ? 1 : 0) + (v.acompanhantes?.length ?? 0),
    cadeirantes: v.tipoPassageiro === TIPO_PASSAGEIRO.cadeirante ? 1 : 0,
    macas: v.tipoPassageiro === TIPO_PASSAGEIRO.maca ? 1 : 0,
  };
  const livres = {
    sentados: Number(j.lugares) - o.sentados,
    cadeirantes: Number(j.lugares_cadeirante) - o.cadeirantes,
    macas: Number(j.lugares_maca) - o.macas,
  };
  if (pedidos.cadeirantes > livres.cadeirantes)
    throw recusa('jornada_id', `Sem lugar para cadeirante no veículo ${j.descricao} nesta data.`);
  if (pedidos.macas > livres.macas) throw recusa('jornada_id', `Sem lugar para maca no veículo ${j.descricao} nesta data.`);
  if (pedidos.sentados > livres.sentados)
    throw recusa(
      'jornada_id',
      `Lotação esgotada: o veículo ${j.descricao} tem ${Math.max(livres.sentados, 0)} lugar(es) livre(s) nesta data e o agendamento precisa de ${pedidos.sentados}.`,
    );
}

const duplicado = (e: unknown) => {
  const pg = pgError(e);
  if (pg?.code === '23505' && pg.constraint === 'tp_agendamento_paciente_dia_uq') throw recusa('data', MENSAGEM_DUPLICADO);
  throw e;
};

async function gravarAcompanhantes(tx: Tx, agendamentoId: number, lista: Campos['acompanhantes']) {
  await tx.execute(sql`delete from tp_acompanhante where agendamento_id = ${agendamentoId}`);
  for (const [i, a] of (lista ?? []).entries())
    await tx.execute(sql`insert into tp_acompanhante (agendamento_id, ordem, nome, cns, telefone, relacao)
                         values (${agendamentoId}, ${i + 1}, ${a.nome}, ${a.cns ?? null}, ${a.telefone ?? null}, ${a.relacao ?? null})`);
}

/** The next slip number of the year (ano × 1 000 000 + sequence). */
async function proximoNumero(tx: Tx, data: string) {
  const ano = Number(data.slice(0, 4));
  const { rows } = await tx.execute(sql`
    insert into sequencia (chave, valor) values (${`transporte-agendamento:${ano}`}, 1)
    on conflict (cliente_id, chave) do update set valor = sequencia.valor + 1 returning valor`);
  return ano * 1_000_000 + Number((rows[0] as { valor: number | string }).valor);
}

const resumo = (v: Campos) =>
  [
    `data ${v.data.split('-').reverse().join('/')}`,
    v.horarioConsulta ? `consulta ${v.horarioConsulta.slice(0, 5)}` : null,
    NOME_TIPO_PASSAGEIRO[v.tipoPassageiro as number],
    `${v.acompanhantes?.length ?? 0} acompanhante(s)`,
    v.urgente ? 'urgente' : null,
    v.somenteIda ? 'somente ida' : null,
  ]
    .filter(Boolean)
    .join(', ');

/** Books a patient's trip (one transaction: booking, companions, pre-booking marked, history). */
export async function agendarTransporte(tx: Tx, v: Novo, ctx: { usuarioId: number; unidadeId: number | null }) {
  if (!(await tx.execute(sql`select 1 from cidadao where id = ${v.pacienteId}`)).rows.length)
    throw recusa('paciente_id', 'Paciente não encontrado.');
  const { rows: ja } = await tx.execute(sql`
    select 1 from tp_agendamento where paciente_id = ${v.pacienteId} and data = ${v.data} and destino_id = ${v.destinoId}
       and situacao <> ${SIT.cancelado}`);
  if (ja.length) throw recusa('data', MENSAGEM_DUPLICADO);
  await conferir(tx, v, null);
  if (v.preAgendamentoId) {
    const { rows } = await tx.execute(
      sql`update tp_pre_agendamento set agendado_em = now(), updated_at = now()
           where id = ${v.preAgendamentoId} and paciente_id = ${v.pacienteId} and agendado_em is null returning id`,
    );
    if (!rows.length) throw recusa('pre_agendamento_id', 'Pedido de transporte não encontrado ou já agendado.');
  }
  const numero = await proximoNumero(tx, v.data);
  const { rows } = await tx
    .execute(sql`
      insert into tp_agendamento (numero, paciente_id, unidade_id, data, horario_consulta, destino_id, local_id, ponto_id, jornada_id,
                                  motivo_id, grupo_id, tipo_passageiro, urgente, somente_ida, observacao, pre_agendamento_id,
                                  regulacao_numero, usuario_id)
      values (${numero}, ${v.pacienteId}, ${ctx.unidadeId}, ${v.data}, ${v.horarioConsulta ?? null}, ${v.destinoId}, ${v.localId},
              ${v.pontoId}, ${v.jornadaId}, ${v.motivoId}, ${v.grupoId}, ${v.tipoPassageiro}, ${v.urgente}, ${v.somenteIda},
              ${v.observacao}, ${v.preAgendamentoId}, ${v.regulacaoNumero}, ${ctx.usuarioId})
      returning id`)
    .catch(duplicado);
  const id = Number((rows[0] as { id: number }).id);
  await gravarAcompanhantes(tx, id, v.acompanhantes);
  await registrarEvento(tx, id, 'agendamento', `Agendado: ${resumo(v)}.`, ctx.usuarioId);
  return id;
}

/**
 * Locks a booking that may still change. A booking on a closed trip does not change (its passengers are the trip's
 * account): the trip's guard refuses it with its message (decision 0020). The trip is locked before the booking, in
 * the order every trip write uses (transfer, boarding), so the two never wait on each other.
 */
async function aberto(tx: Tx, id: number) {
  const viagemId = (await tx.execute(sql`select viagem_id from tp_agendamento where id = ${id}`)).rows[0]?.viagem_id;
  if (viagemId != null) await garantirViagemAberta(tx, Number(viagemId));
  const { rows } = await tx.execute(sql`select situacao, paciente_id, viagem_id from tp_agendamento where id = ${id} for update`);
  const a = rows[0] as { situacao: number; paciente_id: number; viagem_id: number | null } | undefined;
  if (!a) throw notFound('Agendamento de transporte não encontrado.');
  // moved to another trip between the two reads: that one's guard too
  if (a.viagem_id != null && Number(a.viagem_id) !== Number(viagemId)) await garantirViagemAberta(tx, Number(a.viagem_id));
  if (Number(a.situacao) !== SIT.agendado && Number(a.situacao) !== SIT.alocado)
    throw recusa('id', `Agendamento ${NOME_SITUACAO_AGENDAMENTO_TRANSPORTE[Number(a.situacao)]?.toLowerCase()}: não pode ser alterado.`);
  return a;
}

/** alterar-agendado: the trip, the companions and the notes of a booking change (the seats are checked again). */
export async function alterarAgendado(tx: Tx, v: Alteracao, usuarioId: number) {
  const a = await aberto(tx, v.id);
  const { rows: ja } = await tx.execute(sql`
    select 1 from tp_agendamento where paciente_id = ${a.paciente_id} and data = ${v.data} and destino_id = ${v.destinoId}
       and situacao <> ${SIT.cancelado} and id <> ${v.id}`);
  if (ja.length) throw recusa('data', MENSAGEM_DUPLICADO);
  await conferir(tx, v, v.id);
  await tx
    .execute(sql`
      update tp_agendamento set data = ${v.data}, horario_consulta = ${v.horarioConsulta ?? null}, destino_id = ${v.destinoId},
             local_id = ${v.localId}, ponto_id = ${v.pontoId}, jornada_id = ${v.jornadaId}, motivo_id = ${v.motivoId},
             grupo_id = ${v.grupoId}, tipo_passageiro = ${v.tipoPassageiro}, urgente = ${v.urgente}, somente_ida = ${v.somenteIda},
             observacao = ${v.observacao}, regulacao_numero = ${v.regulacaoNumero}, updated_at = now()
       where id = ${v.id}`)
    .catch(duplicado);
  await gravarAcompanhantes(tx, v.id, v.acompanhantes);
  await registrarEvento(tx, v.id, 'alteracao', `Alterado: ${resumo(v)}.`, usuarioId);
}

/** alterar-horario: a new appointment time (and optionally another recurring trip) for some bookings. */
export async function alterarHorario(
  tx: Tx,
  v: { ids: number[]; horarioConsulta: string | null; jornadaId: number | null },
  usuarioId: number,
) {
  for (const id of v.ids) {
    await aberto(tx, id);
    const atual = await detalheTpAgendamento(tx, id);
    if (v.jornadaId != null && v.jornadaId !== atual.jornadaId)
      await conferir(
        tx,
        {
          ...atual,
          jornadaId: v.jornadaId,
          acompanhantes: atual.acompanhantes.map((x) => ({ nome: x.nome, cns: x.cns, telefone: x.telefone, relacao: null })),
        } as Campos,
        id,
      );
    await tx.execute(sql`update tp_agendamento set horario_consulta = ${v.horarioConsulta},
                           jornada_id = ${v.jornadaId ?? atual.jornadaId}, updated_at = now() where id = ${id}`);
    const partes = [
      `horário da consulta ${(atual.horarioConsulta ?? '--:--').slice(0, 5)} → ${(v.horarioConsulta ?? '--:--').slice(0, 5)}`,
      v.jornadaId != null && v.jornadaId !== atual.jornadaId ? 'viagem recorrente alterada' : null,
    ];
    await registrarEvento(tx, id, 'horario', `Horário alterado: ${partes.filter(Boolean).join('; ')}.`, usuarioId);
  }
}

export async function cancelarAgendamento(tx: Tx, id: number, motivo: string, usuarioId: number) {
  await aberto(tx, id);
  await tx.execute(sql`update tp_agendamento set situacao = ${SIT.cancelado}, viagem_id = null, cancelado_em = now(),
                         cancelado_por = ${usuarioId}, motivo_cancelamento = ${motivo}, updated_at = now() where id = ${id}`);
  await registrarEvento(tx, id, 'cancelamento', `Cancelado: ${motivo}`, usuarioId);
}
