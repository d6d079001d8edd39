/** The tables of electronic signature: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './assinatura-documento.table.js';
