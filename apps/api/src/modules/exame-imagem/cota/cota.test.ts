import { IMG } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { cenarioImagem, usuarioComImagem } from '../agendamento/agendamento.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof cenarioImagem>>;
const COTA = '/api/exame-imagem/cota';
const AG = '/api/exame-imagem/agendamento';

const post = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
  c = await cenarioImagem(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const marcar = (pacienteId: number, jornadaId: number, data: string, hora: string, over: Record<string, unknown> = {}) =>
  post(AG, {
    paciente_id: pacienteId,
    jornada_id: jornadaId,
    data,
    hora,
    exame_id: c.exames.rx.id,
    unidade_solicitante_id: c.unidadeId,
    solicitante_nome: 'Dr. Papel',
    ...over,
  });

describe('exame-imagem/cota', () => {
  it('creates, lists with consumption, edits and deletes quotas; refuses bad input in pt-BR; 403 without permission', async () => {
    const unidade = await c.unidadeNova();
    const res = await post(COTA, {
      competencia: '2031-03',
      modalidade: 1,
      unidade_solicitante_id: unidade,
      quantidade: 10,
      valor_teto: 500,
    });
    expect(res.statusCode, res.body).toBe(201);
    const cota = json(res).data;
    expect(cota).toMatchObject({
      competencia: '2031-03',
      modalidade: 1,
      quantidade: 10,
      valor_teto: 500,
      quantidade_usada: 0,
      valor_usado: 0,
    });
    const repetida = await post(COTA, { competencia: '2031-03', modalidade: 1, unidade_solicitante_id: unidade, quantidade: 3 });
    expect(repetida.statusCode).toBe(422);
    expect(json(repetida).errors.competencia).toEqual(['Já existe cota deste solicitante para esta modalidade e mês. Altere a existente.']);
    const mes = await post(COTA, { competencia: '2031-13', unidade_solicitante_id: unidade, quantidade: 3 });
    expect(json(mes).errors.competencia).toEqual(['Informe o mês no formato AAAA-MM.']);
    const ambos = await post(COTA, {
      competencia: '2031-04',
      unidade_solicitante_id: unidade,
      profissional_solicitante_id: c.profissionalId,
      quantidade: 3,
    });
    expect(json(ambos).errors.unidade_solicitante_id[0]).toMatch(/somente um dos dois/);
    const nenhum = await post(COTA, { competencia: '2031-04', quantidade: 3 });
    expect(nenhum.statusCode).toBe(422);
    const prof = await post(COTA, { competencia: '2031-03', profissional_solicitante_id: c.profissionalId, quantidade: 4 });
    expect(prof.statusCode, prof.body).toBe(201);
    expect(json(prof).data.profissional_solicitante_nome).toBeTruthy();
    const alt = await put(`${COTA}/${cota.id}`, {
      competencia: '2031-03',
      modalidade: null,
      unidade_solicitante_id: unidade,
      quantidade: 7,
    });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(json(alt).data).toMatchObject({ quantidade: 7, modalidade: null, valor_teto: null });
    const lista = json(await get(`${COTA}?competencia=2031-03`)).data;
    expect(lista.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([cota.id, json(prof).data.id]));
    expect((await ctx.app.inject({ method: 'DELETE', url: `${COTA}/${cota.id}`, headers: admin })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${COTA}/${cota.id}`, headers: admin })).statusCode).toBe(404);
    const form = json(await get(`${COTA}/create`)).data;
    expect(form.unidades.length).toBeGreaterThan(0);
    const ver = await usuarioComImagem(ctx, [IMG.cotaVer]);
    expect((await get(COTA, ver)).statusCode).toBe(200);
    expect((await post(COTA, { competencia: '2031-05', unidade_solicitante_id: unidade, quantidade: 1 }, ver)).statusCode).toBe(403);
    const nada = await usuarioComImagem(ctx, []);
    expect((await get(COTA, nada)).statusCode).toBe(403);
  });

  it('refuses beyond the count and the financial ceiling, of the unit or of the professional, writing nothing', async () => {
    const j = await c.jornada(c.equipamentos.rx);
    const data = c.dia(7);
    const unidade = await c.unidadeNova();
    await post(COTA, { competencia: data.slice(0, 7), modalidade: 1, unidade_solicitante_id: unidade, quantidade: 1 });
    const p = await c.paciente();
    expect((await marcar(p, j, data, '07:00:00', { unidade_solicitante_id: unidade })).statusCode).toBe(201);
    const esgotada = await marcar(await c.paciente(), j, data, '07:10:00', { unidade_solicitante_id: unidade });
    expect(esgotada.statusCode).toBe(422);
    expect(json(esgotada).errors.unidade_solicitante_id[0]).toMatch(
      /^Cota da unidade solicitante \(Radiografia \(CR\/DX\)\) esgotada para \d{2}\/\d{4}: 1 exames, 0 restante\(s\), 1 pedido\(s\)\.$/,
    );
    // another modality is not limited by it
    const jUs = await c.jornada(c.equipamentos.us);
    expect(
      (await marcar(await c.paciente(), jUs, data, '07:10:00', { unidade_solicitante_id: unidade, exame_id: c.exames.us.id })).statusCode,
    ).toBe(201);
    const teto = await c.unidadeNova();
    await post(COTA, { competencia: data.slice(0, 7), unidade_solicitante_id: teto, quantidade: 100, valor_teto: 0.01 });
    const pc = await c.paciente();
    const caro = await marcar(pc, j, data, '07:20:00', { unidade_solicitante_id: teto });
    expect(caro.statusCode).toBe(422);
    expect(json(caro).errors.unidade_solicitante_id[0]).toMatch(/^Teto financeiro da unidade solicitante excedido/);
    const escritos = await c.emOutra(
      async (tx) =>
        (
          await tx.execute(sql`select (select count(*)::int from img_exame where paciente_id = ${pc}) as img,
                                     (select count(*)::int from agendamento where paciente_id = ${pc}) as agenda`)
        ).rows[0],
    );
    expect(escritos).toEqual({ img: 0, agenda: 0 });
  });

  it('with the settings saying "warn, do not refuse", a booking beyond the quota goes through with the warning', async () => {
    const j = await c.jornada(c.equipamentos.rx);
    const data = c.dia(8);
    const unidade = await c.unidadeNova();
    await post(COTA, { competencia: data.slice(0, 7), modalidade: 1, unidade_solicitante_id: unidade, quantidade: 1 });
    expect((await marcar(await c.paciente(), j, data, '08:00:00', { unidade_solicitante_id: unidade })).statusCode).toBe(201);
    // the settings row exists once read; the other files of this worker see the default again afterwards
    expect((await get('/api/exame-imagem/parametrizacao')).statusCode).toBe(200);
    await c.emOutra((tx) => tx.execute(sql`update img_parametrizacao set bloquear_acima_cota = false`));
    try {
      const alem = await marcar(await c.paciente(), j, data, '08:10:00', { unidade_solicitante_id: unidade });
      expect(alem.statusCode, alem.body).toBe(201);
      expect(json(alem).aviso_cota).toMatch(/^Cota da unidade solicitante \(Radiografia \(CR\/DX\)\) esgotada para \d{2}\/\d{4}/);
    } finally {
      await c.emOutra((tx) => tx.execute(sql`update img_parametrizacao set bloquear_acima_cota = true`));
    }
    const usadas = await c.emOutra(
      async (tx) =>
        (await tx.execute(sql`select count(*)::int as n from img_exame where unidade_solicitante_id = ${unidade} and situacao <> 5`))
          .rows[0],
    );
    expect(usadas).toEqual({ n: 2 });
  });

  it('20 simultaneous bookings against a quota of 5 over four agendas: exactly 5 are accepted', async () => {
    const jornadas = [
      await c.jornada(c.equipamentos.rx),
      await c.jornada(c.equipamentos.rx),
      await c.jornada(c.equipamentos.rx),
      await c.jornada(c.equipamentos.rx),
    ];
    const data = c.dia(8);
    const unidade = await c.unidadeNova();
    await post(COTA, { competencia: data.slice(0, 7), unidade_solicitante_id: unidade, quantidade: 5 });
    const pacientes = await Promise.all(Array.from({ length: 20 }, () => c.paciente()));
    const resultados = await Promise.all(
      pacientes.map((p, i) =>
        marcar(p, jornadas[i % 4] as number, data, `07:${String(10 * Math.floor(i / 4)).padStart(2, '0')}:00`, {
          unidade_solicitante_id: unidade,
        }),
      ),
    );
    expect(resultados.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const recusas = resultados.filter((r) => r.statusCode !== 201);
    expect(new Set(recusas.map((r) => r.statusCode))).toEqual(new Set([422]));
    for (const r of recusas) expect(json(r).errors.unidade_solicitante_id[0]).toMatch(/^Cota da unidade solicitante esgotada/);
    const n = await c.emOutra(
      async (tx) => (await tx.execute(sql`select count(*)::int as n from img_exame where unidade_solicitante_id = ${unidade}`)).rows[0],
    );
    expect(n).toEqual({ n: 5 });
  });
});
