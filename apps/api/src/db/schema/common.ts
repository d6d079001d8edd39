import { sql } from 'drizzle-orm';
import { bigint, boolean, timestamp } from 'drizzle-orm/pg-core';
import { cliente } from './sistema.js';

/** Reads a setting of the request transaction (see db/client.ts withTenant). */
export const setting = (name: 'cliente_id' | 'usuario_id' | 'lotacao_id') =>
  sql.raw(`nullif(current_setting('app.${name}', true), '')::bigint`);

export { id, ref } from './columns.js';

/**
 * Every municipal table has cliente_id, filled from the tenant of the transaction. The database
 * (db/policies.sql) turns on row-level security, grants and audit triggers for every table that has
 * this column: a table cannot be municipal and unguarded.
 */
export const clienteId = () =>
  bigint({ mode: 'number' })
    .notNull()
    .default(setting('cliente_id'))
    .references(() => cliente.id);

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: bigint({ mode: 'number' }).default(setting('usuario_id')),
  updatedBy: bigint({ mode: 'number' }).default(setting('usuario_id')),
};

export const bloqueado = () => boolean().notNull().default(false);
