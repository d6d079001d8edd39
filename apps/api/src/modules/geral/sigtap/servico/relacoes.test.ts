import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../../test/helpers.js';

/** SIGTAP relations, the competência in use and the LEDI code lists, over the shipped national tables. */
let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('medico')).headers;
});
afterAll(() => ctx.close());

const get = async (url: string, h = headers) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: json(res) };
};

describe('relações do SIGTAP', () => {
  it('lists the CIDs of a procedure, principal ones first, with the dot and the description', async () => {
    // a delivery procedure: principal and secondary CIDs
    const { status, body } = await get('/api/sigtap/servico/0310010047/cids');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const principais = body.data.filter((c: { principal: boolean }) => c.principal);
    expect(principais.length).toBeGreaterThan(0);
    expect(principais.length).toBeLessThan(body.data.length);
    expect(body.data.slice(0, principais.length)).toEqual(principais);
    for (const c of body.data) expect(c.codigo).toMatch(/^[A-Z]\d{2}(\.\d)?$/);
    expect(body.data[0].descricao).toBeTruthy();
  });

  it('lists the CBO occupations of a procedure, including SUS codes with letters', async () => {
    const { body } = await get('/api/sigtap/servico/0301010064/ocupacoes');
    const codigos = body.data.map((o: { codigo: string }) => o.codigo);
    expect(codigos).toContain('225125'); // médico clínico
    expect(body.data.find((o: { codigo: string }) => o.codigo === '225125').nome).toBeTruthy();
    const { body: todos } = await get('/api/sigtap/servico/0301010072/ocupacoes');
    expect(todos.data.some((o: { codigo: string }) => /[A-Z]/.test(o.codigo))).toBe(true);
    expect(todos.data.every((o: { codigo: string }) => /^[0-9A-Z]{6}$/.test(o.codigo))).toBe(true);
  });

  it('answers 404 in pt-BR for an unknown procedure and 401 without a session', async () => {
    const { status, body } = await get('/api/sigtap/servico/0000000019/cids');
    expect(status).toBe(404);
    expect(body.message).toBe('Procedimento não encontrado na tabela SIGTAP.');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sigtap/servico/0301010064/ocupacoes', headers: { 'x-cliente': 'demo' } });
    expect(res.statusCode).toBe(401);
  });

  it('records the competência of the shipped release with its row counts', async () => {
    const { status, body } = await get('/api/sigtap/competencia');
    expect(status).toBe(200);
    expect(body.competencia).toMatch(/^\d{6}$/);
    expect(body.competencia_formatada).toBe(`${body.competencia.slice(4)}/${body.competencia.slice(0, 4)}`);
    expect(body.procedimentos).toBeGreaterThan(4000);
    expect(body.procedimentos_cid).toBeGreaterThan(50000);
    expect(body.procedimentos_ocupacao).toBeGreaterThan(100000);
    const { body: p } = await get('/api/sigtap/servico/0301010064');
    expect(p.competencia).toBe(body.competencia);
  });
});

describe('listas de códigos do LEDI', () => {
  it('answers a code list in LEDI order, the name ignoring case', async () => {
    const { status, body } = await get('/api/geral/ledi/Sexo');
    expect(status).toBe(200);
    expect(body.data).toContainEqual({ codigo: '0', descricao: 'Masculino' });
    expect(body.data).toContainEqual({ codigo: '1', descricao: 'Feminino' });
    expect((await get('/api/geral/ledi/racacor')).body.data.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 404 for an unknown list', async () => {
    const { status, body } = await get('/api/geral/ledi/NaoExiste');
    expect(status).toBe(404);
    expect(body.message).toBe('Tabela LEDI não encontrada.');
  });
});
