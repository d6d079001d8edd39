import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { fila, filaChamada } from './fila.table.js';

/**
 * Where this user last called from in this queue (screen and room of the last call): the fallback of the
 * call location the web remembers per browser, which a logout wipes (spec 000 §3), so the next call after a
 * login does not ask again. Null when the user never called in this queue.
 */
export async function ultimoLocalDeChamada(
  tx: Tx,
  chave: { modulo: string; centroCustoId: number },
  usuarioId: number,
): Promise<{ telaId: number | null; salaId: number | null } | null> {
  const [ultimo] = await tx
    .select({ telaId: filaChamada.telaId, salaId: filaChamada.salaId })
    .from(filaChamada)
    .innerJoin(fila, eq(fila.id, filaChamada.filaId))
    .where(and(eq(filaChamada.usuarioId, usuarioId), eq(fila.modulo, chave.modulo), eq(fila.centroCustoId, chave.centroCustoId)))
    .orderBy(desc(filaChamada.chamadaEm))
    .limit(1);
  return ultimo ?? null;
}
