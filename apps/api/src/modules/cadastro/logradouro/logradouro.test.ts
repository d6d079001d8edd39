import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('bairros, logradouros e a existência do CEP (spec 000 §5)', () => {
  it('registers a street with its DNE type and neighbourhood; the CEP check then answers true', async () => {
    // the demo seed already has a Heliópolis (Garanhuns): this test's neighbourhood gets its own name
    const bairroNome = unique('Heliópolis');
    const form = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/logradouro/create', headers: admin })).form;
    expect(form.tipos_logradouro).toContainEqual({ codigo: '081', nome: 'RUA' });
    const bairro = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cadastro/bairro',
        headers: admin,
        payload: { nome: bairroNome, municipio_id: 2606002 },
      }),
    );
    const recepcao = (await ctx.login('recepcao')).headers;
    const antes = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/logradouro/has-cep/55295-410', headers: recepcao }));
    expect(antes).toEqual({ data: false });

    const rua = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/logradouro',
      headers: admin,
      payload: { tipo_logradouro_codigo: '081', nome: 'Rua Quinze de Novembro', cep: '55.295-410', bairro_id: bairro.id },
    });
    expect(rua.statusCode).toBe(201);
    expect(json(rua).cep).toBe('55295410');
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/logradouro/has-cep/55295410', headers: recepcao }))).toEqual({
      data: true,
    });
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: '/api/cadastro/logradouro/datatable?search[value]=55295', headers: admin }),
    );
    expect(lista.data[0]).toMatchObject({ tipo_logradouro_nome: 'RUA', nome: 'Rua Quinze de Novembro', bairro_nome: bairroNome });

    // blocked streets no longer vouch for their CEP; another municipality never sees them
    await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/logradouro/bloquear/${json(rua).id}`, headers: admin });
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/logradouro/has-cep/55295410', headers: recepcao })).data).toBe(
      false,
    );
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/logradouro/has-cep/55295410', headers: outra })).data).toBe(
      false,
    );

    const bairroEmUso = await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/bairro/${bairro.id}`, headers: admin });
    expect(bairroEmUso.statusCode).toBe(409);
  });

  it('validates the CEP and the type with pt-BR messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/logradouro',
      headers: admin,
      payload: { nome: 'Rua X', cep: '123', bairro_id: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      cep: ['O CEP informado é inválido.'],
      tipo_logradouro_codigo: ['O campo Tipo de logradouro é obrigatório.'],
    });
  });
});
