export * from './acesso.js';
export * from './auditoria.js';
export * from './comunicacao.js';
export * from './estrutura.js';
export * from './pessoa.js';
export * from './referencia.js';
export * from './sistema.js';
export * from './configuracao.js';
