import type { MensagensFilaDeChegada } from '../../fila.chegada.js';

/** The pharmacy counter's queue (issue 19) is a counter queue (fila.chegada.ts): its texts. */
export const MENSAGENS_FILA_FARMACIA = {
  semSetor: 'O centro de custo desta sessão não é uma farmácia. Troque a lotação para um centro de custo de farmácia.',
  incluido: (nome: string) => `${nome} incluído(a) na fila da farmácia.`,
  prioridadeInvalida: 'Prioridade não encontrada.',
  senhaDeOutroLocal: 'Esta senha não é do local desta farmácia.',
} as const satisfies MensagensFilaDeChegada;
