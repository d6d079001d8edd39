import type { TpParametrizacao, TpParametrizacaoEntrada } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { tpParametrizacao } from './parametrizacao.table.js';

type Linha = typeof tpParametrizacao.$inferSelect;

/** The settings row, created with the defaults on first read (inside the caller's transaction). */
async function linha(tx: Tx): Promise<Linha> {
  const [atual] = await tx.select().from(tpParametrizacao).limit(1);
  if (atual) return atual;
  await tx.insert(tpParametrizacao).values({}).onConflictDoNothing();
  const [criada] = await tx.select().from(tpParametrizacao).limit(1);
  return criada as Linha;
}

const modelo = (p: Linha): TpParametrizacao => ({
  id: p.id,
  comprovanteAcompanhante: p.comprovanteAcompanhante,
  mensagemProtocolo: p.mensagemProtocolo,
  mensagemAviso: p.mensagemAviso,
  antecedenciaEmbarqueMin: p.antecedenciaEmbarqueMin,
  prazoAgendamentoHoras: p.prazoAgendamentoHoras,
  margemChegadaMin: p.margemChegadaMin,
  atualizadoEm: p.updatedAt ?? null,
});

/**
 * The municipality's transport settings (the slip's companions, protocol and warning texts, boarding lead time,
 * booking deadline, arrival margin), created with the defaults on first read. The booking, the slip and the trip
 * assembly read them through this function, inside their own transaction.
 */
export async function lerParametrizacaoTransporte(tx: Tx): Promise<TpParametrizacao> {
  return modelo(await linha(tx));
}

export async function salvarParametrizacaoTransporte(tx: Tx, v: TpParametrizacaoEntrada): Promise<TpParametrizacao> {
  const atual = await linha(tx);
  const [p] = await tx
    .update(tpParametrizacao)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(tpParametrizacao.id, atual.id))
    .returning();
  return modelo(p as Linha);
}
