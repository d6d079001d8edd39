import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { entrar, retirar } from '../../estoque/index.js';

/**
 * Fixtures of the distribution and requisition tests: a vaccine of this run only (its own stock item, so tests sharing
 * the demo's cold store and rooms never see each other's doses), lots put in through the engine, balances read back.
 */
export const hoje = hojeIso();
export const dia = (n: number) => somarDias(hoje, n);
export const REDE_FRIO = 'Central de Rede de Frio';
export const SALA_UBS = 'Sala de Vacinação da UBS Heliópolis';
export const SALA_POLI = 'Sala de Vacinação da Policlínica';

export async function clienteDemo(ctx: TestContext) {
  return Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0].id);
}

export const emTenant = <T>(ctx: TestContext, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);

const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/** A vaccine with its own stock item (counted in doses) and a usual presentation of `dosesPorFrasco`. */
export async function novaVacina(ctx: TestContext, clienteId: number, nome: string, dosesPorFrasco = 10) {
  return emTenant(ctx, clienteId, async (tx) => {
    const n = `${nome} ${sufixo()}`.toUpperCase();
    const { rows: m } = await tx.execute(sql`
      insert into material (nome, codigo, unidade_fornecimento_id, grupo_id)
      values (${n}, ${String(Math.floor(100_000_000 + Math.random() * 899_999_999))}, 1, (select id from grupo order by id limit 1))
      returning id`);
    // a free 4-character code (a random one collided once in ~1% of runs)
    const { rows: livre } = await tx.execute(sql`
      select 'Z' || lpad(upper(to_hex(n)), 3, '0') as codigo from generate_series(1, 4095) n
       where not exists (select 1 from vacina v where v.codigo_imunobiologico = 'Z' || lpad(upper(to_hex(n)), 3, '0'))
       order by random() limit 1`);
    const codigo = String(livre[0]?.codigo);
    const { rows } = await tx.execute(sql`
      insert into vacina (nome, sigla, codigo_imunobiologico, doses, via_administracao_id, material_id, doses_por_frasco, validade_frasco_aberto_horas)
      values (${n}, ${n.slice(0, 40)}, ${codigo}, 1, 3, ${m[0].id}, ${dosesPorFrasco}, 6) returning id`);
    return { id: Number(rows[0].id), materialId: Number(m[0].id), nome: n };
  });
}

/** A lot of the vaccine into a cost centre (opening balance), with its presentation; returns the lot's id. */
export async function estocar(
  ctx: TestContext,
  clienteId: number,
  v: { id: number; materialId: number },
  p: { centroCustoId: number; lote: string; validade: string; doses: number; data?: string; dosesPorFrasco?: number },
) {
  return emTenant(ctx, clienteId, async (tx) => {
    const m = await entrar(
      tx,
      { hoje },
      {
        tipo: 'entrada_inicial',
        centroCustoId: p.centroCustoId,
        data: p.data ?? hoje,
        materialId: v.materialId,
        lote: { numero: `${p.lote}${sufixo()}`.slice(0, 30), validade: p.validade },
        quantidade: p.doses,
        custoUnitario: '0',
      },
    );
    await tx.execute(sql`
      insert into vacina_lote (lote_id, vacina_id, doses_por_frasco) values (${m.loteId}, ${v.id}, ${p.dosesPorFrasco ?? 10})
      on conflict do nothing`);
    return m.loteId;
  });
}

/** Doses applied in a room on a day (the movements the average monthly use reads). */
export async function aplicar(ctx: TestContext, clienteId: number, materialId: number, centroCustoId: number, doses: number, data: string) {
  await emTenant(ctx, clienteId, (tx) =>
    retirar(tx, { hoje }, { tipo: 'aplicacao_vacina', centroCustoId, data, materialId, quantidade: doses }),
  );
}

export async function saldo(ctx: TestContext, clienteId: number, centroCustoId: number, materialId: number) {
  return emTenant(ctx, clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`
      select coalesce(sum(quantidade), 0)::int as q from estoque_saldo where centro_custo_id = ${centroCustoId} and material_id = ${materialId}`);
    return Number(rows[0].q);
  });
}

export async function centroPorNome(ctx: TestContext, clienteId: number, nome: string) {
  return emTenant(ctx, clienteId, async (tx) =>
    Number((await tx.execute(sql`select id from centro_custo where nome = ${nome}`)).rows[0].id),
  );
}

/** The transfers that moved a material (this run's vaccine): nothing written means none. */
export async function transferenciasDo(ctx: TestContext, clienteId: number, materialId: number) {
  return emTenant(ctx, clienteId, async (tx) => {
    const { rows } = await tx.execute(
      sql`select count(distinct transferencia_id)::int as n from estoque_transferencia_item where material_id = ${materialId}`,
    );
    return Number(rows[0].n);
  });
}
