import type { ParametrizacaoImagem, ParametrizacaoImagemEntrada } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { imgParametrizacao } from './parametrizacao.table.js';

type Linha = typeof imgParametrizacao.$inferSelect;

/** The settings row, created with the defaults on first read (inside the caller's transaction). */
async function linha(tx: Tx): Promise<Linha> {
  const [atual] = await tx.select().from(imgParametrizacao).limit(1);
  if (atual) return atual;
  await tx.insert(imgParametrizacao).values({}).onConflictDoNothing();
  const [criada] = await tx.select().from(imgParametrizacao).limit(1);
  return criada as Linha;
}

const modelo = (p: Linha): ParametrizacaoImagem => ({
  mensagemComprovante: p.mensagemComprovante,
  cabecalhoLaudo: p.cabecalhoLaudo,
  rodapeLaudo: p.rodapeLaudo,
  prazoLaudoDias: p.prazoLaudoDias,
  bloquearAcimaCota: p.bloquearAcimaCota,
  imprimirSomenteAssinado: p.imprimirSomenteAssinado,
  atualizadoEm: p.updatedAt ?? null,
});

/**
 * The municipality's imaging settings (slip message, report head and foot, report deadline, quota and printing
 * rules), created with the defaults on first read. The other screens of the module (booking, report, printing)
 * read them through this function, inside their own transaction.
 */
export async function lerParametrizacaoImagem(tx: Tx): Promise<ParametrizacaoImagem> {
  return modelo(await linha(tx));
}

export async function salvarParametrizacaoImagem(tx: Tx, v: ParametrizacaoImagemEntrada): Promise<ParametrizacaoImagem> {
  const atual = await linha(tx);
  const [p] = await tx
    .update(imgParametrizacao)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(imgParametrizacao.id, atual.id))
    .returning();
  return modelo(p as Linha);
}
