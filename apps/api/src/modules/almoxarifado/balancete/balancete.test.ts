import { hojeIso, MENSAGENS_ESTOQUE, somarDias } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type EstoqueDeTeste, emTenant, novoEstoqueDeTeste, novoMaterial, saldoInicial } from '../inventario/estoque-de-teste.fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
const br = (iso: string) => iso.split('-').reverse().join('/');
const api = (e: EstoqueDeTeste, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/almoxarifado/${url}`, headers: e.headers, payload });

describe('almoxarifado/balancete', () => {
  it('closes the stock up to a date, lists the closing with the stock value, and check-date warns before a movement', async () => {
    const e = await novoEstoqueDeTeste(ctx);
    const m = await emTenant(ctx.database, e.clienteId, async (tx) => {
      const mat = await novoMaterial(tx, 'Luva de procedimento');
      await saldoInicial(tx, e, mat.id, 'LV01', 40, '0.75', { dias: 20 });
      await saldoInicial(tx, e, mat.id, 'LV02', 10, '0.80', { dias: 5 });
      return mat;
    });
    expect(json(await api(e, 'GET', 'balancete'))).toEqual({ centro_custo: { id: e.centroCustoId, nome: e.nome }, fechado_ate: null });

    const fechar = await api(e, 'POST', 'balancete', { data: br(dia(-10)), observacao: 'Fechamento do mês' });
    expect(fechar.statusCode).toBe(201);
    expect(json(await api(e, 'GET', 'balancete')).fechado_ate).toBe(dia(-10));
    const lista = json(await api(e, 'GET', 'balancete/list?length=10&start=0'));
    // on the closing day only the first opening balance existed: 40 × R$ 0,75
    expect(lista.data).toEqual([
      expect.objectContaining({ data_fechamento: dia(-10), observacao: 'Fechamento do mês', valor_estoque: '30.00' }),
    ]);
    expect(lista.data[0].fechado_por).toBeTruthy();

    // the engine's refusals: a date already closed, a future date
    expect(json(await api(e, 'POST', 'balancete', { data: dia(-12) })).errors.data).toEqual(['O período já está fechado até esta data.']);
    expect(json(await api(e, 'POST', 'balancete', { data: dia(1) })).errors.data).toEqual(['Não é possível fechar um período futuro.']);

    const mensagem = MENSAGENS_ESTOQUE.periodoFechado(e.nome, dia(-10));
    expect(json(await api(e, 'GET', `balancete/check-date/${dia(-10)}`))).toEqual({
      data: dia(-10),
      fechado: true,
      fechado_ate: dia(-10),
      mensagem,
    });
    expect(json(await api(e, 'GET', `balancete/check-date/${dia(-9)}`))).toMatchObject({ fechado: false, mensagem: null });

    // a movement dated inside the closed period is refused with the engine's message; one after it passes
    const saida = (data: string) => api(e, 'POST', 'saida', { destino_tipo: 2, data, itens: [{ material_id: m.id, quantidade: 1 }] });
    const recusada = await saida(dia(-11));
    expect(recusada.statusCode).toBe(422);
    // (the exit screen names the item the engine refused)
    expect(json(recusada).errors['itens.0.quantidade']).toEqual([`Item 1: ${mensagem}`]);
    expect((await saida(dia(-9))).statusCode).toBe(201);
  });

  it('checks the closing of the session’s own stock only, and needs its permissions to close', async () => {
    const e = await novoEstoqueDeTeste(ctx);
    const outro = await novoEstoqueDeTeste(ctx);
    expect((await api(outro, 'POST', 'balancete', { data: dia(-3) })).statusCode).toBe(201);
    expect(json(await api(e, 'GET', `balancete/check-date/${dia(-5)}`)).fechado).toBe(false);
    expect(json(await api(e, 'GET', 'balancete/list?length=10&start=0')).data).toEqual([]);
    expect(json(await api(e, 'POST', 'balancete', { data: '31/02/2025' })).errors.data).toEqual([
      'Data de fechamento deve ser uma data válida.',
    ]);
    const recepcao = await ctx.login('recepcao');
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/almoxarifado/balancete',
      headers: recepcao.headers,
      payload: { data: dia(-1) },
    });
    expect(r.statusCode).toBe(403);
  });
});
