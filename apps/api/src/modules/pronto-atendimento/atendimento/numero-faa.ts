import { hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * The next FAA number of the municipality: year followed by a six-digit counter (2026000123). One row
 * per year in `sequencia`, taken with an UPDATE that locks it: two receptions never get the same number.
 */
export async function proximoNumeroFaa(tx: Tx, agora = new Date()): Promise<number> {
  const ano = Number(hojeIso(agora).slice(0, 4));
  const { rows } = await tx.execute<{ valor: string | number }>(sql`
    insert into sequencia (chave, valor) values (${`faa:${ano}`}, 1)
    on conflict (cliente_id, chave) do update set valor = sequencia.valor + 1
    returning valor`);
  return ano * 1_000_000 + Number(rows[0]?.valor);
}
