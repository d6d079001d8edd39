import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let bioquimico: Record<string, string>;
let laboratorio: Record<string, string>;
const BASE = '/api/exame-laboratorial/laboratorio';
const nome = () => `Laboratório ${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  bioquimico = (await ctx.login('bioquimico')).headers;
  laboratorio = (await ctx.login('laboratorio')).headers;
});
afterAll(async () => {
  await ctx.close();
});

describe('exame-laboratorial/laboratorio', () => {
  it('lists the laboratories with their type (Municipal/Apoio) and unit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/datatable?draw=1&start=0&length=50`, headers: laboratorio });
    expect(res.statusCode).toBe(200);
    const data = json(res).data as Record<string, unknown>[];
    expect(data).toContainEqual(
      expect.objectContaining({
        nome: 'Laboratório Municipal de Análises Clínicas',
        tipo: 'Municipal',
        unidade_nome: 'Policlínica Municipal',
      }),
    );
    expect(data).toContainEqual(
      expect.objectContaining({ nome: 'Laboratório de Apoio Diagnóstico Agreste', tipo: 'Apoio', cnes: '9876543' }),
    );
  });

  it('the bench may not register a laboratory; the biochemist registers one at a unit of the form', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: bioquimico })).form;
    const unidade = (form.unidades as { id: number; nome: string }[]).find((u) => u.nome === 'Policlínica Municipal');
    expect(unidade).toBeTruthy();
    const payload = {
      nome: nome(),
      unidade_id: unidade?.id,
      apoio: false,
      cnes: '1234567',
      codigo_hl7: '',
      responsavel_tecnico: 'Fulana — CRF 1',
    };
    expect((await ctx.app.inject({ method: 'POST', url: BASE, headers: laboratorio, payload })).statusCode).toBe(403);
    const res = await ctx.app.inject({ method: 'POST', url: BASE, headers: bioquimico, payload });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ unidade_id: unidade?.id, apoio: false, cnes: '1234567', codigo_hl7: null });
  });

  it('refuses a municipal laboratory without a unit, a CNES not of 7 digits and an unknown unit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: bioquimico,
      payload: { nome: nome(), apoio: false, cnes: '12ab' },
    });
    expect(res.statusCode).toBe(422);
    const e = json(res).errors;
    expect(e.unidade_id).toEqual(['O campo Unidade é obrigatório para o laboratório municipal.']);
    expect(e.cnes).toEqual(['O CNES deve conter 7 dígitos.']);
    const semUnidade = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: bioquimico,
      payload: { nome: nome(), unidade_id: 999999999 },
    });
    expect(json(semUnidade).errors.unidade_id).toEqual(['Unidade não encontrada ou bloqueada.']);
    // a support laboratory needs no unit
    const apoio = await ctx.app.inject({ method: 'POST', url: BASE, headers: bioquimico, payload: { nome: nome(), apoio: true } });
    expect(apoio.statusCode).toBe(201);
  });
});
