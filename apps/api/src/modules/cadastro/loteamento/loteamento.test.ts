import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('cadastro/loteamento', () => {
  it('is unique per neighbourhood and offered with its neighbourhood in the autocomplete', async () => {
    const s = Math.random().toString(36).slice(2, 8);
    const bairro = async (nome: string) =>
      json(await ctx.app.inject({ method: 'POST', url: '/api/cadastro/bairro', headers: admin, payload: { nome, municipio_id: 2606002 } }))
        .id as number;
    const [b1, b2] = [await bairro(`Bairro A ${s}`), await bairro(`Bairro B ${s}`)];
    const criar = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/cadastro/loteamento', headers: admin, payload });

    const primeiro = await criar({ nome: `Loteamento Sol ${s}`, bairro_id: b1, cep: '55.296-100' });
    expect(primeiro.statusCode).toBe(201);
    expect(json(primeiro)).toMatchObject({ cep: '55296100', bairro: { id: b1, label: `Bairro A ${s}` } });
    expect(json(await criar({ nome: `LOTEAMENTO SOL ${s}`, bairro_id: b1 })).errors).toEqual({
      nome: ['Já existe um registro com este valor.'],
    });
    const noOutro = await criar({ nome: `Loteamento Sol ${s}`, bairro_id: b2, cep: '' });
    expect(noOutro.statusCode).toBe(201);
    expect(json(noOutro).cep).toBeNull();
    expect(json(await criar({ nome: 'X', bairro_id: b1, cep: '5529' })).errors).toEqual({ cep: ['O CEP informado é inválido.'] });

    const recepcao = (await ctx.login('recepcao')).headers;
    const ac = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/loteamento/autocomplete?search[value]=sol ${s}`, headers: recepcao }),
    ).data;
    expect(ac).toEqual([
      { id: json(primeiro).id, label: `Loteamento Sol ${s} - Bairro A ${s}` },
      { id: json(noOutro).id, label: `Loteamento Sol ${s} - Bairro B ${s}` },
    ]);
    expect((await criar({ nome: 'Y', bairro_id: b1 })).statusCode).toBe(201);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/cadastro/loteamento', headers: recepcao, payload: { nome: 'Z', bairro_id: b1 } }))
        .statusCode,
    ).toBe(403);
  });
});
