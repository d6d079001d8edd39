/** The tables of exame-imagem: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './agendamento/exame.table.js';
export * from './cota/cota.table.js';
export * from './equipamento/equipamento.table.js';
export * from './fechamento/fechamento.table.js';
export * from './impressao/impressao.table.js';
export * from './lancamento/laudo.table.js';
export * from './modelo-laudo/modelo-laudo.table.js';
export * from './parametrizacao/parametrizacao.table.js';
