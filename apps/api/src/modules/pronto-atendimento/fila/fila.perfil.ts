import { StatusFila } from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { atendimento, classificacaoRisco } from '../../../db/schema/index.js';
import { type FiltrosFila, fila, type PerfilListaFila } from '../../fila/index.js';
import { opcaoEntrada, prioridade } from '../../painel-senha/index.js';
import { MODULO_PA } from '../constantes.js';

/** The emergency queue's own filters (spec 000 §2.6) beside the engine's. */
export interface FiltrosFilaPa extends FiltrosFila {
  ordenacao?: 'risco' | 'chegada';
  opcaoEntradaId?: number;
  prioridadeId?: number;
  classificacaoRiscoId?: number;
}

const colunas = {
  atendimentoId: atendimento.id,
  numero: atendimento.numero,
  recepcionadoEm: atendimento.recepcionadoEm,
  urgente: atendimento.urgente,
  motivoUrgencia: atendimento.motivoUrgencia,
  opcaoEntradaId: opcaoEntrada.id,
  opcaoEntradaNome: opcaoEntrada.nome,
  prioridadeId: prioridade.id,
  prioridadeNome: prioridade.nome,
  prioridadePeso: prioridade.peso,
  riscoId: classificacaoRisco.id,
  riscoNome: classificacaoRisco.nome,
  riscoCor: classificacaoRisco.cor,
  riscoOrdem: classificacaoRisco.ordem,
  riscoAlvo: classificacaoRisco.tempoAlvoMinutos,
};

/**
 * Emergency care's part of its queue list: the entry's subject is the FAA (`fila.referencia_id` of a
 * `pronto-atendimento` entry) with its entry option, priority and risk; sorted by risk and priority. Beyond the
 * spec: an entry past its colour's target time is flagged (`atrasado`) and rises to the top of its colour.
 */
export const perfilFilaPa: PerfilListaFila<FiltrosFilaPa, typeof colunas, ReturnType<typeof mapear>> = {
  colunas,
  juntar: (q: PgSelect) =>
    q
      .leftJoin(atendimento, and(eq(fila.modulo, MODULO_PA), eq(atendimento.id, fila.referenciaId)))
      .leftJoin(opcaoEntrada, eq(opcaoEntrada.id, atendimento.opcaoEntradaId))
      .leftJoin(prioridade, eq(prioridade.id, atendimento.prioridadeId))
      .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId)),
  filtrar: (f): (SQL | undefined)[] => [
    f.opcaoEntradaId ? eq(atendimento.opcaoEntradaId, f.opcaoEntradaId) : undefined,
    f.prioridadeId ? eq(atendimento.prioridadeId, f.prioridadeId) : undefined,
    f.classificacaoRiscoId ? eq(atendimento.classificacaoRiscoId, f.classificacaoRiscoId) : undefined,
  ],
  buscar: (termo) => [sql`${atendimento.numero}::text = ${termo}`],
  chegada: (l) => l.recepcionadoEm,
  mapear,
  ordenar: (a, b) =>
    (a.classificacaoRisco?.ordem ?? 99) - (b.classificacaoRisco?.ordem ?? 99) ||
    Number(b.atrasado) - Number(a.atrasado) ||
    Number(b.urgente) - Number(a.urgente) ||
    (b.prioridade?.peso ?? 0) - (a.prioridade?.peso ?? 0),
};

type Linha = Parameters<PerfilListaFila<FiltrosFilaPa, typeof colunas, object>['mapear']>[0];

function mapear(l: Linha, { tempoEspera }: { tempoEspera: { minutos: number } }) {
  return {
    atrasado: l.riscoAlvo !== null && l.status === StatusFila.EM_ESPERA && tempoEspera.minutos > l.riscoAlvo,
    urgente: l.urgente ?? false,
    motivoUrgencia: l.motivoUrgencia,
    opcaoEntrada: l.opcaoEntradaId ? { id: l.opcaoEntradaId, nome: l.opcaoEntradaNome } : null,
    prioridade: l.prioridadeId ? { id: l.prioridadeId, nome: l.prioridadeNome, peso: l.prioridadePeso ?? 0 } : null,
    classificacaoRisco: l.riscoId
      ? { id: l.riscoId, nome: l.riscoNome ?? '', cor: l.riscoCor ?? '', ordem: l.riscoOrdem ?? 99, tempoAlvoMinutos: l.riscoAlvo ?? 0 }
      : null,
    atendimento: l.atendimentoId ? { id: l.atendimentoId, numero: l.numero, recepcionadoEm: l.recepcionadoEm } : null,
  };
}
