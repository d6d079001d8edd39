/** The tables of almoxarifado: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './baixa/baixa.table.js';
export * from './dispensacao-materiais/dispensacao.table.js';
export * from './entrada/entrada.table.js';
export * from './estoque-limite/estoque-limite.table.js';
export * from './inventario/inventario.table.js';
export * from './motivo-baixa/motivo-baixa.table.js';
export * from './requisicao/requisicao.table.js';
export * from './requisicao-abertura-fechamento/requisicao-abertura-fechamento.table.js';
export * from './saida/saida.table.js';
