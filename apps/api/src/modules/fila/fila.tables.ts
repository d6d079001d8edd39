/** The tables of the queue engine: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './fila.chegada.table.js';
export * from './fila.table.js';
