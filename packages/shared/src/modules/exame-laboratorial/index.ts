export * from './exame-laboratorial.modulo.js';
export * from './laboratorio.resource.js';
export * from './opcoes.js';
export * from './permissoes.js';
export * from './relatorios.js';
