export * from './cpf.js';
export * from './digits.js';
export * from './messages.js';
export * from './senha.js';
