import { CALENDARIO_PNI, type Calendario, type ParametrizacaoImunizacaoEntrada } from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { imunizacaoParametrizacao } from './parametrizacao.table.js';
import { imunizacaoPopulacaoAlvo } from './populacao-alvo.table.js';

/** The municipality's vaccination calendar: its own when the settings hold one, else the national (PNI) one. */
export async function calendarioDoMunicipio(tx: Tx): Promise<Calendario> {
  const { rows } = await tx.execute(sql`select calendario from imunizacao_parametrizacao limit 1`);
  const proprio = rows[0]?.calendario as Calendario | null | undefined;
  return proprio ?? CALENDARIO_PNI;
}

export type ParametrizacaoImunizacao = typeof imunizacaoParametrizacao.$inferSelect;

/** The settings row, created with the defaults on first read (inside the caller's transaction). */
export async function parametrizacaoImunizacao(tx: Tx): Promise<ParametrizacaoImunizacao> {
  const [atual] = await tx.select().from(imunizacaoParametrizacao).limit(1);
  if (atual) return atual;
  await tx.insert(imunizacaoParametrizacao).values({}).onConflictDoNothing();
  const [criada] = await tx.select().from(imunizacaoParametrizacao).limit(1);
  return criada as ParametrizacaoImunizacao;
}

/** What the settings page shows: the keys, the calendar in force and the typed target population. */
export async function modeloParametrizacao(tx: Tx) {
  const p = await parametrizacaoImunizacao(tx);
  const populacao = await tx
    .select({ ano: imunizacaoPopulacaoAlvo.ano, faixa: imunizacaoPopulacaoAlvo.faixa, populacao: imunizacaoPopulacaoAlvo.populacao })
    .from(imunizacaoPopulacaoAlvo)
    .orderBy(asc(imunizacaoPopulacaoAlvo.ano), asc(imunizacaoPopulacaoAlvo.faixa));
  return {
    solicitanteRnds: p.solicitanteRnds,
    diasAlertaValidade: p.diasAlertaValidade,
    imprimirCartaoAoSalvar: p.imprimirCartaoAoSalvar,
    calendario: (p.calendario as Calendario | null) ?? CALENDARIO_PNI,
    calendarioNacional: p.calendario == null,
    populacaoAlvo: populacao,
  };
}

/** JSON with the keys sorted: the schema's output orders keys its own way. */
const canonico = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

/**
 * Saves every key (the body was checked by the shared schema, the calendar included). A calendar equal to the
 * national one is kept as null, so a later update of CALENDARIO_PNI reaches the municipality. The target
 * population is replaced by the list sent.
 */
export async function salvarParametrizacaoImunizacao(tx: Tx, v: ParametrizacaoImunizacaoEntrada) {
  const atual = await parametrizacaoImunizacao(tx);
  const nacional = v.calendario === null || canonico(v.calendario) === canonico(CALENDARIO_PNI);
  await tx
    .update(imunizacaoParametrizacao)
    .set({
      solicitanteRnds: v.solicitanteRnds,
      diasAlertaValidade: v.diasAlertaValidade,
      imprimirCartaoAoSalvar: v.imprimirCartaoAoSalvar,
      calendario: nacional ? null : v.calendario,
      updatedAt: new Date(),
    })
    .where(eq(imunizacaoParametrizacao.id, atual.id));
  await tx.delete(imunizacaoPopulacaoAlvo);
  if (v.populacaoAlvo.length) await tx.insert(imunizacaoPopulacaoAlvo).values(v.populacaoAlvo);
  return modeloParametrizacao(tx);
}
