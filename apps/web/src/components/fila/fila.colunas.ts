import { FILA_DESTAQUE_HORAS, StatusFila } from '@saude/shared';
import type { TableColumnsType } from 'antd';

/** What every queue entry has for the generic screen (the module's answer schema adds the rest). */
export interface EntradaFilaBase {
  id: number;
  status: { id: number };
  /** More hours in the queue than the module's setting (spec 000 §9): the row turns yellow. */
  destacado: boolean;
}

export type ColunaFila<E> = TableColumnsType<E>[number];

/** spec 000 §9: more than 24 hours in the queue turns the row yellow. */
export const COR_DESTAQUE = '#fff8c5';
export const notaDestaque = (horas = FILA_DESTAQUE_HORAS) => `As linhas em amarelo são pacientes na fila há mais de ${horas} horas.`;

/**
 * A module's columns of the queue screen (spec 001 §2): `comuns` in the spec's order (entry option, ticket,
 * priority, attendance date, prontuário, name, age, specialty … as the module has them), the wait, the
 * current professional and the actions. The ticket column is one of `comuns` only where the module uses
 * tickets.
 */
export interface ColunasFila<E> {
  espera: ColunaFila<E>;
  comuns: ColunaFila<E>[];
  profissional: ColunaFila<E>;
  acoes: ColunaFila<E>;
}

/**
 * The column set of the status filter (spec 001 §2): in attendance, the current professional and no wait;
 * any other status, the wait first and no professional.
 */
export function colunasPorStatus<E>(status: number | undefined, c: ColunasFila<E>): ColunaFila<E>[] {
  // the actions stay in view at 1366 × 768 whatever the other columns take (issue 16: no scroll to call)
  const acoes: ColunaFila<E> = { ...c.acoes, fixed: 'right' };
  if (status === StatusFila.EM_ATENDIMENTO) return [...c.comuns, c.profissional, acoes];
  return [c.espera, ...c.comuns, acoes];
}
