import { hojeIso, MENSAGENS_CONDUTOR, mensagens, situacaoCnh, somarDias } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { aleatorio } from '../cadastros/cadastros.fixtures.js';

let ctx: TestContext;
let coordenador: Record<string, string>;
let transporte: Record<string, string>;
const BASE = '/api/transporte-paciente/condutor';
const cnh = () => String(Math.floor(1e10 + Math.random() * 8.9e10));
const condutor = (nome: string, validade: string, extra: Record<string, unknown> = {}) => ({
  nome,
  cpf: '',
  telefone: '(87) 99999-0000',
  cnh_numero: cnh(),
  cnh_categoria: 'D',
  cnh_validade: validade,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  coordenador = (await ctx.login('coordenador')).headers;
  transporte = (await ctx.login('transporte')).headers;
}, 240_000);
afterAll(() => ctx.close());

describe('situacaoCnh', () => {
  it('expired after the day, expiring within 30 days (inclusive), valid beyond', () => {
    expect(situacaoCnh('2026-03-09', '2026-03-10')).toBe('vencida');
    expect(situacaoCnh('2026-03-10', '2026-03-10')).toBe('vencendo');
    expect(situacaoCnh('2026-04-09', '2026-03-10')).toBe('vencendo');
    expect(situacaoCnh('2026-04-10', '2026-03-10')).toBe('valida');
  });
});

describe('transporte-paciente/condutor', () => {
  it('flags on the list the licences expired (vencida) and expiring within 30 days (vencendo)', async () => {
    const marca = `Condutor ${aleatorio()}`;
    const hoje = hojeIso();
    for (const [sufixo, validade] of [
      ['A', somarDias(hoje, -1)],
      ['B', somarDias(hoje, 15)],
      ['C', somarDias(hoje, 400)],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: BASE,
        headers: coordenador,
        payload: condutor(`${marca} ${sufixo}`, validade),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/datatable?length=10&search[value]=${encodeURIComponent(marca)}&order[0][column_name]=nome&order[0][dir]=asc`,
        headers: transporte,
      }),
    );
    expect(lista.data.map((c: { situacao_cnh: string }) => c.situacao_cnh)).toEqual(['vencida', 'vencendo', 'valida']);
  });

  it('validates CPF, the 11 digits of the licence and its category, in pt-BR', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: condutor(`Condutor ${aleatorio()}`, '31/12/2030', { cpf: '111.111.111-12', cnh_numero: '1234', cnh_categoria: 'A' }),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      cpf: [mensagens.cpf],
      cnh_numero: [MENSAGENS_CONDUTOR.cnhNumero],
      cnh_categoria: [MENSAGENS_CONDUTOR.cnhCategoria],
    });
    const vazio = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload: {} });
    expect(json(vazio).errors).toMatchObject({
      nome: ['O campo Nome é obrigatório.'],
      cnh_numero: ['O campo Número da CNH é obrigatório.'],
      cnh_validade: ['O campo Validade da CNH é obrigatório.'],
    });
    // typed masks are stored as digits; a repeated licence is refused on its field
    const ok = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: condutor(`Condutor ${aleatorio()}`, '31/12/2030', { cnh_numero: '045.123.789-02' }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok)).toMatchObject({ cnh_numero: '04512378902', cnh_validade: '2030-12-31', telefone: '87999990000' });
    const repetido = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: condutor(`Condutor ${aleatorio()}`, '2030-12-31', { cnh_numero: '04512378902' }),
    });
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors.cnh_numero).toBeTruthy();
  });

  it('the clerk may not register a driver', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: transporte,
      payload: condutor(`Condutor ${aleatorio()}`, '2030-12-31'),
    });
    expect(res.statusCode).toBe(403);
  });
});
