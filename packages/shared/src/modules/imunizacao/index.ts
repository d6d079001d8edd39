export * from './calendario.js';
export * from './codigos.js';
export * from './imunizacao.modulo.js';
export * from './permissoes.js';
export * from './sala-vacinacao.resource.js';
