import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { FUSO_HORARIO_PADRAO } from '@saude/shared';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { comFusoHorario } from '../lib/fuso.js';
import { POLICY_STATEMENTS } from './policies.js';
import * as schema from './schema/index.js';

export interface RowsResult<T> {
  rows: T[];
  rowCount?: number | null;
}
export interface AnyPgQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export type Schema = typeof schema;
export type Db = PgDatabase<AnyPgQueryResultHKT, Schema>;
export type Tx = PgTransaction<AnyPgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: what a query helper needs. */
export type Queryable = Db | Tx;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies the committed migrations, then the guards of policies.ts. Safe to run concurrently. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
  /** The node-postgres pool (kind 'pg'): the real-time plugin takes its LISTEN client from it. */
  pool?: pg.Pool;
}

// bigint (int8: ids, count(*), sums) as a JS number, as PGlite answers it, so the same raw SQL gives the same types
// on both databases (ids stay far below 2^53). Global on purpose: drizzle passes its own per-query parsers, which fall
// back to these.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/** PostgreSQL server when a URL is given, else PGlite in dataDir ('memory://' for tests). */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      pool,
      async migrate() {
        // One connection holds an advisory lock so several API processes can start together.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(7272001)');
          const single = drizzlePg({ client, schema, casing: 'snake_case' });
          await migratePg(single, { migrationsFolder: MIGRATIONS_FOLDER });
          for (const stmt of POLICY_STATEMENTS) await client.query(stmt);
        } finally {
          await client.query('select pg_advisory_unlock(7272001)').catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const pglite = new PGlite(opts.dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS, // needed before CREATE EXTENSION (STACK G16)
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzleLite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    async migrate() {
      await migrateLite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      for (const stmt of POLICY_STATEMENTS) await pglite.exec(stmt);
    },
    close: () => pglite.close(),
  };
}

export interface TenantContext {
  clienteId: number;
  usuarioId?: number | null;
  lotacaoId?: number | null;
  requestId?: string;
  /** The municipality's zone when the caller already has its row (a request); else read from `cliente`. */
  fusoHorario?: string;
  /**
   * Runs first in the transaction with the municipality's authorization counter (autorizacao_versao), read in
   * the same statement as the settings: how a request confirms its in-memory session at no extra round trip
   * (plugins/auth.ts).
   */
  aoIniciar?: (tx: Tx, versaoAutorizacao: string) => Promise<void>;
}

/** The authorization counter of a municipality: its own changes plus the national ones (cliente 0). */
export const versaoAutorizacao = (clienteId: number) =>
  sql`(select coalesce(sum(versao), 0)::text from autorizacao_versao where cliente in (0, ${clienteId}))`;

/**
 * One transaction bound to a municipality (ARCHITECTURE §5). The settings feed the RLS policy and
 * the audit trigger; SET LOCAL ROLE makes the policy bind even where the login role is a superuser
 * (PGlite, STACK G12). Inside fn use only tx: PGlite has a single connection (STACK G14).
 */
export function withTenant<T>(db: Db, ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // the session TimeZone is the municipality's (decision 0021): current_date, now()::date and a date cast to an
    // instant read its clock; the zone is the request's, else read here from cliente (before the role drops)
    const fuso = ctx.fusoHorario ?? sql`coalesce((select fuso_horario from cliente where id = ${ctx.clienteId}), ${FUSO_HORARIO_PADRAO})`;
    const r = await tx.execute<{
      versao: string | null;
      fuso: string;
    }>(sql`select set_config('app.cliente_id', ${String(ctx.clienteId)}, true),
      set_config('app.usuario_id', ${ctx.usuarioId ? String(ctx.usuarioId) : ''}, true),
      set_config('app.lotacao_id', ${ctx.lotacaoId ? String(ctx.lotacaoId) : ''}, true),
      set_config('app.request_id', ${ctx.requestId ?? randomUUID()}, true),
      set_config('TimeZone', ${fuso}, true) as fuso,
      ${ctx.aoIniciar ? versaoAutorizacao(ctx.clienteId) : sql`null`} as versao`);
    await tx.execute(sql`set local role app_user`);
    if (ctx.aoIniciar) await ctx.aoIniciar(tx, r.rows[0]?.versao ?? '0');
    return comFusoHorario(r.rows[0]?.fuso ?? FUSO_HORARIO_PADRAO, () => fn(tx));
  });
}

/** Names who acts, for the audit trigger, once a transaction learns it (login knows it mid-way). */
export async function setAuditIdentity(tx: Tx, usuarioId: number, lotacaoId?: number | null) {
  await tx.execute(sql`select set_config('app.usuario_id', ${String(usuarioId)}, true),
    set_config('app.lotacao_id', ${lotacaoId ? String(lotacaoId) : ''}, true)`);
}

/** A transaction with owner rights, for start-up work only (reference data, seeds). */
export function withSystem<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
