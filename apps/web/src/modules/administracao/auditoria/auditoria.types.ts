import { ACAO_AUDITORIA, type AcaoAuditoria, type auditoriaDetalheSchema, type auditoriaLinhaSchema, type Resposta } from '@saude/shared';

/** A line of the trail (GET …/auditoria/datatable), in words. */
export type Auditoria = Resposta<typeof auditoriaLinhaSchema>;

/** GET …/auditoria/{id}: with the row snapshots keyed by column name, as stored (not camelized). */
export type AuditoriaDetalhe = Resposta<typeof auditoriaDetalheSchema>;

const CORES: Record<AcaoAuditoria, string> = {
  INSERT: 'green',
  UPDATE: 'blue',
  DELETE: 'red',
  LEITURA: 'gold',
  UNIFICACAO: 'magenta',
  ENTRADA: 'purple',
  SAIDA: 'purple',
};

/** How each shown action reads (`acaoExibida`), with its tag colour. */
export const ACOES: Record<string, { nome: string; cor: string }> = Object.fromEntries(
  Object.entries(ACAO_AUDITORIA).map(([acao, nome]) => [acao, { nome, cor: CORES[acao as AcaoAuditoria] }]),
);
