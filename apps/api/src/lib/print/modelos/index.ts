// The print templates of spec 001 §3 (docs/impressao.md): pure functions (dados, cabecalho, opcoes) => TDocumentDefinitions.
export * from './agendamento.js';
export type { OpcoesImpressao } from './comum.js';
export * from './etiquetas.js';
export * from './recibo-dispensacao.js';
export * from './requisicao-exame/index.js';
export * from './senha.js';
export * from './transporte.js';
