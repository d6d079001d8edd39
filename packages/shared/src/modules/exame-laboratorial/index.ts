export * from './exame-laboratorial.modulo.js';
export * from './formula.js';
export * from './laboratorio.resource.js';
export * from './opcoes.js';
export * from './permissoes.js';
export * from './referencia.js';
export * from './relatorios.js';
