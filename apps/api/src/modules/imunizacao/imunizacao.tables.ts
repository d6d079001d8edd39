/** The tables of imunizacao: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './baixa/baixa.table.js';
export * from './campanha/campanha.table.js';
export * from './entrada/entrada.table.js';
export * from './exportacao/exportacao.table.js';
export * from './fila/fila.table.js';
export * from './frasco/frasco.table.js';
export * from './parametrizacao/parametrizacao.table.js';
export * from './parametrizacao/populacao-alvo.table.js';
export * from './registro/registro.table.js';
export * from './requisicao/requisicao.table.js';
export * from './sala-vacinacao/sala-vacinacao.table.js';
