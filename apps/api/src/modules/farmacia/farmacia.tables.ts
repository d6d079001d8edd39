/** The tables of farmacia: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './alto-custo/alto-custo.table.js';
export * from './dispensacao/dispensacao.table.js';
export * from './fila/fila.table.js';
export * from './livro/livro.table.js';
export * from './medicamento-nao-padronizado/medicamento-nao-padronizado.table.js';
export * from './parametrizacao/parametrizacao.table.js';
