/** The tables of the agenda engine (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './agenda.table.js';
