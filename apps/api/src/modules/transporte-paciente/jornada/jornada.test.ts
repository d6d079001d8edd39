import { MENSAGENS_JORNADA_TRANSPORTE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { aleatorio, tenantDemo } from '../cadastros/cadastros.fixtures.js';

let ctx: TestContext;
let coordenador: Record<string, string>;
let transporte: Record<string, string>;
let t: Awaited<ReturnType<typeof tenantDemo>>;
let destinoId: number;
const BASE = '/api/transporte-paciente/jornada';

const criar = async (extra: Record<string, unknown> = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: BASE,
    headers: coordenador,
    payload: {
      nome: `Jornada ${aleatorio()}`,
      destino_id: destinoId,
      dias_semana: [5, 1, 3],
      horario_saida: '04:00',
      tipo_veiculo: 2,
      ...extra,
    },
  });
  return res;
};

beforeAll(async () => {
  ctx = await createTestContext();
  coordenador = (await ctx.login('coordenador')).headers;
  transporte = (await ctx.login('transporte')).headers;
  t = await tenantDemo(ctx);
  destinoId = Number((await t.valor(sql`select id from tp_destino where nome = 'Recife'`)).id);
}, 240_000);
afterAll(() => ctx.close());

describe('transporte-paciente/jornada', () => {
  it('stores weekdays in order and the departure time; lists them by name', async () => {
    const res = await criar();
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ dias_semana: [1, 3, 5], horario_saida: '04:00:00' });
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/datatable?search[value]=${encodeURIComponent(json(res).nome)}`,
        headers: transporte,
      }),
    );
    expect(lista.data).toEqual([
      expect.objectContaining({ destino_nome: 'Recife', dias: 'Seg, Qua, Sex', horario_saida: '04:00', tipo_veiculo_nome: 'Van' }),
    ]);
  });

  it('refuses no weekday, a usual vehicle of another type and a driver whose licence does not cover the vehicle', async () => {
    const semDias = await criar({ dias_semana: [] });
    expect(semDias.statusCode).toBe(422);
    expect(json(semDias).errors.dias_semana).toEqual([MENSAGENS_JORNADA_TRANSPORTE.dias]);
    const carro = await t.valor(sql`select id from tp_veiculo where tipo = 1 order by id limit 1`);
    const outroTipo = await criar({ veiculo_id: carro.id });
    expect(outroTipo.statusCode).toBe(422);
    expect(json(outroTipo).errors.veiculo_id).toEqual(['O veículo habitual não é do tipo Van.']);
    const categoriaB = await t.valor(sql`select id from tp_condutor where cnh_categoria = 'B' order by id limit 1`);
    const cnh = await criar({ condutor_id: categoriaB.id });
    expect(cnh.statusCode).toBe(422);
    expect(json(cnh).errors.condutor_id).toEqual(['A CNH do condutor (categoria B) não permite conduzir Van (exige D).']);
  });

  it('POST delete removes the selected ones together, and none when one has bookings (422)', async () => {
    const a = json(await criar()).id as number;
    const b = json(await criar()).id as number;
    const c = json(await criar()).id as number;
    expect((await ctx.app.inject({ method: 'POST', url: `${BASE}/delete`, headers: transporte, payload: { ids: [a] } })).statusCode).toBe(
      403,
    );

    const paciente = await t.valor(sql`select id from cidadao order by id limit 1`);
    const usuario = await t.valor(sql`select id from usuario order by id limit 1`);
    await t.emTenant((tx) =>
      tx.execute(sql`insert into tp_agendamento (numero, paciente_id, destino_id, jornada_id, data, usuario_id)
        values (${800_000 + Math.floor(Math.random() * 99_999)}, ${paciente.id}, ${destinoId}, ${c}, current_date + 3, ${usuario.id})`),
    );
    const recusado = await ctx.app.inject({ method: 'POST', url: `${BASE}/delete`, headers: coordenador, payload: { ids: [a, b, c] } });
    expect(recusado.statusCode).toBe(422);
    expect(json(recusado).errors.ids[0]).toContain(MENSAGENS_JORNADA_TRANSPORTE.emUso);
    const restantes = await t.valor(sql`select count(*)::int as n from tp_jornada where id in (${a}, ${b}, ${c})`);
    expect(restantes.n).toBe(3);

    const vazio = await ctx.app.inject({ method: 'POST', url: `${BASE}/delete`, headers: coordenador, payload: { ids: [] } });
    expect(vazio.statusCode).toBe(422);
    const ok = await ctx.app.inject({ method: 'POST', url: `${BASE}/delete`, headers: coordenador, payload: { ids: [a, b] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toEqual({ excluidos: 2 });
    expect((await t.valor(sql`select count(*)::int as n from tp_jornada where id in (${a}, ${b}, ${c})`)).n).toBe(1);
  });
});
