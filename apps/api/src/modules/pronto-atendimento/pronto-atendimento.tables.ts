/** The tables of emergency care: one line per table file (`db/schema/index.ts` re-exports this for drizzle-kit). */
export * from './aih/aih.table.js';
export * from './assinatura-eletronica/documento-assinado.table.js';
export * from './assistencia-social/assistencia-social.table.js';
export * from './atendimento/atendimento.table.js';
export * from './atendimento-medico/atendimento-medico.table.js';
export * from './classificacao-risco/classificacao-risco.table.js';
export * from './enfermagem/enfermagem.table.js';
export * from './exame-imagem/exame-imagem.table.js';
export * from './fechamento-faa/fechamento-faa.table.js';
export * from './paciente-observacao/paciente-observacao.table.js';
export * from './plantao/plantao.table.js';
export * from './triagem/triagem.table.js';
