export * from './constants.js';
export * from './enums.js';
export * from './menu.js';
export * from './permissions.js';
export * from './validation/index.js';
export * from './modules/administracao/autenticacao.schema.js';
export * from './casing.js';
