import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notFound } from '../http-errors.js';

/** Who the patient of a scheduling desk's card is. */
export interface PacienteDaFicha {
  id: number;
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string | null;
  cns: string | null;
}

/** The patient at the head of a scheduling desk's card (name, social name, birth, CNS); 404 when not found. */
export async function pacienteDaFicha(tx: Tx, id: number): Promise<PacienteDaFicha> {
  const { rows } = await tx.execute(
    sql`select id, nome, nome_social, data_nascimento::text as data_nascimento, cns from cidadao where id = ${id}`,
  );
  const c = rows[0] as Record<string, unknown> | undefined;
  if (!c) throw notFound('Paciente não encontrado.');
  return {
    id: Number(c.id),
    nome: String(c.nome),
    nomeSocial: (c.nome_social as string | null) ?? null,
    dataNascimento: (c.data_nascimento as string | null) ?? null,
    cns: (c.cns as string | null) ?? null,
  };
}
