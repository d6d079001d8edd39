import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

/** farmacia/supervisor: the pharmacy's rows of cadastro/supervisor, changed only by who holds the supervisor permission. */
let ctx: TestContext;
let supervisor: Record<string, string>;
let farmacia: Record<string, string>;
const base = '/api/farmacia/supervisor';

beforeAll(async () => {
  ctx = await createTestContext();
  supervisor = (await ctx.login('farmaceutico')).headers;
  farmacia = (await ctx.login('farmacia')).headers;
});
afterAll(() => ctx.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

describe('farmacia/supervisor', () => {
  it('the demo pharmacist in charge is one; include, refuse twice, is-supervisor, remove', async () => {
    const lista = json(await req('GET', base, supervisor)).data as { id: number; usuario_id: number; login: string }[];
    const responsavel = lista.find((s) => s.login === 'farmaceutico');
    expect(responsavel).toBeDefined();
    expect(json(await req('GET', `${base}/is-supervisor/${responsavel?.usuario_id}`, farmacia)).data).toBe(true);

    // who already supervises the pharmacy is not offered
    expect((json(await req('GET', `${base}/usuario/autocomplete?search[value]=farmaceutico`, supervisor)).data as unknown[]).length).toBe(
      0,
    );
    const busca = json(await req('GET', `${base}/usuario/autocomplete?search[value]=almoxarifado`, supervisor)).data as {
      id: number;
      label: string;
    }[];
    const alvo = busca.find((u) => u.label.endsWith('(almoxarifado)'));
    expect(alvo, JSON.stringify(busca)).toBeDefined();
    const id = alvo?.id as number;
    expect(json(await req('GET', `${base}/is-supervisor/${id}`, farmacia)).data).toBe(false);

    const incluido = await req('POST', base, supervisor, { usuario_id: id });
    expect(incluido.statusCode, incluido.body).toBe(201);
    const linha = (json(incluido).data as { id: number; usuario_id: number }[]).find((s) => s.usuario_id === id);
    const duplo = await req('POST', base, supervisor, { usuario_id: id });
    expect(json(duplo).errors.usuario_id).toEqual(['Este usuário já é supervisor da farmácia.']);
    expect(json(await req('GET', `${base}/is-supervisor/${id}`, farmacia)).data).toBe(true);
    // a supervisor of the pharmacy is not one of the outpatient clinic
    expect(json(await req('GET', `/api/ambulatorio/supervisor/is-supervisor/${id}`, farmacia)).data).toBe(false);
    expect((await req('DELETE', `${base}/${linha?.id}`, supervisor)).statusCode).toBe(204);
    expect(json(await req('GET', `${base}/is-supervisor/${id}`, farmacia)).data).toBe(false);
  });

  it('the pharmacist sees the supervisors but changes nothing', async () => {
    expect((await req('GET', base, farmacia)).statusCode).toBe(200);
    expect((await req('POST', base, farmacia, { usuario_id: 1 })).statusCode).toBe(403);
    expect((await req('GET', `${base}/usuario/autocomplete?search[value]=fa`, farmacia)).statusCode).toBe(403);
    expect((await req('DELETE', `${base}/1`, farmacia)).statusCode).toBe(403);
  });
});
