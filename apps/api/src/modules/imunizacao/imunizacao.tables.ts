/** The tables of imunizacao: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './campanha/campanha.table.js';
export * from './frasco/frasco.table.js';
export * from './parametrizacao/parametrizacao.table.js';
export * from './registro/registro.table.js';
export * from './sala-vacinacao/sala-vacinacao.table.js';
