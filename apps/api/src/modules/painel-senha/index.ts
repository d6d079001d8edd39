export { publicarChamada } from './chamada.service.js';
export { MENSAGENS_SENHA_RECEPCAO, senhaDaEntrada, senhaParaRecepcao, vincularSenhaAoAtendimento } from './fila/senha.recepcao.js';
export { type RecepcaoDeSenhas, registrarRecepcaoDeSenhas } from './fila/senha.recepcoes.js';
export { painelDaChegada } from './painel-senha.chegada.js';
export { classificacoesRisco, opcoesDoFormularioDaFila, registrosDaFila } from './painel-senha.lookup.js';
export { opcaoEntrada, prioridade, tela, tempoEspera } from './registros.table.js';
