import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('cadastro/unidade-externa', () => {
  it('CNES is optional but validated and unique when given; the municipality comes from the IBGE table', async () => {
    const nome = `Hospital de Referência ${Math.random().toString(36).slice(2, 8)}`;
    const ruim = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-externa',
      headers: admin,
      payload: { nome, cnes: '12', cnpj: '123', tipo_id: 9, cep: '1' },
    });
    expect(json(ruim).errors).toMatchObject({
      cnes: ['O CNES informado é inválido.'],
      cnpj: ['O CNPJ informado é inválido.'],
      tipo_id: ['Tipo é inválido'],
      municipio_id: ['O campo Município é obrigatório.'],
      cep: ['O CEP informado é inválido.'],
    });
    const semCnes = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-externa',
      headers: admin,
      payload: { nome, cnes: '', tipo_id: 1, municipio_id: 2611606 },
    });
    expect(semCnes.statusCode).toBe(201);
    expect(json(semCnes).cnes).toBeNull();
    const cnes = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    const com = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-externa',
      headers: admin,
      payload: { nome: `${nome} II`, cnes, tipo_id: 1, municipio_id: 2611606, cep: '52.171-011', telefone: '(81) 3184-5400' },
    });
    expect(json(com)).toMatchObject({ cnes, cep: '52171011', telefone: '8131845400', municipio: { id: 2611606, label: 'Recife - PE' } });
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-externa',
      headers: admin,
      payload: { nome: 'Outra', cnes, tipo_id: 2, municipio_id: 2611606 },
    });
    expect(json(dup).errors).toEqual({ cnes: ['Já existe um registro com este valor.'] });
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/unidade-externa/datatable?search[value]=${encodeURIComponent(nome)}`,
        headers: admin,
      }),
    );
    expect(lista.data).toContainEqual(expect.objectContaining({ nome, tipo_nome: 'Hospital', municipio_nome: 'Recife - PE' }));
  });
});
