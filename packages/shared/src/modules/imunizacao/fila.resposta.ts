import type { MensagensFilaDeChegada } from '../../fila.chegada.js';

/** The vaccination room's queue (issue 20) is a counter queue (fila.chegada.ts): its texts. */
export const MENSAGENS_FILA_VACINACAO = {
  semSetor: 'O centro de custo desta sessão não é uma sala de vacinação. Troque a lotação para uma sala de vacinação.',
  incluido: (nome: string) => `${nome} incluído(a) na fila da sala de vacinação.`,
  prioridadeInvalida: 'Prioridade não encontrada.',
  senhaDeOutroLocal: 'Esta senha não é do local desta sala de vacinação.',
} as const satisfies MensagensFilaDeChegada;
