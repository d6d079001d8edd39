export * from './opcoes.js';
export * from './permissoes.js';
export * from './transporte-paciente.modulo.js';
