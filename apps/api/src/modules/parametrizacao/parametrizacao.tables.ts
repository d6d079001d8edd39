/** The tables of parametrizacao: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './exame/exame.table.js';
export * from './kit-exame/kit-exame.table.js';
export * from './procedimento/procedimento.table.js';
export * from './procedimento-cirurgico/procedimento-cirurgico.table.js';
