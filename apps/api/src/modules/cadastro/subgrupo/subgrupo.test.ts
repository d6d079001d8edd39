import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, headers: admin, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('cadastro/subgrupo: the group filter is fed by the database (issue 24)', () => {
  it('lists only the subgroups of the chosen group, by its id, even when another group’s name contains it', async () => {
    const nome = unique('Grupo filtro');
    const grupo = json(await post('/api/cadastro/grupo', { nome })).id as number;
    // a second group whose name holds the first one's: a text match would mix them
    const outro = json(await post('/api/cadastro/grupo', { nome: `${nome} e similares` })).id as number;
    const sub = json(await post('/api/cadastro/subgrupo', { nome: unique('Sub do grupo'), grupo_id: grupo })).id as number;
    const subOutro = json(await post('/api/cadastro/subgrupo', { nome: unique('Sub do outro'), grupo_id: outro })).id as number;

    // the filter's options: the group registry's autocomplete
    const opcoes = json(await get(`/api/cadastro/grupo/autocomplete?length=50&search[value]=${encodeURIComponent(nome)}`)).data;
    expect(opcoes).toEqual(expect.arrayContaining([{ id: grupo, label: nome }]));

    const filtrada = json(await get(`/api/cadastro/subgrupo/datatable?length=100&grupo=${grupo}`));
    expect(filtrada.data.map((r: { id: number }) => r.id)).toEqual([sub]);
    expect(filtrada.records_filtered).toBe(1);
    const doOutro = json(await get(`/api/cadastro/subgrupo/datatable?length=100&grupo=${outro}`));
    expect(doOutro.data.map((r: { id: number }) => r.id)).toEqual([subOutro]);
    // not an id: ignored, like an unknown option of a fixed filter
    const todas = json(await get('/api/cadastro/subgrupo/datatable?length=100&grupo=abc'));
    expect(todas.records_filtered).toBeGreaterThan(1);
  });
});
