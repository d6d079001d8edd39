/** The tables of almoxarifado: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './entrada/entrada.table.js';
export * from './motivo-baixa/motivo-baixa.table.js';
export * from './saida/saida.table.js';
