import { AMB } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { usuarioCom } from '../agendamento/agendamento.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
const base = '/api/ambulatorio/supervisor';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

describe('ambulatorio/supervisor', () => {
  it('the user picker leaves out who is already a supervisor; include, refuse twice, remove', async () => {
    const busca = json(await get(`${base}/usuario/autocomplete?search[value]=admin`)).data as { id: number; label: string }[];
    const alvo = busca.find((u) => u.label.endsWith('(admin)'));
    expect(alvo, JSON.stringify(busca)).toBeDefined();
    const id = alvo?.id as number;
    const incluido = await ctx.app.inject({ method: 'POST', url: base, headers: admin, payload: { usuario_id: id } });
    expect(incluido.statusCode, incluido.body).toBe(201);
    const linha = (json(incluido).data as { id: number; usuario_id: number }[]).find((s) => s.usuario_id === id);
    expect(linha).toBeDefined();
    expect(json(await get(`${base}/usuario/autocomplete?search[value]=admin`)).data.map((u: { id: number }) => u.id)).not.toContain(id);
    const duplo = await ctx.app.inject({ method: 'POST', url: base, headers: admin, payload: { usuario_id: id } });
    expect(json(duplo).errors.usuario_id).toEqual(['Este usuário já é supervisor do ambulatório.']);
    expect(json(await get(`${base}/is-supervisor/${id}`)).data).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${linha?.id}`, headers: admin })).statusCode).toBe(204);
    expect(json(await get(`${base}/is-supervisor/${id}`)).data).toBe(false);
  });

  it('only who may edit supervisors searches users', async () => {
    const soVer = await usuarioCom(ctx, [AMB.supervisorVer]);
    expect((await get(`${base}/usuario/autocomplete?search[value]=ad`, soVer)).statusCode).toBe(403);
    expect((await get(base, soVer)).statusCode).toBe(200);
  });
});
