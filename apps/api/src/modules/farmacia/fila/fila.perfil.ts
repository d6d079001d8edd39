import { and, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type FiltrosFila, fila, type PerfilListaFila } from '../../fila/index.js';
import { prioridade } from '../../painel-senha/index.js';
import { MODULO_FARMACIA } from './fila.service.js';
import { farmaciaAtendimento } from './fila.table.js';

export interface FiltrosFilaFarmacia extends FiltrosFila {
  prioridadeId?: number;
}

const colunas = {
  peso: fila.peso,
  prioridadeId: prioridade.id,
  prioridadeNome: prioridade.nome,
  prioridadeLegal: prioridade.legal,
};

type Linha = Parameters<PerfilListaFila<FiltrosFilaFarmacia, typeof colunas, object>['mapear']>[0];

const mapear = (l: Linha) => ({
  peso: l.peso,
  prioridade: l.prioridadeId ? { id: l.prioridadeId, nome: l.prioridadeNome, legal: l.prioridadeLegal ?? false } : null,
});

/**
 * The pharmacy part of its queue list (issue 19): the entry's subject is the arrival at the counter
 * (`fila.referencia_id` of a `farmacia` entry) with its priority; the heavier priority waits less, then arrival.
 */
export const perfilFilaFarmacia: PerfilListaFila<FiltrosFilaFarmacia, typeof colunas, ReturnType<typeof mapear>> = {
  colunas,
  juntar: (q: PgSelect) =>
    q
      .leftJoin(farmaciaAtendimento, and(eq(fila.modulo, MODULO_FARMACIA), eq(farmaciaAtendimento.id, fila.referenciaId)))
      .leftJoin(prioridade, eq(prioridade.id, farmaciaAtendimento.prioridadeId)),
  filtrar: (f): (SQL | undefined)[] => [f.prioridadeId ? eq(farmaciaAtendimento.prioridadeId, f.prioridadeId) : undefined],
  mapear,
  ordenar: (a, b) => b.peso - a.peso,
};
