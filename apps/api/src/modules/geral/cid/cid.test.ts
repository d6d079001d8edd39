import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('medico')).headers;
});
afterAll(() => ctx.close());

const buscar = async (termo: string, extra = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/cid/autocomplete?search[value]=${encodeURIComponent(termo)}${extra}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return json(res).data as Record<string, any>[];
};

describe('CID-10 autocomplete', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cid/autocomplete?search[value]=A00', headers: { 'x-cliente': 'demo' } });
    expect(res.statusCode).toBe(401);
  });

  it('finds by description ignoring accents and case, the exact name first', async () => {
    for (const termo of ['colera', 'CÓLERA', 'Cólera']) {
      const data = await buscar(termo);
      expect(data[0]).toEqual({ id: 'A00', codigo: 'A00', descricao: 'Cólera', label: 'A00 - Cólera', subcategoria: false, sexo: null });
      expect(data.map((c) => c.id)).toEqual(expect.arrayContaining(['A000', 'A001', 'A009']));
    }
    const a000 = (await buscar('colera')).find((c) => c.id === 'A000');
    expect(a000).toMatchObject({
      codigo: 'A00.0',
      label: 'A00.0 - Cólera devida a Vibrio Cholerae 01, biótipo Cholerae',
      subcategoria: true,
    });
  });

  it('finds by code, with or without the dot: the code itself first, then its subcategories in code order', async () => {
    expect((await buscar('A00')).slice(0, 4).map((c) => c.codigo)).toEqual(['A00', 'A00.0', 'A00.1', 'A00.9']);
    expect((await buscar('a00')).slice(0, 4).map((c) => c.codigo)).toEqual(['A00', 'A00.0', 'A00.1', 'A00.9']);
    expect((await buscar('A00.1'))[0].id).toBe('A001');
    expect((await buscar('a001'))[0].id).toBe('A001');
  });

  it('carries the sex restriction and matches every word of the term', async () => {
    const [n40] = await buscar('hiperplasia prostata');
    expect(n40).toMatchObject({ id: 'N40', sexo: 'M' });
    expect((await buscar('O00'))[0]).toMatchObject({ id: 'O00', sexo: 'F' });
  });

  it('answers at most 10 items, more on request, and the first by name for an empty term', async () => {
    expect(await buscar('neoplasia')).toHaveLength(10);
    expect(await buscar('neoplasia', '&length=50')).toHaveLength(50);
    const vazio = await buscar('');
    expect(vazio).toHaveLength(10);
    const nomes = vazio.map((c) => c.descricao);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await buscar('colera', '&exclude_value=A00')).map((c) => c.id)).not.toContain('A00');
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await buscar('%_%')).toEqual([]);
    expect(await buscar('a%')).toEqual([]);
    expect(await buscar('a_0')).toEqual([]);
  });
});
