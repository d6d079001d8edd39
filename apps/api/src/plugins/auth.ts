import { mensagens } from '@saude/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, type Tx, withTenant } from '../db/client.js';
import { type ClienteRow, cliente, sessao, usuario } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { loadPermissoes } from '../lib/permissoes.js';
import type { TokenService } from '../lib/tokens.js';

export interface AuthContext {
  sessaoId: number;
  sessaoChave: string;
  usuarioId: number;
  lotacaoId: number;
  centroCustoId: number;
  permissoes: string[];
  expiraEm: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed (login, recovery, public lookups). */
    public?: boolean;
    /** The permission string the route requires; null: any logged-in user. */
    permission?: string | null;
    /** The route does not need the X-Cliente header (public lookups by link, docs). */
    semCliente?: boolean;
  }
  interface FastifyRequest {
    cliente: ClienteRow;
    auth: AuthContext;
    /** The request's tenant transaction: RLS, audit identity and one commit (ARCHITECTURE §5). */
    tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** The in-memory session this request was let in on, until its first transaction confirms it. */
    sessaoEmMemoria: SessaoEmMemoria | null;
  }
}

const CLIENTE_TTL_MS = 30_000;

/** Municipalities by link, cached briefly: every request resolves X-Cliente. */
export function createClienteCache(db: Db) {
  const cache = new Map<string, { row: ClienteRow | null; at: number }>();
  return {
    async get(link: string): Promise<ClienteRow | null> {
      const hit = cache.get(link);
      if (hit && Date.now() - hit.at < CLIENTE_TTL_MS) return hit.row;
      const [row] = await db.select().from(cliente).where(eq(cliente.link, link));
      cache.set(link, { row: row ?? null, at: Date.now() });
      return row ?? null;
    },
    invalidate(link?: string) {
      if (link) cache.delete(link);
      else cache.clear();
    },
  };
}
export type ClienteCache = ReturnType<typeof createClienteCache>;

/** How long a session held in memory may serve requests that open no transaction before it is checked again. */
export const SESSAO_MEMORIA_MS = 5_000;
const SESSOES_EM_MEMORIA = 20_000;

export interface SessaoEmMemoria {
  auth: AuthContext;
  /** The bearer token it was verified from (the key), and when that token expires (ms). */
  token: string;
  tokenExpiraEm: number;
  clienteId: number;
  /** The municipality's authorization counter when the session was last checked against the database. */
  versao: string;
  verificadaEm: number;
}

/**
 * Live sessions by bearer token, so a request does not open a second transaction to find its session and permissions
 * (issue 15). An entry is trusted only while the municipality's authorization counter — raised by database
 * triggers on logout, session end, user block and any change of roles or permissions (migration 0018) — is
 * the one it was read with: each request's first transaction compares them in its first statement and, when
 * they differ, reads the session again there. Requests that open no transaction re-check after
 * SESSAO_MEMORIA_MS. Several API processes stay correct: the counter lives in the database.
 */
export function createSessaoCache() {
  const mapa = new Map<string, SessaoEmMemoria>();
  return {
    get: (token: string) => mapa.get(token),
    set(token: string, entrada: SessaoEmMemoria) {
      if (mapa.size >= SESSOES_EM_MEMORIA) mapa.delete(mapa.keys().next().value as string);
      mapa.set(token, entrada);
    },
    delete: (token: string) => mapa.delete(token),
    /** Drops every token of a session (logout, refresh). */
    esquecerSessao(sessaoChave: string) {
      for (const [token, e] of mapa) if (e.auth.sessaoChave === sessaoChave) mapa.delete(token);
    },
    clear: () => mapa.clear(),
    get tamanho() {
      return mapa.size;
    },
  };
}
export type SessaoCache = ReturnType<typeof createSessaoCache>;

export function clienteInativoMensagem(c: ClienteRow) {
  return c.motivoInativacao ? `Município inativo: ${c.motivoInativacao}` : 'Município inativo.';
}

/** The API and the print and export families at the root (ARCHITECTURE §4) carry the tenant and the session. */
const protegida = (url: string) => /^\/(api|impressao|exportacao)\//.test(url) && !url.startsWith('/api/docs');

/**
 * Every /api, /impressao and /exportacao route declares `config.public` or `config.permission` (onRoute refuses the rest), the
 * X-Cliente header names an active municipality, and the bearer token names a live session of that
 * municipality whose placement holds the required permission. The web only mirrors this. The check runs
 * before body validation: a caller without the permission gets 401/403, never the field rules (422).
 */
export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: TokenService; clientes: ClienteCache; sessoes: SessaoCache }) {
  app.addHook('onRoute', (route) => {
    if (!protegida(route.url)) return;
    const config = (route.config ?? {}) as FastifyContextConfig;
    if (!config.public && !('permission' in config)) {
      throw new Error(`Rota ${route.method} ${route.url} sem declaração de permissão (config.public ou config.permission).`);
    }
  });

  app.decorateRequest('cliente', null as unknown as ClienteRow);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('sessaoEmMemoria', null);
  app.decorateRequest('tx', function tx<T>(this: FastifyRequest, fn: (tx: Tx) => Promise<T>) {
    if (!this.cliente) throw new Error('tx() sem município resolvido');
    const pendente = this.sessaoEmMemoria;
    return withTenant(
      deps.db,
      {
        clienteId: this.cliente.id,
        usuarioId: this.auth?.usuarioId,
        lotacaoId: this.auth?.lotacaoId,
        requestId: String(this.id),
        // the first transaction of a request let in from memory confirms the session, in its first statement
        aoIniciar: pendente ? (t, versao) => confirmarSessao(this, deps.sessoes, pendente, t, versao) : undefined,
      },
      fn,
    );
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config as FastifyContextConfig;
    const url = request.routeOptions.url ?? '';
    if (!protegida(url) || config.semCliente) return;
    const row = await resolverCliente(deps.clientes, String(request.headers['x-cliente'] ?? ''));
    request.cliente = row;
    if (config.public) return;

    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    let auth = await autenticarComMemoria(request, deps, row, token);
    if (config.permission && !auth.permissoes.includes(config.permission) && request.sessaoEmMemoria) {
      // a permission just granted must not be refused from memory: read the session again before a 403
      deps.sessoes.delete(token);
      request.sessaoEmMemoria = null;
      auth = await autenticarComMemoria(request, deps, row, token);
    }
    request.auth = auth;
    if (config.permission && !auth.permissoes.includes(config.permission)) throw forbidden(mensagens.semPermissao);
  });
}

