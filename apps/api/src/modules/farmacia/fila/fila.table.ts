import { tabelaDeChegada } from '../../fila/fila.tables.js';
import { prioridade, senha } from '../../painel-senha/painel-senha.tables.js';

/** A patient's arrival at a pharmacy counter (issue 19): the subject of the pharmacy queue entry (fila.chegada.ts). */
export const farmaciaAtendimento = tabelaDeChegada('farmacia_atendimento', { prioridadeId: () => prioridade.id, senhaId: () => senha.id });
