export { atendimento } from './atendimento/atendimento.table.js';
export { classificacaoRisco } from './classificacao-risco/classificacao-risco.table.js';
