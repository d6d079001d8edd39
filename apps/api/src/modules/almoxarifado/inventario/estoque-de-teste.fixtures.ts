import { hojeIso, SetorTipo, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { type Database, type Tx, withTenant } from '../../../db/client.js';
import { entrar } from '../../estoque/index.js';

/**
 * Fixtures of the warehouse tests (inventory, closing, dispensing, reports): a clerk of the `almoxarifado` role
 * working in a stock of its own, fresh materials and opening balances, so a test never depends on (or disturbs)
 * what other files put in the shared database.
 */
const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

export async function clienteDemo(database: Database): Promise<number> {
  const { rows } = await database.db.execute(sql`select id from cliente where link = 'demo'`);
  return Number(rows[0].id);
}

export const emTenant = <T>(database: Database, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId }, fn);

export interface EstoqueDeTeste {
  clienteId: number;
  centroCustoId: number;
  nome: string;
  usuarioId: number;
  login: string;
  /** The clerk's session bound to this stock (X-Cliente + Bearer). */
  headers: Record<string, string>;
}

/** A new stock (a warehouse cost centre) and a new clerk placed in it, logged in with the session on that stock. */
export async function novoEstoqueDeTeste(ctx: TestContext, comoLogin = 'almoxarifado'): Promise<EstoqueDeTeste> {
  const clienteId = await clienteDemo(ctx.database);
  const login = await criarUsuario(ctx, { comoLogin });
  const nome = `Estoque de teste ${sufixo()}`;
  const { centroCustoId, usuarioId } = await emTenant(ctx.database, clienteId, async (tx) => {
    const { rows: u } = await tx.execute(sql`
      select u.id as usuario_id, l.id as lotacao_id, l.infraestrutura_id from usuario u join lotacao l on l.usuario_id = u.id
       where u.login = ${login} order by l.id limit 1`);
    const { rows } = await tx.execute(sql`
      insert into centro_custo (infraestrutura_id, setor_id, nome)
      values (${u[0].infraestrutura_id}, (select id from setor where setor_tipo_id = ${SetorTipo.ALMOXARIFADO} order by id limit 1), ${nome})
      returning id`);
    const id = Number(rows[0].id);
    await tx.execute(sql`insert into lotacao_centro_custo (lotacao_id, centro_custo_id) values (${u[0].lotacao_id}, ${id})`);
    return { centroCustoId: id, usuarioId: Number(u[0].usuario_id) };
  });
  return { clienteId, centroCustoId, nome, usuarioId, login, headers: await sessaoNoEstoque(ctx, login, centroCustoId) };
}

/** Logs in and binds the session to the stock (refresh with the placement and that cost centre). */
async function sessaoNoEstoque(ctx: TestContext, login: string, centroCustoId: number) {
  const { headers, sessao } = await ctx.login(login);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/administracao/autenticacao/refresh',
    headers,
    payload: { lotacao_id: sessao.lotacao.id, centro_custo_id: centroCustoId },
  });
  if (res.statusCode !== 200) throw new Error(`refresh: ${res.statusCode} ${res.body}`);
  return { ...headers, authorization: `Bearer ${json(res).token}` };
}

/** Another clerk placed like the stock's own (same placement and cost centres), working in the same stock. */
export async function colegaNoEstoque(ctx: TestContext, e: EstoqueDeTeste): Promise<EstoqueDeTeste> {
  const login = await criarUsuario(ctx, { comoLogin: e.login });
  const { rows } = await emTenant(ctx.database, e.clienteId, (tx) => tx.execute(sql`select id from usuario where login = ${login}`));
  return { ...e, login, usuarioId: Number(rows[0].id), headers: await sessaoNoEstoque(ctx, login, e.centroCustoId) };
}

export async function novoMaterial(tx: Tx, nome = 'Gaze estéril'): Promise<{ id: number; nome: string }> {
  const n = `${nome} ${sufixo()}`.toUpperCase();
  const { rows } = await tx.execute(sql`
    insert into material (nome, unidade_fornecimento_id, grupo_id)
    values (${n}, 1, (select id from grupo order by id limit 1)) returning id`);
  return { id: Number(rows[0].id), nome: n };
}

/** An opening balance through the engine (entrada_inicial), `dias` days ago; returns the lot id. */
export async function saldoInicial(
  tx: Tx,
  e: Pick<EstoqueDeTeste, 'centroCustoId' | 'usuarioId'>,
  materialId: number,
  lote: string,
  quantidade: number,
  custo: string,
  opts: { validadeEmDias?: number; dias?: number } = {},
): Promise<number> {
  const hoje = hojeIso();
  const g = await entrar(
    tx,
    { usuarioId: e.usuarioId },
    {
      tipo: 'entrada_inicial',
      centroCustoId: e.centroCustoId,
      data: somarDias(hoje, -(opts.dias ?? 30)),
      materialId,
      lote: { numero: lote, validade: somarDias(hoje, opts.validadeEmDias ?? 365) },
      quantidade,
      custoUnitario: custo,
    },
  );
  return g.loteId;
}

/** The balance of a lot at a stock (the engine's table). */
export async function saldoDoLote(tx: Tx, centroCustoId: number, loteId: number): Promise<number> {
  const { rows } = await tx.execute(
    sql`select coalesce(sum(quantidade), 0)::int as q from estoque_saldo where centro_custo_id = ${centroCustoId} and lote_id = ${loteId}`,
  );
  return Number(rows[0].q);
}
