export * from './almoxarifado.modulo.js';
export * from './entrada.schema.js';
export * from './motivo-baixa.resource.js';
export * from './movimentacao.resposta.js';
export * from './parametrizacao.schema.js';
export * from './permissoes.js';
export * from './saida.schema.js';
