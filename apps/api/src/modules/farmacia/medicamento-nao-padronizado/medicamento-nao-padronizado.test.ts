import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

/**
 * farmacia/medicamento-nao-padronizado beyond the engine's contract test: the picker's label (strength, form and the
 * Portaria 344 list that decides the prescription form) found by any of its words, and one row per name + strength + form.
 */
let ctx: TestContext;
let farmacia: Record<string, string>;
const base = '/api/farmacia/medicamento-nao-padronizado';

beforeAll(async () => {
  ctx = await createTestContext();
  farmacia = (await ctx.login('farmacia')).headers;
});
afterAll(() => ctx.close());

describe('farmacia/medicamento-nao-padronizado', () => {
  it('labels with strength, form and list; finds by any words; refuses a repeat and a bad form', async () => {
    const nome = `Lisdexanfetamina ${Math.random().toString(36).slice(2, 7)}`;
    const novo = { nome, concentracao: '30 mg', forma_farmaceutica_id: 3, lista_controle_id: 3, observacao: null };
    const criado = await ctx.app.inject({ method: 'POST', url: base, headers: farmacia, payload: novo });
    expect(criado.statusCode, criado.body).toBe(201);
    const termo = `${nome.split(' ')[1]} 30 capsula`;
    const achados = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/autocomplete?search[value]=${encodeURIComponent(termo)}`, headers: farmacia }),
    );
    expect(achados.data).toEqual([{ id: json(criado).id, label: `${nome} 30 mg cápsula (A3)` }]);

    const repetido = await ctx.app.inject({ method: 'POST', url: base, headers: farmacia, payload: novo });
    expect(repetido.statusCode).toBe(422);
    expect(Object.keys(json(repetido).errors)).toEqual(['nome']);
    const semForma = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers: farmacia,
      payload: { ...novo, forma_farmaceutica_id: 99 },
    });
    expect(json(semForma).errors.forma_farmaceutica_id).toEqual(['Forma farmacêutica é inválido']);
  });
});
