export * from './exame.resource.js';
export * from './kit-exame.resource.js';
export * from './opcoes.js';
export * from './parametrizacao.modulo.js';
export * from './permissoes.js';
export * from './procedimento.resource.js';
export * from './procedimento-cirurgico.resource.js';
export * from './tabela-cid.js';
