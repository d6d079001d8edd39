import type { Tx } from '../../../db/client.js';
import { farmaciaParametrizacao } from './parametrizacao.table.js';

/**
 * The indications RDC Anvisa 11/2011 allows thalidomide for (Anexo), as CID-10 codes or categories: erythema
 * nodosum leprosum (A30), aphthous ulcers in HIV/AIDS (B23.8, K12.0), lupus erythematosus (L93, M32), graft-versus-host
 * disease (T86.0), multiple myeloma (C90.0) and myelodysplastic syndrome (D46). A municipality edits the list.
 */
export const CIDS_TALIDOMIDA_PADRAO = ['A30', 'B23.8', 'K12.0', 'L93', 'M32', 'T86.0', 'C90.0', 'D46'] as const;

/** Thalidomide prescriptions are valid for 20 days (RDC 11/2011); the other controlled ones 30 (Portaria 344/98). */
export const VALIDADE_RECEITA_TALIDOMIDA_DIAS = 20;
export const VALIDADE_RECEITA_CONTROLADA_DIAS = 30;

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
