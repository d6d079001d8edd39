import { MENSAGENS_VEICULO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { aleatorio, tenantDemo } from '../cadastros/cadastros.fixtures.js';

let ctx: TestContext;
let coordenador: Record<string, string>;
let transporte: Record<string, string>;
let t: Awaited<ReturnType<typeof tenantDemo>>;
const BASE = '/api/transporte-paciente/veiculo';
const veiculo = (placa: string, extra: Record<string, unknown> = {}) => ({
  placa,
  tipo: 2,
  descricao: `Van ${aleatorio()}`,
  lugares: 15,
  lugares_cadeirante: 1,
  lugares_maca: 0,
  acessivel: true,
  propriedade: 1,
  ...extra,
});
const letras = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

beforeAll(async () => {
  ctx = await createTestContext();
  coordenador = (await ctx.login('coordenador')).headers;
  transporte = (await ctx.login('transporte')).headers;
  t = await tenantDemo(ctx);
}, 240_000);
afterAll(() => ctx.close());

describe('transporte-paciente/veiculo', () => {
  it('accepts the old and the Mercosul plates, normalised, and refuses other formats with the pt-BR message', async () => {
    const l = letras();
    const antiga = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload: veiculo(`${l.toLowerCase()}1234`) });
    expect(antiga.statusCode, antiga.body).toBe(201);
    expect(json(antiga).placa).toBe(`${l}-1234`);
    const mercosul = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload: veiculo(` ${l}5c67 `) });
    expect(mercosul.statusCode, mercosul.body).toBe(201);
    expect(json(mercosul).placa).toBe(`${l}5C67`);

    for (const placa of ['AB-1234', 'ABC-12345', 'ABC1C2D', '1234ABC', 'ABCD123']) {
      const res = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload: veiculo(placa) });
      expect(res.statusCode, placa).toBe(422);
      expect(json(res).errors.placa).toEqual([MENSAGENS_VEICULO.placa]);
    }
    // one plate per municipality: the hyphen does not make another vehicle
    const repetida = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload: veiculo(`${l}1234`) });
    expect(repetida.statusCode).toBe(422);
    expect(json(repetida).errors.placa).toEqual([MENSAGENS_VEICULO.placaRepetida]);
    // editing keeps its own plate
    const id = json(antiga).id as number;
    const editado = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: coordenador,
      payload: veiculo(`${l}-1234`, { lugares: 12 }),
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(json(editado).lugares).toBe(12);
  });

  it('requires the contract of a contracted vehicle and lists type and ownership by name', async () => {
    const placa = `${letras()}2A34`;
    const sem = await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload: veiculo(placa, { propriedade: 2 }) });
    expect(sem.statusCode).toBe(422);
    expect(json(sem).errors.contrato).toEqual([MENSAGENS_VEICULO.contrato]);
    const com = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: veiculo(placa, {
        propriedade: 2,
        contrato: 'Contrato 12/2026 — Locadora Agreste',
        renavam: '123456789',
        consumo_km_litro: '8,5',
      }),
    });
    expect(com.statusCode, com.body).toBe(201);
    expect(json(com)).toMatchObject({ renavam: '123456789', consumo_km_litro: '8.50' });
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${BASE}/datatable?length=10&search[value]=${placa}`, headers: transporte }),
    );
    expect(lista.data).toEqual([
      expect.objectContaining({
        placa,
        tipo_nome: 'Van',
        propriedade_nome: 'Contratado',
        lugares: 15,
        lugares_cadeirante: 1,
        acessivel: true,
      }),
    ]);
  });

  it('the clerk sees the fleet but may not change it; deleting a vehicle in a recurring trip is refused, blocking is not', async () => {
    const payload = veiculo(`${letras()}3B45`);
    expect((await ctx.app.inject({ method: 'POST', url: BASE, headers: transporte, payload })).statusCode).toBe(403);
    const criado = json(await ctx.app.inject({ method: 'POST', url: BASE, headers: coordenador, payload }));
    expect((await ctx.app.inject({ method: 'PUT', url: `${BASE}/bloquear/${criado.id}`, headers: transporte })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${criado.id}`, headers: transporte })).statusCode).toBe(403);

    await t.emTenant((tx) =>
      tx.execute(sql`insert into tp_jornada (nome, destino_id, dias_semana, horario_saida, tipo_veiculo, veiculo_id)
        values (${`Jornada ${aleatorio()}`}, (select id from tp_destino order by id limit 1), '{1}', '06:00', 2, ${criado.id})`),
    );
    const excluir = await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${criado.id}`, headers: coordenador });
    expect(excluir.statusCode).toBe(409);
    expect(json(excluir).message).toMatch(/Bloqueie-o em vez de excluir/);
    const bloquear = await ctx.app.inject({ method: 'PUT', url: `${BASE}/bloquear/${criado.id}`, headers: coordenador });
    expect(json(bloquear).bloqueado).toBe(true);
  });
});
