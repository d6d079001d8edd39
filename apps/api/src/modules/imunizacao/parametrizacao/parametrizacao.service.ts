import { CALENDARIO_PNI, type Calendario } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** The municipality's vaccination calendar: its own when the settings hold one, else the national (PNI) one. */
export async function calendarioDoMunicipio(tx: Tx): Promise<Calendario> {
  const { rows } = await tx.execute(sql`select calendario from imunizacao_parametrizacao limit 1`);
  const proprio = rows[0]?.calendario as Calendario | null | undefined;
  return proprio ?? CALENDARIO_PNI;
}
