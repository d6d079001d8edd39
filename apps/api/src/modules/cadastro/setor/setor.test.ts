import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('cadastro/setor', () => {
  it('validates the type, keeps names unique ignoring case and lists the type name', async () => {
    const nome = `Acolhimento ${Math.random().toString(36).slice(2, 8)}`;
    const invalido = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/setor',
      headers: admin,
      payload: { nome, setor_tipo_id: 99 },
    });
    expect(json(invalido).errors).toEqual({ setor_tipo_id: ['Tipo de setor é inválido'] });
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/cadastro/setor', headers: admin, payload: { nome, setor_tipo_id: 1 } });
    expect(ok.statusCode).toBe(201);
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/setor',
      headers: admin,
      payload: { nome: nome.toUpperCase(), setor_tipo_id: 2 },
    });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/setor/datatable?search[value]=${encodeURIComponent(nome)}&tipo=1`,
        headers: admin,
      }),
    );
    expect(lista.data).toEqual([expect.objectContaining({ nome, setor_tipo_nome: 'Recepção', bloqueado: false })]);
    // the demo's sectors cannot be deleted while cost centres use them
    const recepcao = json(
      await ctx.app.inject({ method: 'GET', url: '/api/cadastro/setor/datatable?search[value]=Recep%C3%A7%C3%A3o&tipo=1', headers: admin }),
    ).data;
    const doSeed = recepcao.find((s: { nome: string }) => s.nome === 'Recepção');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/setor/${doSeed.id}`, headers: admin })).statusCode).toBe(409);
  });
});
