/** The tables of the stock engine (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './estoque.table.js';
