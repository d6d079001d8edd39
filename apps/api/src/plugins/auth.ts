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
export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: TokenService; clientes: ClienteCache }) {
  app.addHook('onRoute', (route) => {
    if (!protegida(route.url)) return;
    const config = (route.config ?? {}) as FastifyContextConfig;
    if (!config.public && !('permission' in config)) {
      throw new Error(`Rota ${route.method} ${route.url} sem declaração de permissão (config.public ou config.permission).`);
    }
  });

  app.decorateRequest('cliente', null as unknown as ClienteRow);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('tx', function tx<T>(this: FastifyRequest, fn: (tx: Tx) => Promise<T>) {
    if (!this.cliente) throw new Error('tx() sem município resolvido');
    return withTenant(
      deps.db,
      { clienteId: this.cliente.id, usuarioId: this.auth?.usuarioId, lotacaoId: this.auth?.lotacaoId, requestId: String(this.id) },
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
    const auth = await autenticarSessao(deps, row, header.startsWith('Bearer ') ? header.slice(7) : '');
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

/**
 * The live session a bearer token names inside a municipality, with its permissions, or a 401
 * (also used by the /ws handshake, so a socket authenticates exactly like a request).
 */
export async function autenticarSessao(deps: { db: Db; tokens: TokenService }, row: ClienteRow, token: string): Promise<AuthContext> {
  const claims = token ? await deps.tokens.verify(token) : null;
  if (!claims || claims.cli !== row.id) throw unauthorized(mensagens.naoAutenticado);

  const auth = await withTenant(deps.db, { clienteId: row.id }, async (tx) => {
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
      .where(and(eq(sessao.chave, claims.sid), sessaoViva()));
    if (!s) return null;
    return { ...s, sessaoId: s.id, sessaoChave: claims.sid, permissoes: await loadPermissoes(tx, s.lotacaoId) };
  });
  if (!auth) throw unauthorized(mensagens.naoAutenticado);
  return auth;
}

type FastifyContextConfig = import('fastify').FastifyContextConfig;
