export interface Auditoria {
  id: number;
  momento: string;
  usuarioNome: string | null;
  acao: string;
  tabela: string;
  registroId: number | null;
}

export interface AuditoriaDetalhe extends Auditoria {
  /** Row snapshots keyed by column name, shown as stored (not camelized). */
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
}

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
