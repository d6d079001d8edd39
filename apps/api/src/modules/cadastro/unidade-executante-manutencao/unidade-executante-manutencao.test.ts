import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

const sufixo = () => Math.random().toString(36).slice(2, 8);

describe('serviços e unidades executantes de manutenção', () => {
  it('validates the service deadline and keeps service names unique', async () => {
    const nome = `Vidraçaria ${sufixo()}`;
    const zero = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/servico-manutencao',
      headers: admin,
      payload: { nome, prazo_atendimento_dias: 0 },
    });
    expect(json(zero).errors).toEqual({ prazo_atendimento_dias: ['Prazo de atendimento (dias) deve ser maior ou igual a 1'] });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/servico-manutencao',
      headers: admin,
      payload: { nome, descricao: '', prazo_atendimento_dias: '' },
    });
    expect(ok.statusCode).toBe(201);
    expect(json(ok)).toMatchObject({ nome, descricao: null, prazo_atendimento_dias: null });
    const repetido = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/servico-manutencao',
      headers: admin,
      payload: { nome: nome.toLowerCase() },
    });
    expect(json(repetido).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
    await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/servico-manutencao/${json(ok).id}`, headers: admin });
  });

  it('saves a unit with its services and replaces them on edit', async () => {
    const servico = async (nome: string) =>
      json(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/cadastro/servico-manutencao',
          headers: admin,
          payload: { nome, prazo_atendimento_dias: 3 },
        }),
      ).id as number;
    const s = sufixo();
    const [eletrica, hidraulica, pintura] = [
      await servico(`Elétrica ${s}`),
      await servico(`Hidráulica ${s}`),
      await servico(`Pintura ${s}`),
    ];

    const semServico = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-executante-manutencao',
      headers: admin,
      payload: { nome: `Empresa ${s}`, cnpj: '11.111.111/1111-11' },
    });
    expect(json(semServico).errors).toEqual({ cnpj: ['O CNPJ informado é inválido.'], servico_ids: ['Selecione ao menos um item'] });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-executante-manutencao',
      headers: admin,
      payload: {
        nome: `Empresa ${s}`,
        cnpj: '',
        telefone: '(87) 3761-0000',
        email: `contato-${s}@empresa.com.br`,
        responsavel: 'Ana',
        servico_ids: [eletrica, hidraulica],
      },
    });
    expect(res.statusCode).toBe(201);
    const id = json(res).id;
    expect(json(res)).toMatchObject({ cnpj: null, telefone: '8737610000', servico_ids: [eletrica, hidraulica] });

    const editado = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/unidade-executante-manutencao/${id}`,
      headers: admin,
      payload: { nome: `Empresa ${s}`, servico_ids: [pintura, hidraulica] },
    });
    expect(json(editado).servico_ids).toEqual([hidraulica, pintura]);
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/unidade-executante-manutencao/datatable?search[value]=Empresa ${s}`,
        headers: admin,
      }),
    );
    expect(lista.data[0].servicos).toBe(`Hidráulica ${s}, Pintura ${s}`);

    // a service in use cannot be deleted; a service of another municipality cannot be linked
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/servico-manutencao/${pintura}`, headers: admin })).statusCode,
    ).toBe(409);
    const outra = (await ctx.login('admin', 'outra')).headers;
    const daOutra = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unidade-executante-manutencao',
      headers: outra,
      payload: { nome: `Empresa ${s}`, servico_ids: [pintura] },
    });
    expect(json(daOutra).errors).toEqual({ servico_ids: ['Serviço de manutenção não encontrado.'] });

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/unidade-executante-manutencao/${id}`, headers: admin })).statusCode,
    ).toBe(204);
    for (const sid of [eletrica, hidraulica, pintura]) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/servico-manutencao/${sid}`, headers: admin })).statusCode).toBe(
        204,
      );
    }
  });
});
