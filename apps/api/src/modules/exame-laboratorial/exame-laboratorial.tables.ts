/** The tables of exame-laboratorial: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './agendamento-exame/agendamento-exame.table.js';
export * from './exame-campo/exame-campo.table.js';
export * from './formula-exame/formula-exame.table.js';
export * from './importar-laudo/importar-laudo.table.js';
export * from './jornada/cota.table.js';
export * from './laboratorio/laboratorio.table.js';
export * from './lancamento-resultado/lancamento-resultado.table.js';
export * from './parametrizacao/parametrizacao.table.js';
export * from './resultado-impressao/resultado-impressao.table.js';
