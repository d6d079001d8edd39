import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';

export const MENSAGEM_EXAME_FECHADO =
  'Este exame pertence a uma competência fechada: a alteração só pode ser feita em "Alteração de exame finalizado", com o motivo.';

/**
 * Refuses (422) a change to an imaging exam of a closed competence (issue 22). Every write that changes an exam
 * already done — its report, its cancellation, its procedure or date — calls this first, inside its transaction;
 * only alteracao-exame-finalizado writes past it (and records why).
 */
export async function garantirExameAberto(tx: Tx, imgExameId: number, campo = 'exame') {
  const { rows } = await tx.execute(sql`select fechamento_id from img_exame where id = ${imgExameId} for update`);
  if (rows[0]?.fechamento_id != null) throw unprocessable({ [campo]: [MENSAGEM_EXAME_FECHADO] });
}
