import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('cadastro/especialidade', () => {
  it('ties a specialty to an existing CBO, keeps names unique and activates/deactivates it', async () => {
    const nome = `Hebiatria ${Math.random().toString(36).slice(2, 8)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/especialidade',
      headers: admin,
      payload: { nome, ocupacao_codigo: '225124' },
    });
    expect(res.statusCode).toBe(201);
    const id = json(res).id;
    expect(json(res).ocupacao).toEqual({ codigo: '225124', nome: 'Médico pediatra', label: '225124 - Médico pediatra' });

    const semCbo = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/especialidade',
      headers: admin,
      payload: { nome: `${nome} 2`, ocupacao_codigo: '999999' },
    });
    expect(semCbo.statusCode).toBe(422);
    expect(json(semCbo).errors).toEqual({ ocupacao_codigo: ['Ocupação (CBO) não encontrada.'] });
    const vazio = await ctx.app.inject({ method: 'POST', url: '/api/cadastro/especialidade', headers: admin, payload: { nome: '' } });
    expect(json(vazio).errors).toEqual({
      nome: ['O campo Nome é obrigatório.'],
      ocupacao_codigo: ['O campo Ocupação (CBO) é obrigatório.'],
    });

    const repetido = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/especialidade',
      headers: admin,
      payload: { nome: nome.toUpperCase(), ocupacao_codigo: '225125' },
    });
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });

    const recepcao = (await ctx.login('recepcao')).headers;
    const busca = async () =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/cadastro/especialidade/autocomplete?search[value]=${encodeURIComponent(nome)}`,
          headers: recepcao,
        }),
      ).data;
    expect(await busca()).toEqual([{ id, label: nome }]);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/especialidade/desativar/${id}`, headers: recepcao })).statusCode,
    ).toBe(403);

    const desativada = await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/especialidade/desativar/${id}`, headers: admin });
    expect(json(desativada)).toMatchObject({ id, bloqueado: true });
    expect(await busca()).toEqual([]);
    const inativas = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/especialidade/datatable?situacao=bloqueado&search[value]=${encodeURIComponent(nome)}`,
        headers: admin,
      }),
    );
    expect(inativas.data).toEqual([{ id, nome, ocupacao_codigo: '225124', ocupacao_nome: 'Médico pediatra', bloqueado: true }]);

    expect(json(await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/especialidade/ativar/${id}`, headers: admin })).bloqueado).toBe(
      false,
    );
    expect(await busca()).toEqual([{ id, label: nome }]);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/cadastro/especialidade/ativar/999999999', headers: admin })).statusCode).toBe(
      404,
    );
    // the engine's own block path is the same state
    expect(json(await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/especialidade/bloquear/${id}`, headers: admin })).bloqueado).toBe(
      true,
    );

    // the reception reads the list but does not register
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cadastro/especialidade/datatable', headers: recepcao })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cadastro/especialidade/create', headers: recepcao })).statusCode).toBe(403);
    await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/especialidade/${id}`, headers: admin });
  });
});
