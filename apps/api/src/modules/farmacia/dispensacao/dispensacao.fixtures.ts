import { hojeIso, SetorTipo, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { type Database, type Tx, withTenant } from '../../../db/client.js';
import { entrar } from '../../estoque/index.js';

/**
 * Fixtures of the dispensing tests: a pharmacy of its own (a cost centre of sector FARMACIA) with a pharmacist of
 * the `farmacia` role placed in it, fresh medicines with their Portaria 344/98 list, stock and patients, so a test
 * never depends on (or disturbs) what other files put in the shared database.
 */
const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

export async function clienteDemo(database: Database): Promise<number> {
  const { rows } = await database.db.execute(sql`select id from cliente where link = 'demo'`);
  return Number(rows[0].id);
}

export const emTenant = <T>(database: Database, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId }, fn);

export interface FarmaciaDeTeste {
  clienteId: number;
  centroCustoId: number;
  usuarioId: number;
  login: string;
  headers: Record<string, string>;
}

/** Logs in and binds the session to the cost centre. */
export async function sessaoNoCentro(ctx: TestContext, login: string, centroCustoId: number) {
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

/** A new pharmacy and a pharmacist (role `farmacia`) placed in it, with the session there. */
export async function novaFarmacia(ctx: TestContext, comoLogin = 'farmacia'): Promise<FarmaciaDeTeste> {
  const clienteId = await clienteDemo(ctx.database);
  const login = await criarUsuario(ctx, { comoLogin });
  const { centroCustoId, usuarioId } = await emTenant(ctx.database, clienteId, async (tx) => {
    const { rows: u } = await tx.execute(sql`
      select u.id as usuario_id, l.id as lotacao_id, l.infraestrutura_id from usuario u join lotacao l on l.usuario_id = u.id
       where u.login = ${login} order by l.id limit 1`);
    const { rows } = await tx.execute(sql`
      insert into centro_custo (infraestrutura_id, setor_id, nome)
      values (${u[0].infraestrutura_id}, (select id from setor where setor_tipo_id = ${SetorTipo.FARMACIA} order by id limit 1),
              ${`Farmácia de teste ${sufixo()}`})
      returning id`);
    const id = Number(rows[0].id);
    await tx.execute(sql`insert into lotacao_centro_custo (lotacao_id, centro_custo_id) values (${u[0].lotacao_id}, ${id})`);
    return { centroCustoId: id, usuarioId: Number(u[0].usuario_id) };
  });
  return { clienteId, centroCustoId, usuarioId, login, headers: await sessaoNoCentro(ctx, login, centroCustoId) };
}

/** A medicine (stock item + registry row) of a Portaria 344/98 list (LISTAS_PORTARIA_344 id) or common; maybe an antimicrobial. */
export async function novoMedicamento(tx: Tx, nome: string, listaControleId: number | null = null, antimicrobiano = false) {
  const n = `${nome} ${sufixo()}`.toUpperCase();
  const { rows } = await tx.execute(sql`
    insert into material (nome, unidade_fornecimento_id, grupo_id, lista_controle_id, medicamento)
    values (${n}, 1, (select id from grupo order by id limit 1), ${listaControleId}, true) returning id`);
  const materialId = Number(rows[0].id);
  const { rows: m } = await tx.execute(sql`
    insert into medicamento (denominacao, forma_farmaceutica_id, via_administracao_id, material_id, lista_controle_id, antimicrobiano)
    values (${n}, 1, 1, ${materialId}, ${listaControleId}, ${antimicrobiano}) returning id`);
  return { materialId, medicamentoId: Number(m[0].id), nome: n };
}

/** Stock of a lot at the pharmacy (an opening balance 30 days ago); returns the lot id. */
export async function estocar(tx: Tx, f: FarmaciaDeTeste, materialId: number, lote: string, quantidade: number, validadeEmDias = 365) {
  const hoje = hojeIso();
  const g = await entrar(
    tx,
    { usuarioId: f.usuarioId },
    {
      tipo: 'entrada_inicial',
      centroCustoId: f.centroCustoId,
      data: somarDias(hoje, -30),
      materialId,
      lote: { numero: `${lote}-${sufixo()}`, validade: somarDias(hoje, validadeEmDias) },
      quantidade,
      custoUnitario: '0.50',
    },
  );
  return { loteId: g.loteId, lote: g.lote };
}

export async function novoPaciente(tx: Tx, p: { sexoId?: number; nascimento?: string } = {}) {
  const nome = `PACIENTE FARMACIA ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const { rows } = await tx.execute(sql`
    insert into cidadao (nome, data_nascimento, sexo_id) values (${nome}, ${p.nascimento ?? '1960-05-10'}, ${p.sexoId ?? 0}) returning id`);
  return { id: Number(rows[0].id), nome };
}

/** The balance of a lot at a cost centre. */
export async function saldo(tx: Tx, centroCustoId: number, loteId: number): Promise<number> {
  const { rows } = await tx.execute(
    sql`select coalesce(sum(quantidade), 0)::int as q from estoque_saldo where centro_custo_id = ${centroCustoId} and lote_id = ${loteId}`,
  );
  return Number(rows[0].q);
}
