export { publicarChamada } from './chamada.service.js';
export { classificacoesRisco, opcoesDoFormularioDaFila } from './painel-senha.lookup.js';
export { opcaoEntrada, prioridade, tela, tempoEspera } from './registros.table.js';
