import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { entrar } from '../../estoque/index.js';

/**
 * Fixtures of the warehouse's movement tests (transfers, write-offs, requisitions): materials of this run only (the
 * tests share the demo's stocks with other files), stock put in through the engine, and logins placed in a chosen
 * cost centre (the `almoxarifado` clerk also works in the unit stocks).
 */
export const hoje = hojeIso();
export const dia = (n: number) => somarDias(hoje, n);

export async function clienteDemo(ctx: TestContext) {
  return Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0].id);
}

export const emTenant = <T>(ctx: TestContext, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);

export async function novoMaterial(ctx: TestContext, clienteId: number, nome: string) {
  return emTenant(ctx, clienteId, async (tx) => {
    const n = `${nome} ${process.pid}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    const codigo = String(Math.floor(100_000_000 + Math.random() * 899_999_999));
    const { rows } = await tx.execute(sql`
      insert into material (nome, codigo, unidade_fornecimento_id, grupo_id)
      values (${n}, ${codigo}, 1, (select id from grupo order by id limit 1)) returning id`);
    return { id: Number(rows[0].id), nome: n, codigo };
  });
}

/** Puts a lot into a cost centre (an opening balance dated `data`), returning the lot's id. */
export async function estocar(
  ctx: TestContext,
  clienteId: number,
  p: { centroCustoId: number; materialId: number; lote: string; validade: string; quantidade: number; data?: string },
) {
  return emTenant(ctx, clienteId, async (tx) => {
    const m = await entrar(
      tx,
      { hoje },
      {
        tipo: 'entrada_inicial',
        centroCustoId: p.centroCustoId,
        data: p.data ?? hoje,
        materialId: p.materialId,
        lote: { numero: p.lote, validade: p.validade },
        quantidade: p.quantidade,
        custoUnitario: '1.5',
      },
    );
    return m.loteId;
  });
}

export async function saldo(ctx: TestContext, clienteId: number, centroCustoId: number, materialId: number) {
  return emTenant(ctx, clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`
      select coalesce(sum(quantidade), 0)::int as q from estoque_saldo where centro_custo_id = ${centroCustoId} and material_id = ${materialId}`);
    return Number(rows[0].q);
  });
}

export async function centroPorNome(ctx: TestContext, clienteId: number, nome: string) {
  return emTenant(ctx, clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`select id from centro_custo where nome = ${nome}`);
    return Number(rows[0].id);
  });
}

/** Logs in and moves the session to the cost centre named (POST refresh), as the user does on the lotação page. */
export async function loginEm(ctx: TestContext, login: string, centro: string) {
  const { headers, sessao } = await ctx.login(login);
  for (const l of sessao.lotacoes) {
    const cc = l.centros_custo.find((c: { nome: string }) => c.nome === centro);
    if (!cc) continue;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/administracao/autenticacao/refresh',
      headers,
      payload: { lotacao_id: l.id, centro_custo_id: cc.id },
    });
    const nova = json(res);
    return { headers: { ...headers, authorization: `Bearer ${nova.token}` }, centroCustoId: Number(cc.id) };
  }
  throw new Error(`${login} não trabalha em ${centro}`);
}
