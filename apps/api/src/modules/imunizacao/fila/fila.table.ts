import { tabelaDeChegada } from '../../fila/fila.tables.js';
import { prioridade, senha } from '../../painel-senha/painel-senha.tables.js';

/** A patient's arrival at a vaccination room (issue 20): the subject of the room's queue entry (fila.chegada.ts). */
export const imunizacaoAtendimento = tabelaDeChegada('imunizacao_atendimento', {
  prioridadeId: () => prioridade.id,
  senhaId: () => senha.id,
});
