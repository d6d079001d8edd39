import { hojeIso, MENSAGENS_ESTOQUE, MENSAGENS_INVENTARIO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { retirar } from '../../estoque/index.js';
import {
  clienteDemo,
  colegaNoEstoque,
  type EstoqueDeTeste,
  emTenant,
  novoEstoqueDeTeste,
  novoMaterial,
  saldoDoLote,
  saldoInicial,
} from './estoque-de-teste.fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (e: EstoqueDeTeste, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/inventario${url}`, headers: e.headers, payload });
const naTransacao = <T>(e: EstoqueDeTeste, fn: Parameters<typeof emTenant<T>>[2]) => emTenant(ctx.database, e.clienteId, fn);

/** A stock with two materials: A in lots of 10 and 5 units (R$ 2,00), B in one lot of 8 (R$ 1,50). */
async function estoqueComLotes() {
  const e = await novoEstoqueDeTeste(ctx);
  const lotes = await naTransacao(e, async (tx) => {
    const a = await novoMaterial(tx, 'Atadura de crepom');
    const b = await novoMaterial(tx, 'Esparadrapo');
    return {
      a,
      b,
      l1: await saldoInicial(tx, e, a.id, 'AT01', 10, '2.00', { validadeEmDias: 100 }),
      l2: await saldoInicial(tx, e, a.id, 'AT02', 5, '2.00', { validadeEmDias: 200 }),
      l3: await saldoInicial(tx, e, b.id, 'ES01', 8, '1.50'),
    };
  });
  return { e, ...lotes };
}

const itensDe = async (e: EstoqueDeTeste, id: number, filtro = '') =>
  json(await api(e, 'GET', `/${id}/itens?length=50&start=0${filtro}`)).data as Record<string, any>[];

describe('almoxarifado/inventario', () => {
  it('opens one count per stock, even when two clerks open at once, and the count in progress is visible to the others', async () => {
    const { e } = await estoqueComLotes();
    const [x, y] = await Promise.all([api(e, 'POST', '', { observacao: 'Balanço anual' }), api(e, 'POST', '', {})]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 422]);
    const recusa = json(x.statusCode === 422 ? x : y);
    expect(recusa.errors.inventario).toEqual([MENSAGENS_INVENTARIO.emAndamento(hojeIso())]);
    const id = json(x.statusCode === 201 ? x : y).id;
    expect(
      (
        await naTransacao(e, (tx) =>
          tx.execute(sql`select count(*)::int as n from almoxarifado_inventario where centro_custo_id = ${e.centroCustoId}`),
        )
      ).rows[0].n,
    ).toBe(1);

    // a second clerk of the same stock sees the count in progress and its lines, with the quantity expected at opening
    const colega = await colegaNoEstoque(ctx, e);
    const index = await api(colega, 'GET', '');
    expect(json(index).em_andamento).toMatchObject({ id, situacao: 1, totais: { itens: 3, contados: 0, divergentes: 0 } });
    const linhas = await itensDe(colega, id);
    expect(linhas.map((l) => [l.lote, l.quantidade_esperada, l.quantidade_contada])).toEqual(
      expect.arrayContaining([
        ['AT01', 10, null],
        ['AT02', 5, null],
        ['ES01', 8, null],
      ]),
    );
    // another stock's inventory is not found, and a clerk without the permission is refused
    const outro = await novoEstoqueDeTeste(ctx);
    expect((await api(outro, 'GET', `/${id}`)).statusCode).toBe(404);
    const recepcao = await ctx.login('recepcao');
    const semPermissao = await ctx.app.inject({
      method: 'POST',
      url: '/api/almoxarifado/inventario',
      headers: recepcao.headers,
      payload: {},
    });
    expect(semPermissao.statusCode).toBe(403);
  });

  it('saves counts partially, shows differences and their value, includes a lot found, and applies them in one go', async () => {
    const { e, b, l1, l2, l3 } = await estoqueComLotes();
    const id = json(await api(e, 'POST', '', {})).id;
    const linhas = await itensDe(e, id);
    const item = (loteId: number) => linhas.find((l) => l.lote_id === loteId)?.id;

    const parcial = await api(e, 'PUT', `/${id}/contagem`, {
      itens: [
        { id: item(l1), quantidade_contada: 10 },
        { id: item(l2), quantidade_contada: 3 },
      ],
    });
    expect(parcial.statusCode).toBe(200);
    expect(json(parcial).totais).toEqual({ itens: 3, contados: 2, divergentes: 1, valor_diferencas: '-4.00' });
    const cedo = await api(e, 'PUT', `/${id}/aplicar`);
    expect(cedo.statusCode).toBe(422);
    expect(json(cedo).errors.inventario).toEqual([MENSAGENS_INVENTARIO.semContagem(1)]);

    // a lot on the shelf the stock did not list; the same lot twice is refused
    const novo = { material_id: b.id, lote: 'es09', validade: somarDias(hojeIso(), 90), quantidade_contada: 4 };
    expect((await api(e, 'POST', `/${id}/lote`, novo)).statusCode).toBe(201);
    const repetido = await api(e, 'POST', `/${id}/lote`, novo);
    expect(json(repetido).errors.lote).toEqual([MENSAGENS_INVENTARIO.loteJaIncluido('ES09')]);
    // a line of another inventory is refused on its field
    const alheio = await api(e, 'PUT', `/${id}/contagem`, { itens: [{ id: 999999999, quantidade_contada: 1 }] });
    expect(json(alheio).errors['itens.0.id']).toEqual([MENSAGENS_INVENTARIO.itemDeOutroInventario]);
    await api(e, 'PUT', `/${id}/contagem`, { itens: [{ id: item(l3), quantidade_contada: 8 }] });

    const divergentes = await itensDe(e, id, '&situacao=divergentes');
    expect(
      divergentes.map((l) => [l.lote, l.quantidade_esperada, l.quantidade_contada, l.diferenca, l.valor_diferenca, l.incluido]),
    ).toEqual([
      ['AT02', 5, 3, -2, '-4.00', false],
      ['ES09', 0, 4, 4, '6.00', true],
    ]);

    const aplicado = await api(e, 'PUT', `/${id}/aplicar`);
    expect(aplicado.statusCode).toBe(200);
    expect(json(aplicado)).toMatchObject({ situacao: 2, totais: { divergentes: 2, valor_diferencas: '2.00' } });
    expect(json(aplicado).aplicado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const r = await naTransacao(e, async (tx) => ({
      l1: await saldoDoLote(tx, e.centroCustoId, l1),
      l2: await saldoDoLote(tx, e.centroCustoId, l2),
      movimentos: (
        await tx.execute(sql`
          select l.lote, m.quantidade, m.documento_tipo, m.motivo from estoque_movimento m join estoque_lote l on l.id = m.lote_id
           where m.centro_custo_id = ${e.centroCustoId} and m.tipo = 'ajuste_inventario' and m.documento_id = ${id} order by l.lote`)
      ).rows,
    }));
    expect(r).toEqual({
      l1: 10,
      l2: 3,
      movimentos: [
        { lote: 'AT02', quantidade: -2, documento_tipo: 'inventario', motivo: `Inventário nº ${id}` },
        { lote: 'ES09', quantidade: 4, documento_tipo: 'inventario', motivo: `Inventário nº ${id}` },
      ],
    });
    const outraVez = await api(e, 'PUT', `/${id}/aplicar`);
    expect(json(outraVez).errors.inventario).toEqual([MENSAGENS_INVENTARIO.naoEmAndamento]);
    const lista = json(await api(e, 'GET', '/list?length=10&start=0'));
    expect(lista.data).toEqual([expect.objectContaining({ id, situacao: 2, itens: 4, divergentes: 2, valor_diferencas: '2.00' })]);
  });

  it('keeps what moved after the opening, and a refused line undoes every adjustment of the count', async () => {
    const { e, a, l1, l2 } = await estoqueComLotes();
    const id = json(await api(e, 'POST', '', {})).id;
    const linhas = await itensDe(e, id);
    const item = (loteId: number) => linhas.find((l) => l.lote_id === loteId)?.id;
    // counted at the opening: AT01 two more than expected, AT02 none of its 5, ES01 as expected
    await api(e, 'PUT', `/${id}/contagem`, {
      itens: linhas.map((l) => ({ id: l.id, quantidade_contada: l.lote_id === l1 ? 12 : l.lote_id === l2 ? 0 : l.quantidade_esperada })),
    });
    expect(item(l1)).toBeDefined();
    // meanwhile 3 units of AT02 left the stock: its balance (2) cannot lose the 5 the count found missing
    await naTransacao(e, (tx) =>
      retirar(
        tx,
        { usuarioId: e.usuarioId },
        { tipo: 'saida', centroCustoId: e.centroCustoId, data: hojeIso(), materialId: a.id, quantidade: 3, loteId: l2 },
      ),
    );
    const recusa = await api(e, 'PUT', `/${id}/aplicar`);
    expect(recusa.statusCode).toBe(422);
    expect(json(recusa).errors.inventario).toEqual([MENSAGENS_ESTOQUE.saldoInsuficiente('AT02', a.nome, 2, 5)]);
    const depois = await naTransacao(e, async (tx) => ({
      l1: await saldoDoLote(tx, e.centroCustoId, l1),
      ajustes: Number(
        (
          await tx.execute(
            sql`select count(*)::int as n from estoque_movimento where centro_custo_id = ${e.centroCustoId} and tipo = 'ajuste_inventario'`,
          )
        ).rows[0].n,
      ),
    }));
    expect(depois).toEqual({ l1: 10, ajustes: 0 });
    expect(json(await api(e, 'GET', `/${id}`)).situacao).toBe(1);

    // cancelled with a reason, the stock may open a new count
    const cancelado = await api(e, 'PUT', `/${id}/cancelar`, { motivo: 'Contagem refeita' });
    expect(json(cancelado)).toMatchObject({ situacao: 3, motivo_cancelamento: 'Contagem refeita' });
    expect((await api(e, 'POST', '', {})).statusCode).toBe(201);
  });

  it('the demo: the central stock has an applied inventory whose one difference is in the ledger', async () => {
    const r = await emTenant(ctx.database, await clienteDemo(ctx.database), async (tx) => {
      const { rows } = await tx.execute(sql`
        select i.id::int as id, i.situacao,
               (select count(*)::int from almoxarifado_inventario_item t where t.inventario_id = i.id
                  and t.quantidade_contada <> t.quantidade_esperada) as divergentes,
               (select coalesce(sum(m.quantidade), 0)::int from estoque_movimento m
                 where m.documento_tipo = 'inventario' and m.documento_id = i.id) as ajuste
          from almoxarifado_inventario i join centro_custo c on c.id = i.centro_custo_id
         where c.nome = 'Estoque Central' and i.observacao = 'Inventário trimestral do estoque central'`);
      return rows;
    });
    expect(r).toEqual([{ id: expect.any(Number), situacao: 2, divergentes: 1, ajuste: -3 }]);
  });
});
