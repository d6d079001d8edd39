import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let coordenador: Record<string, string>;
let transporte: Record<string, string>;
const BASE = '/api/transporte-paciente/parametrizacao';

beforeAll(async () => {
  ctx = await createTestContext();
  coordenador = (await ctx.login('coordenador')).headers;
  transporte = (await ctx.login('transporte')).headers;
}, 240_000);
afterAll(() => ctx.close());

describe('transporte-paciente/parametrizacao', () => {
  it('the coordinator reads and saves the settings; the clerk may not', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: transporte })).statusCode).toBe(403);
    const form = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: coordenador }));
    expect(form.model).toMatchObject({ comprovante_acompanhante: true, antecedencia_embarque_min: 30 });
    const id = form.model.id as number;
    const payload = {
      comprovante_acompanhante: false,
      mensagem_protocolo: 'Guarde este protocolo.',
      mensagem_aviso: '',
      antecedencia_embarque_min: 45,
      prazo_agendamento_horas: 24,
      margem_chegada_min: 60,
    };
    const salvo = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(json(salvo)).toMatchObject({ id, comprovante_acompanhante: false, mensagem_aviso: null, antecedencia_embarque_min: 45 });
    const editado = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: coordenador,
      payload: { ...payload, margem_chegada_min: 90 },
    });
    expect(json(editado).margem_chegada_min).toBe(90);
    expect(json(await ctx.app.inject({ method: 'GET', url: `${BASE}/${id}/edit`, headers: coordenador })).model.margem_chegada_min).toBe(
      90,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${id + 999}/edit`, headers: coordenador })).statusCode).toBe(404);

    const invalido = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: { ...payload, antecedencia_embarque_min: 500 },
    });
    expect(invalido.statusCode).toBe(422);
    expect(json(invalido).errors.antecedencia_embarque_min).toEqual(['Antecedência de embarque (min) deve ser menor ou igual a 240']);
  });

  it('lotacao names the coordinator’s sector; autocomplete finds units', async () => {
    const lotacao = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/lotacao`, headers: coordenador }));
    expect(lotacao).toMatchObject({ setor_nome: 'Central de Transporte Sanitário', unidade_nome: 'Secretaria Municipal de Saúde' });
    const unidades = json(
      await ctx.app.inject({ method: 'GET', url: `${BASE}/autocomplete?search[value]=secretaria`, headers: coordenador }),
    );
    expect(unidades.data.map((u: { label: string }) => u.label)).toContain('Secretaria Municipal de Saúde');
  });
});
