import { isValidProcedimentoSigtap } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('medico')).headers;
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: json(res) };
};
const consulta = {
  id: '0301010064',
  codigo: '0301010064',
  nome: 'CONSULTA MEDICA EM ATENÇÃO PRIMÁRIA',
  label: '0301010064 - CONSULTA MEDICA EM ATENÇÃO PRIMÁRIA',
  complexidade: 1,
  sexo: 'I',
  idade_minima: 0,
  idade_maxima: 1571,
};

describe('SIGTAP procedimentos', () => {
  it('answer 401 without a session', async () => {
    for (const url of ['/api/sigtap/servico/autocomplete?query=consulta', '/api/sigtap/servico/list', '/api/sigtap/servico/0301010064']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { 'x-cliente': 'demo' } })).statusCode, url).toBe(401);
    }
  });

  it('autocomplete finds by code (also masked) through query or search[value]', async () => {
    for (const url of [
      '/api/sigtap/servico/autocomplete?query=0301010064',
      '/api/sigtap/servico/autocomplete?search[value]=0301010064',
      `/api/sigtap/servico/autocomplete?query=${encodeURIComponent('03.01.01.006-4')}`,
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(body.data[0], url).toEqual(consulta);
    }
    const grupo = (await get('/api/sigtap/servico/autocomplete?query=030101')).body.data;
    expect(grupo).toHaveLength(10);
    expect(grupo.every((p: { codigo: string }) => p.codigo.startsWith('030101'))).toBe(true);
  });

  it('autocomplete finds by name ignoring accents and case, every word, at most 10', async () => {
    const { body } = await get('/api/sigtap/servico/autocomplete?query=consulta%20medica%20atencao%20primaria');
    expect(body.data[0]).toEqual(consulta);
    const muitas = (await get('/api/sigtap/servico/autocomplete?query=consulta')).body.data;
    expect(muitas).toHaveLength(10);
    expect((await get('/api/sigtap/servico/autocomplete')).body.data).toHaveLength(10);
  });

  it('list pages the matches, 10 at a time', async () => {
    const p1 = (await get('/api/sigtap/servico/list?query=consulta')).body;
    const p2 = (await get('/api/sigtap/servico/list?query=consulta&page=2')).body;
    expect(p1).toMatchObject({ current_page: 1, per_page: 10 });
    expect(p1.total).toBeGreaterThan(10);
    expect(p1.last_page).toBe(Math.ceil(p1.total / 10));
    expect(p1.data).toHaveLength(10);
    expect(p2.current_page).toBe(2);
    const codigos1 = p1.data.map((p: { codigo: string }) => p.codigo);
    expect(p2.data.some((p: { codigo: string }) => codigos1.includes(p.codigo))).toBe(false);
    expect((await get('/api/sigtap/servico/list?query=consulta&page=0')).body.errors).toEqual({
      page: ['Página deve ser maior ou igual a 1.'],
    });
  });

  it('shows one procedure, 404 when absent, 422 when the code cannot exist', async () => {
    const { status, body } = await get('/api/sigtap/servico/0301010064');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...consulta,
      complexidade_nome: 'Atenção Básica',
      sexo_nome: 'Ambos',
      quantidade_maxima: null,
      valor_sa: '0.00',
      financiamento: '01',
      financiamento_nome: 'Atenção Básica (PAB)',
      competencia: '202608',
    });
    // a well-formed code (valid check digit) that SIGTAP does not have
    const base = '030101999';
    const ausente = Array.from({ length: 10 }, (_, d) => `${base}${d}`).find(isValidProcedimentoSigtap) as string;
    expect(await get(`/api/sigtap/servico/${ausente}`)).toEqual({
      status: 404,
      body: { message: 'Procedimento não encontrado na tabela SIGTAP.' },
    });
    expect(await get('/api/sigtap/servico/0301010065')).toEqual({
      status: 422,
      body: { message: 'Os dados informados são inválidos.', errors: { codigo: ['O código de procedimento informado é inválido.'] } },
    });
  });
});
