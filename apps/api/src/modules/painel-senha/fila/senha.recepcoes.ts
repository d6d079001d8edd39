import { PA } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Which reception receives the tickets of a reception queue (issue 16 item 5, issue 17). The counter answers a
 * ticket and goes on to the reception that works at the queue's location, with the ticket. The emergency
 * reception is where tickets and reception became one flow, so it receives wherever no other reception claims
 * the location; a module with a reception of its own (the outpatient clinic) registers which locations it works
 * at, as a test in SQL, like the queue engine's call listeners: the panel imports no module.
 */
export interface RecepcaoDeSenhas {
  /** True (SQL) when this reception works at the location; `infraestruturaId` is a qualified column of the list. */
  atendeNoLocal: (infraestruturaId: SQL) => SQL<boolean>;
  /** The web page that receives the ticket, by the ticket's queue entry or the ticket itself. */
  caminho: (senha: { filaId: number; senhaId: number }) => string;
  /** The permission that receives there: the counter offers the reception only to who holds it. */
  permissao: string;
  /**
   * Precedence when two receptions claim one location (higher first; equal: the first registered). A reception
   * that claims a location by a sector of its own there (the pharmacy) goes before one that claims a whole unit
   * (the outpatient clinic, for an agenda without a location). Default 0.
   */
  precedencia?: number;
}

const EMERGENCIA: Omit<RecepcaoDeSenhas, 'atendeNoLocal'> = {
  caminho: ({ senhaId }) => `/pronto-atendimento/atendimento-recepcao/create?senha=${senhaId}`,
  permissao: PA.recepcaoCadastrar,
};

const recepcoes = new Map<string, RecepcaoDeSenhas>();

/** Keyed by name: building the app twice in one process (the tests do) registers once. */
export function registrarRecepcaoDeSenhas(nome: string, recepcao: RecepcaoDeSenhas) {
  recepcoes.set(nome, recepcao);
}

/** SQL: the name of the registered reception working at the location (highest precedence, then the first registered), or null. */
export function recepcaoDoLocal(infraestruturaId: SQL): SQL<string | null> {
  if (recepcoes.size === 0) return sql<null>`null::text`;
  // a stable sort keeps the registration order among equals
  const ordem = [...recepcoes].sort(([, a], [, b]) => (b.precedencia ?? 0) - (a.precedencia ?? 0));
  const ramos = ordem.map(([nome, r]) => sql`when ${r.atendeNoLocal(infraestruturaId)} then ${nome}::text`);
  return sql<string | null>`(case ${sql.join(ramos, sql` `)} end)`;
}

/** Where the counter sends a reception ticket: the page and the permission (the emergency reception by default). */
export function destinoDaSenha(nome: string | null, senha: { filaId: number; senhaId: number }) {
  const r = (nome && recepcoes.get(nome)) || EMERGENCIA;
  return { caminho: r.caminho(senha), permissao: r.permissao };
}
