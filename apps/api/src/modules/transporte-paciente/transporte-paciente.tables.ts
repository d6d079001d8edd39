/** The tables of transporte-paciente: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './agendar/agendamento.table.js';
export * from './cadastros/cadastros.table.js';
export * from './parametrizacao/parametrizacao.table.js';
export * from './pre-agendamento/pre-agendamento.table.js';
export * from './viagem/viagem.table.js';
