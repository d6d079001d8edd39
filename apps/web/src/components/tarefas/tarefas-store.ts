import type { Tarefa } from './tarefas.api';

/** What a 202 answer of printing or exporting carries about the job it created. */
export type TarefaAnunciada = Partial<Tarefa> & Pick<Tarefa, 'id'>;

type Ouvinte = (tarefa?: TarefaAnunciada) => void;
const ouvintes = new Set<Ouvinte>();

/**
 * Called by whoever started a background job (a report's 202): the "Tarefas" indicator of the layout
 * shows it at once and polls until it is done, instead of waiting for its next look at the server.
 */
export function avisarNovaTarefa(tarefa?: TarefaAnunciada | null) {
  for (const ouvinte of ouvintes) ouvinte(tarefa ?? undefined);
}

/** The indicator listens here; returns the unsubscribe. */
export function ouvirNovasTarefas(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}
