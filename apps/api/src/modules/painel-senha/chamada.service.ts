import { type ChamadaPainel, falaDaChamada, type TipoChamadaPainel, topicoTela } from '@saude/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notificarTempoReal } from '../../plugins/tempo-real.js';
import { painelChamada } from './chamada.table.js';
import { tela, telaCentroCusto } from './registros.table.js';

/**
 * The one way a call reaches the TV screens (issue 7), for tickets and for every patient queue: the screens
 * are the one named (tela_id) or, when none is, those that show the calling queue; each gets a row of
 * `painel_chamada` in its public form and a `tela.chamada` event on its topic, after commit. The event
 * carries the call itself (a few short strings), so a screen shows it without a round trip.
 */

export interface NovaChamada {
  tipo: TipoChamadaPainel;
  /** The ticket code or the patient's short name (nomeCurtoPainel): it is shown and spoken in public. */
  texto: string;
  /** Counter or room, e.g. "Guichê 2", "Consultório 1". */
  destino: string | null;
  /** The calling queue (cost centre). */
  centroCustoId: number;
  /** A screen chosen by the caller; null/undefined: the screens that show the queue. */
  telaId?: number | null;
  /** The engine's call (fila_chamada) this is the public form of. */
  filaChamadaId?: number | null;
  /** 1 first call, 2+ again. */
  numero: number;
}

export const EVENTO_CHAMADA = 'tela.chamada';
export const EVENTO_AVISOS = 'tela.avisos';
export const EVENTO_TELA = 'tela.alterada';

/** Screens (not blocked) that show a call of this queue, or the chosen one. */
export async function telasDaChamada(tx: Tx, c: { centroCustoId: number; telaId?: number | null }): Promise<number[]> {
  if (c.telaId) {
    const [t] = await tx
      .select({ id: tela.id })
      .from(tela)
      .where(and(eq(tela.id, c.telaId), eq(tela.bloqueado, false)));
    return t ? [t.id] : [];
  }
  const rows = await tx
    .select({ id: tela.id })
    .from(telaCentroCusto)
    .innerJoin(tela, eq(tela.id, telaCentroCusto.telaId))
    .where(and(eq(telaCentroCusto.centroCustoId, c.centroCustoId), eq(tela.bloqueado, false)));
  return rows.map((r) => r.id);
}

/** Records the call for its screens and tells them after commit. Returns what each screen got. */
export async function publicarChamada(
  tx: Tx,
  ctx: { clienteId: number; usuarioId: number | null },
  c: NovaChamada,
): Promise<ChamadaPainel[]> {
  const telas = await telasDaChamada(tx, c);
  if (!telas.length) return [];
  const texto = c.texto.slice(0, 60);
  const destino = c.destino?.slice(0, 120) ?? null;
  const fala = falaDaChamada({ tipo: c.tipo, texto, destino });
  const rows = await tx
    .insert(painelChamada)
    .values(
      telas.map((telaId) => ({
        telaId,
        tipo: c.tipo,
        texto,
        destino,
        centroCustoId: c.centroCustoId,
        filaChamadaId: c.filaChamadaId ?? null,
        numero: c.numero,
        usuarioId: ctx.usuarioId,
        fala,
      })),
    )
    .returning({ id: painelChamada.id, telaId: painelChamada.telaId, chamadaEm: painelChamada.chamadaEm });
  const chamadas: ChamadaPainel[] = [];
  for (const r of rows) {
    const chamada: ChamadaPainel = {
      id: r.id,
      tipo: c.tipo,
      texto,
      destino,
      fala,
      numero: c.numero,
      chamadaEm: r.chamadaEm.toISOString(),
    };
    chamadas.push(chamada);
    await notificarTempoReal(tx, { clienteId: ctx.clienteId, topico: topicoTela(r.telaId), evento: EVENTO_CHAMADA, dados: chamada });
  }
  return chamadas;
}

/** Tells screens to refetch (notices changed, the screen's settings changed). `todas`: every screen of the municipality. */
export async function avisarTelas(tx: Tx, clienteId: number, telaIds: number[] | 'todas', evento: string = EVENTO_AVISOS) {
  const ids = telaIds === 'todas' ? (await tx.select({ id: tela.id }).from(tela)).map((t) => t.id) : [...new Set(telaIds)];
  for (const id of ids) await notificarTempoReal(tx, { clienteId, topico: topicoTela(id), evento });
}

/** The last calls of a screen, newest first (the screen's first paint and its resync). */
export async function ultimasChamadas(tx: Tx, telaId: number, limite: number): Promise<ChamadaPainel[]> {
  const rows = await tx
    .select({
      id: painelChamada.id,
      tipo: painelChamada.tipo,
      texto: painelChamada.texto,
      destino: painelChamada.destino,
      fala: painelChamada.fala,
      numero: painelChamada.numero,
      chamadaEm: painelChamada.chamadaEm,
    })
    .from(painelChamada)
    .where(eq(painelChamada.telaId, telaId))
    .orderBy(desc(painelChamada.chamadaEm), desc(painelChamada.id))
    .limit(limite);
  return rows.map((r) => ({ ...r, tipo: r.tipo as TipoChamadaPainel, chamadaEm: r.chamadaEm.toISOString() }));
}
