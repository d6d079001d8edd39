export * from './farmacia.modulo.js';
export * from './medicamento-nao-padronizado.resource.js';
export * from './permissoes.js';
