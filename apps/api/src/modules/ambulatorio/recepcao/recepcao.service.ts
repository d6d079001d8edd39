import {
  compararPrioridades,
  hojeIso,
  MENSAGENS_RECEPCAO_AMBULATORIO as M,
  prioridadeLegalProblema,
  RECURSO_AGENDA,
  type RecepcaoAmbulatorio,
  SetorTipo,
  STATUS_AGENDAMENTO,
  STATUS_ATENDIMENTO_AMBULATORIAL,
  StatusFila,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto, cidadao, infraestrutura, setor } from '../../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { agoraLocal, aplicarAcaoAgendamento } from '../../agenda/index.js';
import { assertPacienteVivo } from '../../cadastro/index.js';
import { chaveDoCentroCusto, entrarNaFila } from '../../fila/index.js';
import { prioridade, vincularSenhaAoAtendimento } from '../../painel-senha/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { parametrosAmbulatorio } from '../parametrizacao/parametros.js';
import { atendimentoAmbulatorial } from './atendimento-ambulatorial.table.js';

/** The outpatient queues a unit has: its nursing (pre-consultation) and its doctors' offices. */
export const SETORES_FILA_AMBULATORIO: readonly number[] = [SetorTipo.ENFERMAGEM, SetorTipo.CONSULTORIO];

/** The unit (and location) of the session's cost centre: the reception works for the patients of its unit. */
export async function localDaSessao(tx: Tx, centroCustoId: number | null | undefined) {
  if (!centroCustoId) throw unprocessable({ centro_custo_id: ['Escolha um centro de custo do ambulatório (Trocar lotação).'] });
  const [l] = await tx
    .select({ infraestruturaId: infraestrutura.id, unidadeId: infraestrutura.unidadeId, setorTipoId: setor.setorTipoId })
    .from(centroCusto)
    .innerJoin(infraestrutura, eq(infraestrutura.id, centroCusto.infraestruturaId))
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(eq(centroCusto.id, centroCustoId));
  if (!l) throw unprocessable({ centro_custo_id: ['Centro de custo não encontrado.'] });
  return { ...l, centroCustoId };
}

/** The queues of the location (nursing first: the pre-consultation comes before the doctor). */
export async function filasDoLocal(tx: Tx, infraestruturaId: number) {
  const linhas = await tx
    .select({ id: centroCusto.id, nome: centroCusto.nome, setorTipoId: setor.setorTipoId })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(and(eq(centroCusto.infraestruturaId, infraestruturaId), eq(centroCusto.bloqueado, false)))
    .orderBy(sql`${setor.setorTipoId} desc`, porNome(centroCusto.nome));
  return linhas.filter((c) => SETORES_FILA_AMBULATORIO.includes(c.setorTipoId));
}

/** Today's appointments of the unit with the arrival (and its queue entry) of each, in time order. */
export async function agendamentosDeHoje(tx: Tx, unidadeId: number) {
  const { rows } = await tx.execute(sql`
    select a.id, a.hora::text as hora, a.tipo_vaga, a.status, a.paciente_id, c.nome as paciente_nome, c.nome_social as paciente_nome_social,
           c.sexo_id as paciente_sexo_id, c.data_nascimento::text as paciente_data_nascimento, c.idade_estimada as paciente_idade_estimada,
           e.nome as especialidade_nome,
           coalesce((select pc.nome from usuario pu join cidadao pc on pc.id = pu.cidadao_id
                      where j.recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and pu.id = j.recurso_id),
                    (select s.nome from servico s where j.recurso_tipo = ${RECURSO_AGENDA.SERVICO} and s.id = j.recurso_id), '') as recurso_nome,
           aa.chegada_em,
           (select f.id from fila f where f.modulo = ${MODULO_AMBULATORIO} and f.referencia_id = aa.id order by f.id desc limit 1) as fila_id
      from agendamento a
      join jornada j on j.id = a.jornada_id
      join cidadao c on c.id = a.paciente_id
      left join especialidade e on e.id = j.especialidade_id
      left join lateral (select x.id, x.chegada_em from atendimento_ambulatorial x
                          where x.agendamento_id = a.id and x.status <> ${STATUS_ATENDIMENTO_AMBULATORIAL.EXCLUIDO}
                          order by x.id desc limit 1) aa on true
     where a.modulo = ${MODULO_AMBULATORIO} and j.unidade_id = ${unidadeId} and a.data = ${agoraLocal().hoje}
       and a.status <> ${STATUS_AGENDAMENTO.CANCELADO}
     order by a.hora, a.id limit 500`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    hora: String(r.hora),
    tipoVaga: Number(r.tipo_vaga),
    status: Number(r.status),
    pacienteId: Number(r.paciente_id),
    pacienteNome: String(r.paciente_nome),
    pacienteNomeSocial: (r.paciente_nome_social as string | null) ?? null,
    pacienteSexoId: r.paciente_sexo_id == null ? null : Number(r.paciente_sexo_id),
    pacienteDataNascimento: (r.paciente_data_nascimento as string | null) ?? null,
    pacienteIdadeEstimada: r.paciente_idade_estimada == null ? null : Number(r.paciente_idade_estimada),
    especialidadeNome: (r.especialidade_nome as string | null) ?? null,
    recursoNome: String(r.recurso_nome ?? ''),
    filaId: r.fila_id == null ? null : Number(r.fila_id),
    chegadaEm: (r.chegada_em as string | Date | null) ?? null,
  }));
}

