import { acoesFilaAmbulatorio, type StatusFilaId } from '@saude/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { cidadao, usuario } from '../../../db/schema/index.js';
import { agendamento } from '../../agenda/index.js';
import { especialidade } from '../../cadastro/index.js';
import { type FiltrosFila, fila, type PerfilListaFila } from '../../fila/index.js';
import { prioridade } from '../../painel-senha/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';

export interface FiltrosFilaAmbulatorio extends FiltrosFila {
  prioridadeId?: number;
  especialidadeId?: number;
}

const esperado = alias(usuario, 'amb_profissional');
const esperadoCidadao = alias(cidadao, 'amb_profissional_cidadao');

const colunas = {
  aaId: atendimentoAmbulatorial.id,
  aaChegada: atendimentoAmbulatorial.chegadaEm,
  aaStatus: atendimentoAmbulatorial.status,
  aaPreConsulta: atendimentoAmbulatorial.preConsultaEm,
  agendamentoId: atendimentoAmbulatorial.agendamentoId,
  horaAgendada: agendamento.hora,
  especialidadeNome: especialidade.nome,
  profissionalNome: esperadoCidadao.nome,
  prioridadeId: prioridade.id,
  prioridadeNome: prioridade.nome,
  prioridadePeso: prioridade.peso,
};

/**
 * The outpatient part of its queue list (issue 17): the entry's subject is the outpatient attendance
 * (`fila.referencia_id` of an `ambulatorio` entry) with its appointment, specialty, expected professional and
 * priority; the legal priority goes first, then the appointment time, then arrival (e-SUS APS's order).
 */
export const perfilFilaAmbulatorio: PerfilListaFila<FiltrosFilaAmbulatorio, typeof colunas, ReturnType<typeof mapear>> = {
  colunas,
  juntar: (q: PgSelect) =>
    q
      .innerJoin(atendimentoAmbulatorial, and(eq(fila.modulo, MODULO_AMBULATORIO), eq(atendimentoAmbulatorial.id, fila.referenciaId)))
      .leftJoin(agendamento, eq(agendamento.id, atendimentoAmbulatorial.agendamentoId))
      .leftJoin(especialidade, eq(especialidade.id, atendimentoAmbulatorial.especialidadeId))
      .leftJoin(esperado, eq(esperado.id, atendimentoAmbulatorial.profissionalId))
      .leftJoin(esperadoCidadao, eq(esperadoCidadao.id, esperado.cidadaoId))
      .leftJoin(prioridade, eq(prioridade.id, atendimentoAmbulatorial.prioridadeId)),
  filtrar: (f): (SQL | undefined)[] => [
    f.prioridadeId ? eq(atendimentoAmbulatorial.prioridadeId, f.prioridadeId) : undefined,
    f.especialidadeId ? eq(atendimentoAmbulatorial.especialidadeId, f.especialidadeId) : undefined,
  ],
  chegada: (l) => l.aaChegada,
  mapear,
  ordenar: (a, b) =>
    (b.prioridade?.peso ?? 0) - (a.prioridade?.peso ?? 0) ||
    (a.atendimento.horaAgendada ?? '99').localeCompare(b.atendimento.horaAgendada ?? '99'),
};

type Linha = Parameters<PerfilListaFila<FiltrosFilaAmbulatorio, typeof colunas, object>['mapear']>[0];

function mapear(l: Linha) {
  return {
    prioridade: l.prioridadeId ? { id: l.prioridadeId, nome: l.prioridadeNome, peso: l.prioridadePeso ?? 0 } : null,
    atendimento: {
      id: l.aaId,
      chegadaEm: l.aaChegada,
      status: l.aaStatus,
      agendamentoId: l.agendamentoId,
      horaAgendada: l.horaAgendada,
      especialidade: l.especialidadeNome,
      profissional: l.profissionalNome,
      preConsulta: l.aaPreConsulta !== null,
    },
    // the outpatient kind of the transitions table (with "Excluir da fila")
    acoes: acoesFilaAmbulatorio(l.status as StatusFilaId),
  };
}
