import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('medico')).headers;
});
afterAll(() => ctx.close());

const buscar = async (termo: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/ocupacoes/autocomplete?search[value]=${encodeURIComponent(termo)}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return json(res).data as Record<string, any>[];
};

describe('CBO autocomplete', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ocupacoes/autocomplete', headers: { 'x-cliente': 'demo' } });
    expect(res.statusCode).toBe(401);
  });

  it('finds by title ignoring accents and case, and by code with or without the mask', async () => {
    const medico = { id: '225125', codigo: '225125', nome: 'Médico clínico', label: '225125 - Médico clínico' };
    expect((await buscar('medico clinico'))[0]).toEqual(medico);
    expect((await buscar('MÉDICO CLÍNICO'))[0]).toEqual(medico);
    expect((await buscar('225125'))[0]).toEqual(medico);
    expect((await buscar('2251-25'))[0]).toEqual(medico);
    const prefixo = await buscar('2251');
    expect(prefixo).toHaveLength(10);
    expect(prefixo.every((o) => o.codigo.startsWith('2251'))).toBe(true);
    expect(prefixo.map((o) => o.codigo)).toEqual(prefixo.map((o) => o.codigo).sort());
  });

  it('answers at most 10 items', async () => {
    expect(await buscar('tecnico')).toHaveLength(10);
    expect(await buscar('')).toHaveLength(10);
  });
});
