import type { SupervisorModulo } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { supervisor } from './supervisor.table.js';

/**
 * Whether the user supervises the module (any module when none is given). Other modules call this
 * inside their own tenant transaction, so a user of another municipality is never a supervisor here.
 */
export async function ehSupervisor(tx: Tx, usuarioId: number, modulo?: SupervisorModulo): Promise<boolean> {
  const [achou] = await tx
    .select({ id: supervisor.id })
    .from(supervisor)
    .where(and(eq(supervisor.usuarioId, usuarioId), modulo ? eq(supervisor.modulo, modulo) : undefined))
    .limit(1);
  return Boolean(achou);
}
