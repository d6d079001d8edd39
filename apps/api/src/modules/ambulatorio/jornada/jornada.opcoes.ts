import { RECURSO_AGENDA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { porNome } from '../../../lib/sql/texto.js';

const opcoes = async (tx: Tx, consulta: ReturnType<typeof sql>) =>
  ((await tx.execute(consulta)).rows as { id: number | string; nome: string }[]).map((r) => ({ id: Number(r.id), nome: r.nome }));

/** The option lists of an agenda's form: units, specialties, statuses, professionals (users) and services. */
export async function opcoesJornada(tx: Tx) {
  return {
    unidades: await opcoes(
      tx,
      sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
    ),
    especialidades: await opcoes(tx, sql`select id, nome from especialidade where not bloqueado order by ${porNome(sql`nome`)}`),
    situacoes: await opcoes(tx, sql`select id, nome from jornada_situacao where not bloqueado order by ${porNome(sql`nome`)}`),
    profissionais: await opcoes(
      tx,
      sql`select u.id, c.nome from usuario u join cidadao c on c.id = u.cidadao_id where not u.bloqueado order by ${porNome(sql`c.nome`)}`,
    ),
    servicos: await opcoes(tx, sql`select id, nome from servico where not bloqueado order by ${porNome(sql`nome`)}`),
  };
}

/** The resource of an agenda must exist in the municipality (a foreign key cannot say it: the id is generic). */
export async function recursoExiste(tx: Tx, tipo: number, id: number): Promise<boolean> {
  const tabela = tipo === RECURSO_AGENDA.PROFISSIONAL ? sql`usuario` : sql`servico`;
  const { rows } = await tx.execute(sql`select 1 from ${tabela} where id = ${id} limit 1`);
  return rows.length > 0;
}
