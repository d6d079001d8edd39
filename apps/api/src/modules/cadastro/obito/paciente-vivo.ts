import { formatDataBr } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cidadao } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';

/**
 * For every attendance that starts (queue, consultation, dispensing, vaccination…): refuses a
 * patient whose death is registered (cadastro/obito keeps cidadao.data_obito). A 422 under
 * `cidadao_id`, or under the caller's field name.
 */
export async function assertPacienteVivo(tx: Tx, cidadaoId: number, campo = 'cidadao_id'): Promise<void> {
  const [c] = await tx.select({ dataObito: cidadao.dataObito }).from(cidadao).where(eq(cidadao.id, cidadaoId));
  if (!c) throw notFound('Paciente não encontrado.');
  if (c.dataObito)
    throw unprocessable(
      { [campo]: [`Paciente com óbito registrado em ${formatDataBr(c.dataObito)}.`] },
      `Paciente com óbito registrado em ${formatDataBr(c.dataObito)}.`,
    );
}