export async function prioridadesDaRecepcao(tx: Tx) {
  const lista = await tx
    .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso })
    .from(prioridade)
    .where(eq(prioridade.bloqueado, false));
  return lista.sort(compararPrioridades);
}

/** An attendance still in the unit's queues (waiting, in pre-consultation, waiting for the doctor). */
const ATIVOS: number[] = [
  STATUS_ATENDIMENTO_AMBULATORIAL.AGUARDANDO,
  STATUS_ATENDIMENTO_AMBULATORIAL.PRE_CONSULTA,
  STATUS_ATENDIMENTO_AMBULATORIAL.AGUARDANDO_ATENDIMENTO,
];

interface Ctx {
  clienteId: number;
  usuarioId: number;
  centroCustoId: number | null;
}

/** What an appointment brings to the arrival (locked: two clerks clicking "Chegou" at once pass one at a time). */
async function agendamentoParaChegada(tx: Tx, id: number, unidadeId: number) {
  const { rows } = await tx.execute(sql`
    select a.id, a.status, a.data::text as data, a.paciente_id, j.unidade_id, j.especialidade_id, j.recurso_tipo, j.recurso_id
      from agendamento a join jornada j on j.id = a.jornada_id
     where a.id = ${id} and a.modulo = ${MODULO_AMBULATORIO}
     for update of a`);
  const a = rows[0] as Record<string, string | number | null> | undefined;
  if (!a) throw notFound(M.agendamentoNaoEncontrado);
  if (Number(a.unidade_id) !== unidadeId) throw unprocessable({ agendamento_id: [M.agendamentoOutraUnidade] }, M.agendamentoOutraUnidade);
  if (a.data !== agoraLocal().hoje) throw unprocessable({ agendamento_id: [M.agendamentoDeOutroDia] }, M.agendamentoDeOutroDia);
  if (Number(a.status) === STATUS_AGENDAMENTO.CONFIRMADO) throw conflict(M.jaChegou);
  return {
    pacienteId: Number(a.paciente_id),
    especialidadeId: a.especialidade_id == null ? null : Number(a.especialidade_id),
    profissionalId: Number(a.recurso_tipo) === RECURSO_AGENDA.PROFISSIONAL ? Number(a.recurso_id) : null,
  };
}

/**
 * A patient arrives at the outpatient reception (issue 17): a scheduled one (the appointment turns "Chegou") or a
 * walk-in (when the settings allow). Opens the outpatient attendance and puts the patient in the queue of the
 * unit (the nursing's by default), ordered by the legal priority's weight, in one transaction. A kiosk ticket
 * (`senhaId`) is linked and closed in the same transaction; its refusals (another patient's, closed, of another
 * location) are 422 on `senha_id` and roll everything back.
 */
