import { AVISOS_POR_TELA, type AvisoPainel, MENSAGENS_AVISO } from '@saude/shared';
import { and, desc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { avisarTelas, EVENTO_AVISOS } from '../chamada.service.js';
import { aviso, avisoTela, tela } from '../registros.table.js';

/**
 * The notices of the screens' ticker (issue 7): which screens a notice reaches, telling them to refetch,
 * and what one screen shows now. The TV page (tela/show) reads `avisosDaTela`.
 */

/**
 * The notices a screen shows at `agora`: active, inside their period (start inclusive, end exclusive), on
 * every screen or linked to this one. The latest sent (or created) first, at most AVISOS_POR_TELA.
 */
export async function avisosDaTela(tx: Tx, telaId: number, agora: Date): Promise<AvisoPainel[]> {
  const ligados = tx.select({ id: avisoTela.avisoId }).from(avisoTela).where(eq(avisoTela.telaId, telaId));
  return tx
    .select({ id: aviso.id, titulo: aviso.titulo, mensagem: aviso.mensagem })
    .from(aviso)
    .where(
      and(
        eq(aviso.ativo, true),
        or(isNull(aviso.inicioEm), lte(aviso.inicioEm, agora)),
        or(isNull(aviso.fimEm), gt(aviso.fimEm, agora)),
        or(eq(aviso.todasTelas, true), inArray(aviso.id, ligados)),
      ),
    )
    .orderBy(desc(sql`coalesce(${aviso.enviadoEm}, ${aviso.createdAt})`), desc(aviso.id))
    .limit(AVISOS_POR_TELA);
}

/** The screens linked to a notice (meaningful when it is not on every screen). */
export async function telasDoAviso(tx: Tx, avisoId: number): Promise<number[]> {
  const rows = await tx.select({ id: avisoTela.telaId }).from(avisoTela).where(eq(avisoTela.avisoId, avisoId));
  return rows.map((r) => r.id);
}

/**
 * Tells the screens a notice reaches now to refetch their ticker. Called before a change (the screens it
 * leaves) and after it (the screens it reaches); PostgreSQL folds the repeated NOTIFYs of one transaction.
 */
export async function avisarPublicoDoAviso(tx: Tx, avisoId: number) {
  const [a] = await tx.select({ clienteId: aviso.clienteId, todasTelas: aviso.todasTelas }).from(aviso).where(eq(aviso.id, avisoId));
  if (!a) return;
  await avisarTelas(tx, a.clienteId, a.todasTelas ? 'todas' : await telasDoAviso(tx, avisoId), EVENTO_AVISOS);
}

/** 422 on `telas` when a chosen screen is not one of the municipality's (RLS hides the others). */
export async function conferirTelas(tx: Tx, input: { todasTelas: boolean; telas: number[] }) {
  if (input.todasTelas || !input.telas.length) return;
  const existem = await tx.select({ id: tela.id }).from(tela).where(inArray(tela.id, input.telas));
  if (existem.length !== input.telas.length) throw unprocessable({ telas: [MENSAGENS_AVISO.telaInexistente] });
}

/** Stores the chosen screens; a notice on every screen keeps no list (a screen added later gets it too). */
export async function gravarTelas(tx: Tx, avisoId: number, input: { todasTelas: boolean; telas: number[] }) {
  const ids = input.todasTelas ? [] : input.telas;
  await tx.delete(avisoTela).where(and(eq(avisoTela.avisoId, avisoId), ids.length ? notInArray(avisoTela.telaId, ids) : undefined));
  if (ids.length) {
    await tx
      .insert(avisoTela)
      .values(ids.map((telaId) => ({ avisoId, telaId })))
      .onConflictDoNothing();
  }
}
