export * from './classificacao-risco.resource.js';
export * from './clinico.js';
export * from './fila.transitions.js';
export * from './permissoes.js';
export * from './plantao.schema.js';
export * from './recepcao.schema.js';
export * from './triagem.schema.js';
