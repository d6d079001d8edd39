export * from './equipamento.resource.js';
export * from './exame-imagem.modulo.js';
export * from './modelo-laudo.resource.js';
export * from './opcoes.js';
export * from './permissoes.js';
export * from './relatorios.js';
