import {
  type AuditoriaFiltros,
  acaoDaAuditoria,
  descreverAuditoria,
  hojeIso,
  isPeriodoDentroDoLimite,
  MENSAGENS_RELATORIO,
  mensagens,
  NOME_TABELA_AUDITORIA,
  nomeDaTabela,
  RELATORIOS,
} from '@saude/shared';
import { and, eq, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { auditoria } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';

/** A count past this says "more than" (a year of a large municipality's trail is millions of rows). */
export const LIMITE_CONTAGEM_AUDITORIA = 10_000;

/**
 * The period asked for, in Brasília days: this month up to today when none is given, at most one year. The
 * shared schema checks a full pair; here the defaults are filled and checked again.
 */
export function periodoDaAuditoria(q: Pick<AuditoriaFiltros, 'dataInicio' | 'dataFim'>): { inicio: string; fim: string } {
  const fim = q.dataFim ?? hojeIso();
  const inicio = q.dataInicio ?? `${fim.slice(0, 8)}01`;
  if (fim < inicio) throw unprocessable({ data_fim: [mensagens.dataFinalMenor] });
  if (!isPeriodoDentroDoLimite(inicio, fim)) throw unprocessable({ data_fim: [MENSAGENS_RELATORIO.periodoLongo] });
  return { inicio, fim };
}

const SEM_CARIMBOS = sql`array['ultimo_acesso_em', 'updated_at', 'updated_by']`;

/**
 * The rows of the sessions: a session opened or ended, and the user's "last access" stamp a login writes.
 * They flood the list, so it hides them unless asked.
 */
export const linhaDeSessao: SQL = sql`coalesce(${auditoria.tabela} = 'sessao' or (${auditoria.tabela} = 'usuario' and ${auditoria.acao} = 'UPDATE'
  and (${auditoria.antes} - ${SEM_CARIMBOS}::text[]) = (${auditoria.depois} - ${SEM_CARIMBOS}::text[])), false)`;

function porAcao(acao: AuditoriaFiltros['acao']): SQL | undefined {
  switch (acao) {
    case undefined:
      return undefined;
    case 'ENTRADA':
      return and(eq(auditoria.tabela, 'sessao'), eq(auditoria.acao, 'INSERT'));
    case 'SAIDA':
      return and(eq(auditoria.tabela, 'sessao'), eq(auditoria.acao, 'UPDATE'));
    case 'INSERT':
    case 'UPDATE':
      return and(eq(auditoria.acao, acao), ne(auditoria.tabela, 'sessao'));
    default:
      return eq(auditoria.acao, acao);
  }
}

const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The search box: a record number, or a record type by its noun ("prescrição", "cadastro do paciente"). */
export function buscaAuditoria(termo: string): SQL | undefined {
  const t = semAcento(termo.trim());
  if (!t) return undefined;
  const tabelas = Object.entries(NOME_TABELA_AUDITORIA)
    .filter(([, nome]) => semAcento(nome).includes(t))
    .map(([tabela]) => tabela);
  const numero = /^\d{1,15}$/.test(t) ? eq(auditoria.registroId, Number(t)) : undefined;
  if (!tabelas.length && !numero) return sql`false`;
  return or(numero, tabelas.length ? inArray(auditoria.tabela, tabelas) : undefined);
}

/** Every condition of the filters (the tenant's too: the index leads with it). */
export function condicoesDaAuditoria(clienteId: number, q: AuditoriaFiltros): SQL | undefined {
  const { inicio, fim } = periodoDaAuditoria(q);
  const sessoes = q.sessoes || q.acao === 'ENTRADA' || q.acao === 'SAIDA';
  return and(
    eq(auditoria.clienteId, clienteId),
    noPeriodo(auditoria.momento, inicio, fim),
    q.usuarioId ? eq(auditoria.usuarioId, q.usuarioId) : undefined,
    q.pacienteId ? eq(auditoria.pacienteId, q.pacienteId) : undefined,
    q.tabela ? eq(auditoria.tabela, q.tabela) : undefined,
    q.registroId ? eq(auditoria.registroId, q.registroId) : undefined,
    porAcao(q.acao),
    sessoes ? undefined : not(linhaDeSessao),
  );
}

const linha = sql`coalesce(${auditoria.depois}, ${auditoria.antes})`;

/** What a line shows; the names are scalar subqueries, evaluated for the page's rows only. */
export const colunasDaAuditoria = {
  id: auditoria.id,
  momento: auditoria.momento,
  // built once: to_char reads the tenant transaction's TimeZone, the municipality's (decision 0021)
  momentoLocal: sql<string>`to_char(${auditoria.momento}, 'DD/MM/YYYY HH24:MI:SS')`,
  usuarioId: auditoria.usuarioId,
  usuarioNome: nomeDoUsuario(auditoria.usuarioId),
  lotacaoId: auditoria.lotacaoId,
  acao: auditoria.acao,
  tabela: auditoria.tabela,
  registroId: auditoria.registroId,
  pacienteId: auditoria.pacienteId,
  pacienteNome: sql<string | null>`(select p.nome from cidadao p where p.id = ${auditoria.pacienteId})`,
  faa: sql<string | null>`(select f.numero::text from atendimento f where f.id = case when ${auditoria.tabela} = 'atendimento'
    then ${auditoria.registroId} else (${linha}->>'atendimento_id')::bigint end)`,
  rotulo: sql<string | null>`coalesce(${linha}->>'nome', ${linha}->>'nome_fantasia', ${linha}->>'descricao', ${linha}->>'denominacao',
    ${linha}->>'titulo', ${linha}->>'login', ${linha}->>'codigo')`,
  relatorio: sql<string | null>`case when ${auditoria.tabela} = 'relatorio' then ${auditoria.depois}->>'relatorio' end`,
};

type LinhaLida = { [K in keyof typeof colunasDaAuditoria]: unknown } & {
  acao: string;
  tabela: string;
  registroId: number | null;
  pacienteNome: string | null;
  faa: string | null;
  rotulo: string | null;
  relatorio: string | null;
};

const TITULO_RELATORIO = new Map(RELATORIOS.map((r) => [`${r.area}/${r.relatorio}`, r.titulo]));

/** The line in words (shared `descreverAuditoria`), with its action and record type as shown. */
export function emPalavras<T extends LinhaLida>(l: T) {
  return {
    ...l,
    acaoExibida: acaoDaAuditoria(l.acao, l.tabela),
    tabelaNome: nomeDaTabela(l.tabela),
    descricao: descreverAuditoria({
      ...l,
      relatorio: l.relatorio ? `"${TITULO_RELATORIO.get(l.relatorio) ?? l.relatorio}"` : null,
    }),
  };
}
