/** The tables of ambulatorio: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */

export * from './atendimento/atendimento.table.js';
export * from './atendimento/atendimento-documentos.table.js';
export * from './atendimento-enfermagem/atendimento-enfermagem.table.js';
export * from './formulario-raas/formulario-raas.table.js';
export * from './recepcao/atendimento-ambulatorial.table.js';
export * from './servico/servico.table.js';
