import type { PainelDaChegada } from '../fila/index.js';
import { senhaDaEntrada, senhaParaRecepcao, vincularSenhaAoAtendimento } from './fila/senha.recepcao.js';
import { registrarRecepcaoDeSenhas } from './fila/senha.recepcoes.js';
import { registrosDaFila } from './painel-senha.lookup.js';
import { prioridade } from './registros.table.js';

/** What the panel lends every counter queue (the queue engine's `filaDeChegada`: pharmacy, vaccination room …). */
export const painelDaChegada: PainelDaChegada = {
  registros: registrosDaFila,
  prioridade,
  senhaDaEntrada,
  senhaParaRecepcao,
  vincularSenhaAoAtendimento,
  registrarRecepcaoDeSenhas,
};
