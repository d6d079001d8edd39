import { SetorTipo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { type Database, type Tx, withTenant } from '../../db/client.js';

/**
 * Test fixtures of the stock engine: fresh cost centres and materials of the demo municipality, named uniquely,
 * so a test never depends on (or disturbs) what other files put in the shared database.
 */
export async function clienteDemo(database: Database): Promise<number> {
  const { rows } = await database.db.execute(sql`select id from cliente where link = 'demo'`);
  return Number(rows[0].id);
}

const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

export async function novoCentro(tx: Tx, nome = 'Estoque de teste'): Promise<number> {
  const { rows } = await tx.execute(sql`
    insert into centro_custo (infraestrutura_id, setor_id, nome)
    select (select id from infraestrutura order by id limit 1),
           (select id from setor where setor_tipo_id = ${SetorTipo.ALMOXARIFADO} order by id limit 1),
           ${`${nome} ${sufixo()}`}
    returning id`);
  return Number(rows[0].id);
}

export async function novoMaterial(tx: Tx, nome = 'DIPIRONA 500 MG'): Promise<{ id: number; nome: string }> {
  const n = `${nome} ${sufixo()}`.toUpperCase();
  const { rows } = await tx.execute(sql`
    insert into material (nome, unidade_fornecimento_id, grupo_id)
    values (${n}, 1, (select id from grupo order by id limit 1)) returning id`);
  return { id: Number(rows[0].id), nome: n };
}

export const emTenant = <T>(database: Database, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId }, fn);
