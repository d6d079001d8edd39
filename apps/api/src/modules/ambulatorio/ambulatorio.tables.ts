/** The tables of ambulatorio: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './servico/servico.table.js';
