import type { auditoriaDetalheSchema, auditoriaLinhaSchema, Resposta } from '@saude/shared';

/** A line of the trail (GET …/auditoria/datatable). */
export type Auditoria = Resposta<typeof auditoriaLinhaSchema>;

/** GET …/auditoria/{id}: with the row snapshots keyed by column name, shown as stored (not camelized). */
export type AuditoriaDetalhe = Resposta<typeof auditoriaDetalheSchema>;

/** How each action reads; LOGIN/LOGOUT rows exist but are not filterable on the server. */
export const ACOES: Record<string, { nome: string; cor: string }> = {
  INSERT: { nome: 'Inclusão', cor: 'green' },
  UPDATE: { nome: 'Alteração', cor: 'blue' },
  DELETE: { nome: 'Exclusão', cor: 'red' },
  LEITURA: { nome: 'Leitura', cor: 'default' },
  LOGIN: { nome: 'Entrada', cor: 'purple' },
  LOGOUT: { nome: 'Saída', cor: 'purple' },
};

export const ACOES_FILTRO = ['INSERT', 'UPDATE', 'DELETE', 'LEITURA'] as const;
