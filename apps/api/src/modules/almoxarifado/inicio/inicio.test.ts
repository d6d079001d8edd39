import { MENSAGENS_ESTOQUE_LIMITE, SetorTipo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type EstoqueDeTeste, emTenant, novoEstoqueDeTeste, novoMaterial, saldoInicial } from '../inventario/estoque-de-teste.fixtures.js';

let ctx: TestContext;
let e: EstoqueDeTeste;
let m: Record<'m1' | 'm2' | 'm3' | 'm4', { id: number; nome: string }>;

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/${url}`, headers: e.headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  e = await novoEstoqueDeTeste(ctx);
  m = await emTenant(ctx.database, e.clienteId, async (tx) => {
    const mats = {
      m1: await novoMaterial(tx, 'Fralda geriátrica G'),
      m2: await novoMaterial(tx, 'Lanceta'),
      m3: await novoMaterial(tx, 'Seringa de insulina'),
      m4: await novoMaterial(tx, 'Tira reagente'),
    };
    await saldoInicial(tx, e, mats.m1.id, 'FR01', 5, '1.00', { validadeEmDias: 10 });
    await saldoInicial(tx, e, mats.m2.id, 'LA01', 18, '0.10', { validadeEmDias: -5 });
    await saldoInicial(tx, e, mats.m3.id, 'SE01', 40, '0.30');
    await saldoInicial(tx, e, mats.m4.id, 'TR01', 50, '0.50');
    // the registry's municipal minimum is the limit of a material this stock has none for
    await tx.execute(sql`update material set estoque_minimo = 100 where id = ${mats.m4.id}`);
    return mats;
  });
});
afterAll(() => ctx.close());

describe('almoxarifado/estoque-limite and the start page', () => {
  it('keeps the limits of a material per stock, refusing incoherent ones', async () => {
    const limite = (material: number, minimo: number, pontoPedido: number | null, maximo: number | null, centro = e.centroCustoId) =>
      api('POST', 'estoque-limite', { centro_custo_id: centro, material_id: material, minimo, ponto_pedido: pontoPedido, maximo });
    expect((await limite(m.m1.id, 10, 15, 30)).statusCode).toBe(201);
    expect((await limite(m.m2.id, 10, 20, 50)).statusCode).toBe(201);
    expect((await limite(m.m3.id, 0, null, 10)).statusCode).toBe(201);
    expect(json(await limite(m.m1.id, 1, null, null)).errors.material_id).toEqual(['Já existe um registro com este valor.']);
    expect(json(await limite(m.m4.id, 10, null, 5)).errors.maximo).toEqual([MENSAGENS_ESTOQUE_LIMITE.maximoMenorQueMinimo]);
    expect(json(await limite(m.m4.id, 10, 60, 50)).errors.ponto_pedido).toEqual([MENSAGENS_ESTOQUE_LIMITE.pontoPedidoForaDosLimites]);
    const setor = await emTenant(ctx.database, e.clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select cc.id from centro_custo cc join setor s on s.id = cc.setor_id where s.setor_tipo_id = ${SetorTipo.ENFERMAGEM} limit 1`);
      return Number(rows[0].id);
    });
    expect(json(await limite(m.m4.id, 10, null, null, setor)).errors.centro_custo_id).toEqual([MENSAGENS_ESTOQUE_LIMITE.centroNaoEstoque]);
    const lista = json(await api('GET', `estoque-limite/datatable?length=10&start=0&search[value]=${encodeURIComponent(m.m1.nome)}`));
    expect(lista.data).toEqual([
      expect.objectContaining({ centro_custo_nome: e.nome, material_nome: m.m1.nome, minimo: 10, ponto_pedido: 15, maximo: 30 }),
    ]);
  });

  it('counts the alerts of each stock of the placement and lists what is behind each card', async () => {
    const inicio = json(await api('GET', 'inicio'));
    expect(inicio.dias_alerta_vencimento).toBeGreaterThanOrEqual(10);
    expect(inicio.centros.find((c: { id: number }) => c.id === e.centroCustoId)).toEqual({
      id: e.centroCustoId,
      nome: e.nome,
      abaixo_minimo: 2,
      ponto_pedido: 1,
      acima_maximo: 1,
      vencendo: 1,
      vencidos: 1,
    });
    const alerta = async (tipo: string) =>
      json(await api('GET', `inicio/alerta/datatable?tipo=${tipo}&centro_custo_id=${e.centroCustoId}&length=10&start=0`)).data.map(
        (l: Record<string, unknown>) => [l.material, l.saldo, l.minimo, l.ponto_pedido, l.maximo, l.limite_do_estoque],
      );
    expect(await alerta('minimo')).toEqual([
      [m.m1.nome, 5, 10, 15, 30, true],
      [m.m4.nome, 50, 100, null, null, false],
    ]);
    expect(await alerta('ponto-pedido')).toEqual([[m.m2.nome, 18, 10, 20, 50, true]]);
    expect(await alerta('maximo')).toEqual([[m.m3.nome, 40, 0, null, 10, true]]);
    const validade = async (tipo: string) =>
      json(await api('GET', `inicio/validade/datatable?tipo=${tipo}&centro_custo_id=${e.centroCustoId}&length=10&start=0`)).data.map(
        (l: Record<string, unknown>) => [l.lote, l.quantidade, l.dias],
      );
    expect(await validade('vencendo')).toEqual([['FR01', 5, 10]]);
    expect(await validade('vencidos')).toEqual([['LA01', 18, -5]]);

    // a stock outside the placement is not listed, and its alerts are not found
    const outro = await novoEstoqueDeTeste(ctx);
    expect(inicio.centros.some((c: { id: number }) => c.id === outro.centroCustoId)).toBe(false);
    expect((await api('GET', `inicio/alerta/datatable?tipo=minimo&centro_custo_id=${outro.centroCustoId}`)).statusCode).toBe(404);
    const recepcao = await ctx.login('recepcao');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/almoxarifado/inicio', headers: recepcao.headers })).statusCode).toBe(403);
  });

  it('the demo: the clerk’s start page shows the central stock’s alerts, from its limits and an expired lot', async () => {
    const demo = await ctx.login('almoxarifado');
    const r = json(await ctx.app.inject({ method: 'GET', url: '/api/almoxarifado/inicio', headers: demo.headers }));
    const central = r.centros.find((c: { nome: string }) => c.nome === 'Estoque Central');
    expect(central.vencidos).toBeGreaterThanOrEqual(1);
    expect(central.abaixo_minimo + central.ponto_pedido + central.acima_maximo).toBeGreaterThanOrEqual(2);
    const limites = await emTenant(ctx.database, e.clienteId, (tx) =>
      tx.execute(
        sql`select count(*)::int as n from estoque_limite l join centro_custo c on c.id = l.centro_custo_id where c.nome = 'Estoque Central'`,
      ),
    );
    expect(Number(limites.rows[0].n)).toBeGreaterThanOrEqual(2);
  });
});
