import type { ParametrizacaoLaboratorioEntrada } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { labParametrizacao } from './parametrizacao.table.js';

export type ParametrizacaoLaboratorio = typeof labParametrizacao.$inferSelect;

/** The settings row, created with the defaults on first read (inside the caller's transaction). */
export async function parametrizacaoLaboratorio(tx: Tx): Promise<ParametrizacaoLaboratorio> {
  const [atual] = await tx.select().from(labParametrizacao).limit(1);
  if (atual) return atual;
  await tx.insert(labParametrizacao).values({}).onConflictDoNothing();
  const [criada] = await tx.select().from(labParametrizacao).limit(1);
  return criada as ParametrizacaoLaboratorio;
}

const modelo = (p: ParametrizacaoLaboratorio) => ({
  mensagemProtocolo: p.mensagemProtocolo,
  rodapeLaudo: p.rodapeLaudo,
  prazoEntregaPadraoDias: p.prazoEntregaPadraoDias,
  etiquetaAoColetar: p.etiquetaAoColetar,
  bloquearAcimaCota: p.bloquearAcimaCota,
  atualizadoEm: p.updatedAt ?? null,
});

export async function lerParametrizacaoLaboratorio(tx: Tx) {
  return modelo(await parametrizacaoLaboratorio(tx));
}

export async function salvarParametrizacaoLaboratorio(tx: Tx, v: ParametrizacaoLaboratorioEntrada) {
  const atual = await parametrizacaoLaboratorio(tx);
  const [p] = await tx
    .update(labParametrizacao)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(labParametrizacao.id, atual.id))
    .returning();
  return modelo(p as ParametrizacaoLaboratorio);
}
