import { type ChaveFilaTempoReal, topicoFila } from '@saude/shared';
import type { Tx } from '../../db/client.js';
import { notificarTempoReal } from '../../plugins/tempo-real.js';

/** A queue is (municipality, module, sector type, cost centre); screens subscribe to its topic. */
export type ChaveFila = ChaveFilaTempoReal;
export { topicoFila };

/**
 * Tells every screen showing these queues that they changed, after commit and to every API process
 * (NOTIFY in the caller's transaction, decision 0006).
 */
export async function avisarFilas(tx: Tx, clienteId: number, chaves: ChaveFila[], evento = 'fila.atualizada') {
  for (const topico of new Set(chaves.map(topicoFila))) await notificarTempoReal(tx, { clienteId, topico, evento });
}
