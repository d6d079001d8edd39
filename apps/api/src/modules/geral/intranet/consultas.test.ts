import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  // any logged-in user may look these up: a user without any role is enough
  headers = (await ctx.login(await criarUsuario(ctx, { comoLogin: 'medico', semPapeis: true }))).headers;
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: json(res) };
};
const porNome = (nomes: string[]) => [...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR'));

describe('consultas da intranet: estado, município, país', () => {
  it('answer 401 without a session', async () => {
    for (const url of ['/api/intranet/estado', '/api/intranet/municipio/autocomplete', '/api/intranet/pais/autocomplete']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'x-cliente': 'demo' } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists the 27 states by name', async () => {
    const { status, body } = await get('/api/intranet/estado');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(27);
    expect(body.data[0]).toEqual({ id: 12, uf: 'AC', nome: 'Acre' });
    expect(body.data.map((e: { nome: string }) => e.nome)).toEqual(porNome(body.data.map((e: { nome: string }) => e.nome)));
  });

  it('finds a municipality ignoring accents and case, exact name first', async () => {
    for (const termo of ['sao paulo', 'SÃO PAULO', 'São  Paulo ']) {
      const { status, body } = await get(`/api/intranet/municipio/autocomplete?search[value]=${encodeURIComponent(termo)}`);
      expect(status).toBe(200);
      expect(body.data[0]).toEqual({ id: 3550308, nome: 'São Paulo', uf: 'SP', estado_id: 35, label: 'São Paulo - SP' });
      expect(body.data.length).toBeLessThanOrEqual(10);
    }
    // name and UF, and the label typed back
    const santos = await get('/api/intranet/municipio/autocomplete?search[value]=santos%20sp');
    expect(santos.body.data[0].label).toBe('Santos - SP');
    expect(santos.body.data.every((m: { uf: string }) => m.uf === 'SP')).toBe(true);
    const label = await get(`/api/intranet/municipio/autocomplete?search[value]=${encodeURIComponent('Garanhuns - PE')}`);
    expect(label.body.data.map((m: { id: number }) => m.id)).toEqual([2606002]);
  });

  it('finds by IBGE code (7 digits or the 6 without the check digit) and filters by state', async () => {
    expect((await get('/api/intranet/municipio/autocomplete?search[value]=2606002')).body.data[0].nome).toBe('Garanhuns');
    expect((await get('/api/intranet/municipio/autocomplete?search[value]=260600')).body.data[0].nome).toBe('Garanhuns');
    const pe = await get('/api/intranet/municipio/autocomplete?search[value]=bom&estado_id=26&length=50');
    expect(pe.body.data.length).toBeGreaterThan(1);
    expect(pe.body.data.every((m: { uf: string }) => m.uf === 'PE')).toBe(true);
  });

  it('answers at most 10 items by default, up to 50 when asked, and the first ones by name for an empty term', async () => {
    const padrao = await get('/api/intranet/municipio/autocomplete?search[value]=santa');
    expect(padrao.body.data).toHaveLength(10);
    expect((await get('/api/intranet/municipio/autocomplete?search[value]=santa&length=50')).body.data).toHaveLength(50);
    const vazio = await get('/api/intranet/municipio/autocomplete');
    expect(vazio.body.data).toHaveLength(10);
    const nomes = vazio.body.data.map((m: { nome: string }) => m.nome);
    expect(nomes[0]).toBe('Abadia de Goiás');
    expect(nomes).toEqual(porNome(nomes));
    // the web component's other keys are accepted and exclude_value leaves an item out
    const web = await get(
      '/api/intranet/municipio/autocomplete?draw=3&search[value]=garanhuns&search[regex]=false&columns[0][data]=nome&start=0&length=10&exclude_value=2606002',
    );
    expect(web.status).toBe(200);
    expect(web.body.data).toEqual([]);
  });

  it('refuses a bad query with pt-BR messages (422)', async () => {
    const res = await get('/api/intranet/municipio/autocomplete?length=abc&estado_id=99');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Os dados informados são inválidos.',
      errors: { length: ['Quantidade deve ser um número válido.'], estado_id: ['O estado informado é inválido.'] },
    });
    expect((await get('/api/intranet/pais/autocomplete?length=51')).body.errors).toEqual({
      length: ['Quantidade deve estar entre 1 e 50.'],
    });
    expect((await get(`/api/intranet/pais/autocomplete?search[value]=${'x'.repeat(101)}`)).body.errors).toEqual({
      'search.value': ['O campo Busca deve conter no máximo 100 caracteres'],
    });
  });

  it('finds a country by name or e-SUS number', async () => {
    expect((await get('/api/intranet/pais/autocomplete?search[value]=brasil')).body.data[0]).toEqual({
      id: 31,
      nome: 'BRASIL',
      label: 'BRASIL',
    });
    expect((await get('/api/intranet/pais/autocomplete?search[value]=31')).body.data[0].nome).toBe('BRASIL');
    const africa = await get('/api/intranet/pais/autocomplete?search[value]=africa');
    expect(africa.body.data.map((p: { nome: string }) => p.nome)).toContain('ÁFRICA DO SUL');
  });
});
