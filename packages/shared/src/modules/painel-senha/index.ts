export * from './parametrizacao.schema.js';
export * from './permissoes.js';
export * from './senha.js';
export * from './senha.transitions.js';