/** The active municipality a link names, or the 401/403 the API answers (also used by the /ws handshake). */
export async function resolverCliente(clientes: ClienteCache, link: string): Promise<ClienteRow> {
  if (!link.trim()) throw unauthorized('Município não informado.');
  const row = await clientes.get(link.trim());
  if (!row) throw unauthorized('Município não encontrado.');
  if (!row.ativo) throw forbidden(clienteInativoMensagem(row));
  return row;
}

/** A session is live while not ended, not expired, and its user not blocked (join `usuario`). */
export const sessaoViva = () => and(isNull(sessao.encerradaEm), gt(sessao.expiraEm, sql`now()`), eq(usuario.bloqueado, false));

/** The live session of a key inside the municipality's transaction, with its permissions, or null. */
async function lerSessao(tx: Tx, sid: string): Promise<AuthContext | null> {
  const [s] = await tx
    .select({
      id: sessao.id,
      expiraEm: sessao.expiraEm,
      usuarioId: sessao.usuarioId,
      lotacaoId: sessao.lotacaoId,
      centroCustoId: sessao.centroCustoId,
    })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .where(and(eq(sessao.chave, sid), sessaoViva()));
  if (!s) return null;
  return { ...s, sessaoId: s.id, sessaoChave: sid, permissoes: await loadPermissoes(tx, s.lotacaoId) };
}

/** The claims of a bearer token of this municipality, or a 401. */
async function verificarToken(deps: { tokens: TokenService }, row: ClienteRow, token: string) {
  const claims = token ? await deps.tokens.verify(token) : null;
  if (!claims || claims.cli !== row.id) throw unauthorized(mensagens.naoAutenticado);
  return claims;
}

/**
 * The live session a bearer token names inside a municipality, with its permissions, or a 401, read from the
 * database (also used by the /ws handshake, so a socket authenticates exactly like a request).
 */
export async function autenticarSessao(deps: { db: Db; tokens: TokenService }, row: ClienteRow, token: string): Promise<AuthContext> {
  const claims = await verificarToken(deps, row, token);
  const auth = await withTenant(deps.db, { clienteId: row.id }, (tx) => lerSessao(tx, claims.sid));
  if (!auth) throw unauthorized(mensagens.naoAutenticado);
  return auth;
}

/**
 * A request's session: from memory when held and recent, confirmed later by the request's first transaction
 * (confirmarSessao); otherwise read from the database with the authorization counter, and kept.
 */
async function autenticarComMemoria(
  request: FastifyRequest,
  deps: { db: Db; tokens: TokenService; sessoes: SessaoCache },
  row: ClienteRow,
  token: string,
): Promise<AuthContext> {
  const agora = Date.now();
  // kept by the whole token, already verified: the signature is not checked again while the entry holds
  const guardada = token ? deps.sessoes.get(token) : undefined;
  if (
    guardada &&
    guardada.clienteId === row.id &&
    agora - guardada.verificadaEm < SESSAO_MEMORIA_MS &&
    Math.min(guardada.auth.expiraEm.getTime(), guardada.tokenExpiraEm) > agora
  ) {
    request.sessaoEmMemoria = guardada;
    return guardada.auth;
  }
  if (guardada) deps.sessoes.delete(token);
  const claims = await verificarToken(deps, row, token);
  let versao = '0';
  const auth = await withTenant(
    deps.db,
    {
      clienteId: row.id,
      aoIniciar: async (_tx, v) => {
        versao = v;
      },
    },
    (tx) => lerSessao(tx, claims.sid),
  );
  if (!auth) throw unauthorized(mensagens.naoAutenticado);
  deps.sessoes.set(token, {
    auth,
    token,
    tokenExpiraEm: (claims.exp ?? Number.POSITIVE_INFINITY) * 1000,
    clienteId: row.id,
    versao,
    verificadaEm: agora,
  });
  return auth;
}

/**
 * In the request's first transaction: when the authorization counter moved since the session was kept, read
 * the session again there (ended or blocked: 401; the route's permission gone: 403) before the route's work.
 */
async function confirmarSessao(request: FastifyRequest, sessoes: SessaoCache, guardada: SessaoEmMemoria, tx: Tx, versao: string) {
  request.sessaoEmMemoria = null;
  if (versao === guardada.versao) return;
  const auth = await lerSessao(tx, guardada.auth.sessaoChave);
  if (!auth) {
    sessoes.delete(guardada.token);
    throw unauthorized(mensagens.naoAutenticado);
  }
  sessoes.set(guardada.token, { ...guardada, auth, versao, verificadaEm: Date.now() });
  request.auth = auth;
  const permission = (request.routeOptions.config as FastifyContextConfig).permission;
  if (permission && !auth.permissoes.includes(permission)) throw forbidden(mensagens.semPermissao);
}

type FastifyContextConfig = import('fastify').FastifyContextConfig;