export async function registrarChegada(tx: Tx, ctx: Ctx, r: RecepcaoAmbulatorio) {
  const local = await localDaSessao(tx, ctx.centroCustoId);
  const doAgendamento = r.agendamentoId ? await agendamentoParaChegada(tx, r.agendamentoId, local.unidadeId) : null;
  if (!doAgendamento && !(await parametrosAmbulatorio(tx)).permitirDemandaEspontanea)
    throw unprocessable({ agendamento_id: [M.demandaEspontaneaNaoPermitida] }, M.demandaEspontaneaNaoPermitida);
  const pacienteId = doAgendamento?.pacienteId ?? (r.pacienteId as number);

  const [p] = await tx
    .select({
      id: cidadao.id,
      nome: cidadao.nome,
      bloqueado: cidadao.bloqueado,
      unificadoEmId: cidadao.unificadoEmId,
      sexoId: cidadao.sexoId,
      dataNascimento: cidadao.dataNascimento,
      idadeEstimada: cidadao.idadeEstimada,
    })
    .from(cidadao)
    .where(eq(cidadao.id, pacienteId));
  if (!p) throw notFound('Paciente não encontrado.');
  if (p.unificadoEmId) throw unprocessable({ paciente_id: ['Este cadastro foi unificado a outro. Busque o paciente de novo.'] });
  if (p.bloqueado) throw unprocessable({ paciente_id: ['Paciente com cadastro bloqueado.'] });
  await assertPacienteVivo(tx, pacienteId, 'paciente_id');
  const [aberto] = await tx
    .select({ id: atendimentoAmbulatorial.id })
    .from(atendimentoAmbulatorial)
    .where(
      and(
        eq(atendimentoAmbulatorial.pacienteId, pacienteId),
        eq(atendimentoAmbulatorial.infraestruturaId, local.infraestruturaId),
        inArray(atendimentoAmbulatorial.status, ATIVOS),
      ),
    );
  if (aberto) throw conflict(M.jaNaFila);

  let peso = 0;
  if (r.prioridadeId) {
    const [pr] = await tx
      .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso })
      .from(prioridade)
      .where(and(eq(prioridade.id, r.prioridadeId), eq(prioridade.bloqueado, false)));
    if (!pr) throw unprocessable({ prioridade_id: ['Prioridade não encontrada.'] });
    // issue 16 item 6: a legal priority the record contradicts is refused, as at the emergency reception
    const problema = prioridadeLegalProblema(pr, p, hojeIso());
    if (problema) throw unprocessable({ prioridade_id: [problema] });
    peso = pr.peso;
  }

  const filas = await filasDoLocal(tx, local.infraestruturaId);
  const destinoId = r.destinoCentroCustoId ?? filas[0]?.id;
  if (!destinoId || !filas.some((f) => f.id === destinoId))
    throw unprocessable({ destino_centro_custo_id: ['Destino deve ser a enfermagem ou um consultório desta unidade.'] });
  const destino = await chaveDoCentroCusto(tx, MODULO_AMBULATORIO, destinoId, 'destino_centro_custo_id');

  if (r.agendamentoId) await aplicarAcaoAgendamento(tx, MODULO_AMBULATORIO, r.agendamentoId, 'confirmar', { usuarioId: ctx.usuarioId });
  const [a] = await tx
    .insert(atendimentoAmbulatorial)
    .values({
      pacienteId,
      unidadeId: local.unidadeId,
      infraestruturaId: local.infraestruturaId,
      especialidadeId: doAgendamento?.especialidadeId ?? r.especialidadeId ?? null,
      profissionalId: doAgendamento?.profissionalId ?? r.profissionalId ?? null,
      agendamentoId: r.agendamentoId ?? null,
      prioridadeId: r.prioridadeId ?? null,
      status:
        destino.setorTipoId === SetorTipo.CONSULTORIO
          ? STATUS_ATENDIMENTO_AMBULATORIAL.AGUARDANDO_ATENDIMENTO
          : STATUS_ATENDIMENTO_AMBULATORIAL.AGUARDANDO,
      observacao: r.observacao ?? null,
      recepcionadoPor: ctx.usuarioId,
    })
    .returning({ id: atendimentoAmbulatorial.id });
  if (!a) throw new Error('atendimento ambulatorial não criado');
  // a kiosk ticket answered at the counter (create/{filaId}): linked to the patient and closed, its code in the queue
  const ticket = r.senhaId ? await vincularSenhaAoAtendimento(tx, ctx, r.senhaId, pacienteId, local.infraestruturaId) : null;
  const entrada = await entrarNaFila(tx, ctx, { chave: destino, pacienteId, referenciaId: a.id, peso, senha: ticket?.codigo ?? null });
  return { atendimento: a, fila: { id: entrada.id, status: StatusFila.EM_ESPERA }, message: M.recebido(p.nome, ticket?.codigo) };
}
