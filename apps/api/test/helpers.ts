import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';

export const SENHA = 'saude123';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Logs in and returns the headers of an authenticated request, plus the session answer. */
  login(login: string, cliente?: string, senha?: string): Promise<{ headers: Record<string, string>; sessao: Record<string, any> }>;
  /**
   * Logs in and moves the session to the cost centre of that name: a login starts where the user last was, and
   * another file of the same worker may have logged the same demo user in elsewhere.
   */
  loginNoCentro(login: string, centroCusto: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * The worker's database: its own copy of the prepared one (global-setup.ts), opened once and shared by
 * every test file the worker runs (the API project runs with isolate: false). Files therefore never
 * assume they are alone in it, exactly as on a shared server: they create what they change.
 */
let doTrabalhador: Promise<Database> | undefined;

/** The PostgreSQL URL of this worker's database, or undefined on PGlite. */
export function urlDoBanco(): string | undefined {
  if (!process.env.DATABASE_URL) return undefined;
  const bancos = inject('bancosPorTrabalhador');
  const i = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1) % bancos.length;
  return bancos[i];
}

function bancoDoTrabalhador(): Promise<Database> {
  doTrabalhador ??= openDatabase({ loadDataDir: new Blob([readFileSync(inject('snapshotPath'))]) });
  return doTrabalhador;
}

/**
 * A fresh app over the worker's database. On PGlite the instance is shared (closing the context closes
 * only the app); on PostgreSQL each context has its own pool to the worker's database, closed with it.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const url = urlDoBanco();
  const database = url ? await openDatabase({ url }) : await bancoDoTrabalhador();
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '10000', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp(config, database);
  await app.ready();
  const contexto: TestContext = {
    app,
    database,
    async login(login, cliente = 'demo', senha = SENHA) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/administracao/autenticacao/login',
        headers: { 'x-cliente': cliente },
        payload: { login, senha },
      });
      if (res.statusCode !== 200) throw new Error(`login ${login}@${cliente}: ${res.statusCode} ${res.body}`);
      const sessao = res.json();
      return { headers: { 'x-cliente': cliente, authorization: `Bearer ${sessao.token}` }, sessao };
    },
    async loginNoCentro(login, centroCusto) {
      const { headers, sessao } = await contexto.login(login);
      const lotacao = (sessao.lotacoes as { id: number; centros_custo: { id: number; nome: string }[] }[]).find((l) =>
        l.centros_custo.some((c) => c.nome === centroCusto),
      );
      const centro = lotacao?.centros_custo.find((c) => c.nome === centroCusto);
      if (!lotacao || !centro) throw new Error(`${login} não tem o centro de custo ${centroCusto}`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/administracao/autenticacao/refresh',
        headers,
        payload: { lotacao_id: lotacao.id, centro_custo_id: centro.id },
      });
      if (res.statusCode !== 200) throw new Error(`refresh ${login}: ${res.statusCode} ${res.body}`);
      return { ...headers, authorization: `Bearer ${res.json().token}` };
    },
    async close() {
      await app.close();
      if (url) await database.close();
    },
  };
  return contexto;
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** A login text unique to this run, so suites sharing a PostgreSQL database never collide. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** The database's own message under Drizzle's "Failed query" wrapper. */
export async function dbError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    const err = e as { message: string; cause?: { message: string } };
    return err.cause?.message ?? err.message;
  }
  return 'sem erro';
}

/**
 * A throw-away user of a municipality, placed like an existing one, for tests that change a
 * user's state (password, lock): suites sharing a PostgreSQL database must not disturb the seed.
 */
export async function criarUsuario(ctx: TestContext, opts: { comoLogin: string; cliente?: string; email?: string; semPapeis?: boolean }) {
  const { withTenant } = await import('../src/db/client.js');
  const s = await import('../src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const { hashSenha } = await import('../src/lib/passwords.js');
  const { gerarCpf } = await import('../src/db/seed/municipio.js');
  const [c] = await ctx.database.db
    .select({ id: s.cliente.id })
    .from(s.cliente)
    .where(eq(s.cliente.link, opts.cliente ?? 'demo'));
  const login = unique('teste');
  await withTenant(ctx.database.db, { clienteId: c.id }, async (tx) => {
    const [modelo] = await tx.select().from(s.usuario).where(eq(s.usuario.login, opts.comoLogin));
    const [lot] = await tx.select().from(s.lotacao).where(eq(s.lotacao.usuarioId, modelo.id));
    const [ci] = await tx
      .insert(s.cidadao)
      .values({ nome: 'Pessoa de Teste', cpf: gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000))) })
      .returning();
    const [u] = await tx
      .insert(s.usuario)
      .values({ cidadaoId: ci.id, login, senhaHash: await hashSenha(SENHA), email: opts.email ?? `${login}@teste.local` })
      .returning();
    const [l] = await tx
      .insert(s.lotacao)
      .values({ usuarioId: u.id, infraestruturaId: lot.infraestruturaId, ocupacaoCodigo: lot.ocupacaoCodigo })
      .returning();
    for (const cc of await tx.select().from(s.lotacaoCentroCusto).where(eq(s.lotacaoCentroCusto.lotacaoId, lot.id))) {
      await tx.insert(s.lotacaoCentroCusto).values({ lotacaoId: l.id, centroCustoId: cc.centroCustoId });
    }
    const papeis = opts.semPapeis ? [] : await tx.select().from(s.lotacaoPapel).where(eq(s.lotacaoPapel.lotacaoId, lot.id));
    for (const p of papeis) {
      await tx.insert(s.lotacaoPapel).values({ lotacaoId: l.id, papelId: p.papelId });
    }
  });
  return login;
}

export interface Parte {
  nome: string;
  valor: string | Buffer;
  arquivo?: string;
  tipo?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(partes: Parte[]) {
  const limite = '----saude-arquivo';
  const blocos = partes.map((p) => {
    const disp = p.arquivo ? `form-data; name="${p.nome}"; filename="${p.arquivo}"` : `form-data; name="${p.nome}"`;
    const tipo = p.arquivo ? `\r\nContent-Type: ${p.tipo ?? 'application/octet-stream'}` : '';
    return Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: ${disp}${tipo}\r\n\r\n`),
      Buffer.from(p.valor),
      Buffer.from('\r\n'),
    ]);
  });
  return {
    payload: Buffer.concat([...blocos, Buffer.from(`--${limite}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
