import {
  CIDS_TALIDOMIDA_PADRAO,
  MENSAGENS_PARAMETRIZACAO_FARMACIA,
  type ParametrizacaoFarmaciaEntrada,
  VALIDADE_CONTROLADA_DIAS,
  VALIDADE_TALIDOMIDA_DIAS,
} from '@saude/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cid } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { farmaciaParametrizacao } from './parametrizacao.table.js';

// the default indications live in shared (the settings page shows them); re-exported for the server's readers
export { CIDS_TALIDOMIDA_PADRAO };

/** Thalidomide prescriptions are valid for 20 days (RDC 11/2011); the other controlled ones 30 (Portaria 344/98). */
export const VALIDADE_RECEITA_TALIDOMIDA_DIAS = VALIDADE_TALIDOMIDA_DIAS;
export const VALIDADE_RECEITA_CONTROLADA_DIAS = VALIDADE_CONTROLADA_DIAS;

export type ParametrizacaoFarmacia = typeof farmaciaParametrizacao.$inferSelect;

/** The municipality's pharmacy settings; the row is created with the defaults on first read (inside the caller's transaction). */
export async function parametrizacaoFarmacia(tx: Tx): Promise<ParametrizacaoFarmacia> {
  const [atual] = await tx.select().from(farmaciaParametrizacao).limit(1);
  if (atual) return atual;
  await tx
    .insert(farmaciaParametrizacao)
    .values({ cidsTalidomida: [...CIDS_TALIDOMIDA_PADRAO] })
    .onConflictDoNothing();
  const [criada] = await tx.select().from(farmaciaParametrizacao).limit(1);
  return criada;
}

/** Whether a CID-10 code is among the allowed ones (an entry of 3 characters covers its subcategories). */
export function cidPermitido(cid: string, permitidos: readonly string[]): boolean {
  const c = cid.replace('.', '').toUpperCase();
  return permitidos.some((p) => c.startsWith(p.replace('.', '').toUpperCase()));
}

/** The CID-10 names of settings codes ('B23.8' or 'A30'), in the list's order; a code not in the table is left out. */
export async function cidsDaParametrizacao(tx: Tx, codigos: readonly string[]): Promise<{ codigo: string; descricao: string }[]> {
  if (!codigos.length) return [];
  const achados = await tx
    .select({ codigo: cid.codigo, descricao: cid.descricao })
    .from(cid)
    .where(
      inArray(
        cid.codigo,
        codigos.map((c) => c.replace('.', '')),
      ),
    );
  const porCodigo = new Map(achados.map((c) => [c.codigo, c.descricao]));
  return codigos.flatMap((codigo) => {
    const descricao = porCodigo.get(codigo.replace('.', ''));
    return descricao === undefined ? [] : [{ codigo, descricao }];
  });
}

/**
 * Saves the settings (the page sends every key), creating the row if it was never read. The CID codes must exist
 * in the national CID-10 table; a refusal is a 422 on `cids_talidomida` and writes nothing.
 */
export async function salvarParametrizacaoFarmacia(tx: Tx, v: ParametrizacaoFarmaciaEntrada): Promise<ParametrizacaoFarmacia> {
  const conhecidos = new Set((await cidsDaParametrizacao(tx, v.cidsTalidomida)).map((c) => c.codigo));
  const faltando = v.cidsTalidomida.filter((c) => !conhecidos.has(c));
  if (faltando.length) throw unprocessable({ cids_talidomida: faltando.map((c) => MENSAGENS_PARAMETRIZACAO_FARMACIA.cidInexistente(c)) });
  const atual = await parametrizacaoFarmacia(tx);
  const [salva] = await tx
    .update(farmaciaParametrizacao)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(farmaciaParametrizacao.id, atual.id))
    .returning();
  return salva as ParametrizacaoFarmacia;
}
