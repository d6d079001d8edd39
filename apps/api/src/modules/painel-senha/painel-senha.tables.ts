/** The tables of the ticket panel: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './chamada.table.js';
export * from './registros.table.js';
export * from './senha.table.js';
