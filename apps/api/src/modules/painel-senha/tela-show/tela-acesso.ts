import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { tela } from '../registros.table.js';

/**
 * How a public TV screen proves itself (issue 7): its id and the access key of its address, inside the
 * tenant transaction of the municipality its link names (so another municipality's screen is simply not
 * there). A blocked screen does not open. Used by `GET tela/show/{id}` and by the `/ws` handshake and
 * heartbeat (plugins/tempo-real.ts).
 */

/** Constant-time comparison: the key is a secret, the answer must not leak how much of it matched. */
export function chaveConfere(esperada: string, recebida: string): boolean {
  const a = Buffer.from(esperada);
  const b = Buffer.from(recebida);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The screen (not blocked) with this id and key, or null. */
export async function telaPorChave(tx: Tx, telaId: number, chave: string) {
  if (!Number.isSafeInteger(telaId) || telaId <= 0 || !chave) return null;
  const [t] = await tx
    .select({
      id: tela.id,
      nome: tela.nome,
      voz: tela.voz,
      som: tela.som,
      historico: tela.historico,
      chaveAcesso: tela.chaveAcesso,
    })
    .from(tela)
    .where(and(eq(tela.id, telaId), eq(tela.bloqueado, false)));
  if (!t || !chaveConfere(t.chaveAcesso, chave)) return null;
  const { chaveAcesso: _, ...publica } = t;
  return publica;
}

/**
 * A check for the screens still open on this process: the screen exists, is not blocked and still has the
 * key the socket proved (a new key disconnects the TVs that hold the old address). One query per municipality.
 */
export async function conferirTelas(tx: Tx, ids: number[]): Promise<(id: number, chave: string) => boolean> {
  const unicos = [...new Set(ids)];
  const rows = unicos.length
    ? await tx
        .select({ id: tela.id, chaveAcesso: tela.chaveAcesso })
        .from(tela)
        .where(and(inArray(tela.id, unicos), eq(tela.bloqueado, false)))
    : [];
  const chaves = new Map(rows.map((r) => [r.id, r.chaveAcesso]));
  return (id, chave) => {
    const atual = chaves.get(id);
    return atual !== undefined && chaveConfere(atual, chave);
  };
}
