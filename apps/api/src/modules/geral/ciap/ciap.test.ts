import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('medico')).headers;
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return json(res).data as Record<string, any>[];
};

describe('CIAP-2', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/api/geral/ciap', '/api/geral/ciap/autocomplete']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { 'x-cliente': 'demo' } })).statusCode).toBe(401);
    }
  });

  it('autocomplete finds by code or description, accents and case ignored', async () => {
    const k86 = {
      id: 'K86',
      codigo: 'K86',
      descricao: 'HIPERTENSÃO SEM COMPLICAÇÕES',
      cid_codigo: 'I10',
      label: 'K86 - HIPERTENSÃO SEM COMPLICAÇÕES',
    };
    expect((await get('/api/geral/ciap/autocomplete?search[value]=k86'))[0]).toEqual(k86);
    expect((await get('/api/geral/ciap/autocomplete?search[value]=hipertensao%20sem'))[0]).toEqual(k86);
    expect((await get('/api/geral/ciap/autocomplete?search[value]=febre'))[0]).toMatchObject({ codigo: 'A03', descricao: 'FEBRE' });
    expect(await get('/api/geral/ciap/autocomplete?search[value]=a')).toHaveLength(10);
    expect(await get('/api/geral/ciap/autocomplete')).toHaveLength(10);
  });

  it('the list answers every rubric in code order, or the matches of a search', async () => {
    const todas = await get('/api/geral/ciap');
    expect(todas).toHaveLength(686);
    expect(todas[0].codigo).toBe('A01');
    expect(todas.map((c) => c.codigo)).toEqual(todas.map((c) => c.codigo).sort());
    const diabetes = await get('/api/geral/ciap?search[value]=diabetes');
    expect(diabetes.map((c) => c.codigo)).toEqual(expect.arrayContaining(['T89', 'T90']));
  });
});
