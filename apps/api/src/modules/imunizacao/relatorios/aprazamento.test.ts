import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { fixturesVacinacao, SALA_UBS } from '../registro/registro.fixtures.js';

/**
 * vacinacao.aprazamento_atendido_em (issue 20, the overdue report's answer kept on the record): the triggers of
 * migration imunizacao_aprazamento keep it on every write path — a dose applied in the room, a transcription, a
 * cancellation, the correction of the next-dose date, a patient merge — without making it a new version of the
 * answered record (updated_at is what the RIA export compares). Patients and lots are this file's own.
 */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof fixturesVacinacao>>;
let ubs: Record<string, string>;
let coord: Record<string, string>;
const base = '/api/imunizacao/registro-vacinacao';
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = ubs) =>
  ctx.app.inject({ method, url, headers, payload });
const atendido = async (id: number) =>
  (await fx.linha(sql`select aprazamento_atendido_em::text as a, updated_at::text as u from vacinacao where id = ${id}`)) as {
    a: string | null;
    u: string;
  };
const transcrever = async (pacienteId: number, vacinaId: number, dose: string, data: string) => {
  const r = await req('POST', `${base}/transcricao`, {
    paciente_id: pacienteId,
    origem: 2,
    doses: [{ vacina_id: vacinaId, dose, data_aplicacao: data, estabelecimento_origem: 'UBS de Caruaru' }],
  });
  expect(r.statusCode, r.body).toBe(201);
  return Number(json(r).ids[0]);
};
const faltosos = async (vacinaId: number) => {
  const r = await req(
    'GET',
    `/api/imunizacao/relatorio-faltoso-aprazamento/list?start=0&length=1000&vacina_id=${vacinaId}`,
    undefined,
    coord,
  );
  expect(r.statusCode, r.body).toBe(200);
  return json(r).data as { paciente: string; aprazamento: string }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await fixturesVacinacao(ctx);
  coord = await ctx.loginNoCentro('imunizacao', 'Central de Rede de Frio');
  ubs = await ctx.loginNoCentro('vacina', SALA_UBS);
}, 180_000);
afterAll(() => ctx.close());

describe('aprazamento atendido: kept by the database on every write', () => {
  it('a later dose answers, cancelling it reopens, a transcription answers, correcting the date recomputes', async () => {
    const p = await fx.paciente(dia(-150));
    const penta = await fx.vacina('PENTA');
    const lote = await fx.lote(SALA_UBS, 'PENTA');
    // D1 transcribed 90 days ago; its aprazamento typed afterwards by the correction: open
    const d1 = await transcrever(p.id, penta.id, 'D1', dia(-90));
    expect((await atendido(d1)).a).toBeNull();
    const corr = await req('PUT', `${base}/${d1}`, { grupo_atendimento: 10, proxima_dose_data: dia(-30) });
    expect(corr.statusCode, corr.body).toBe(200);
    expect((await atendido(d1)).a).toBeNull();
    expect((await faltosos(penta.id)).filter((l) => l.paciente === p.nome)).toEqual([expect.objectContaining({ aprazamento: dia(-30) })]);
    const versao = (await atendido(d1)).u;

    // D2 applied today in the room answers it, without a new version of D1
    const r = await req('POST', base, {
      paciente_id: p.id,
      data_aplicacao: hoje,
      doses: [{ vacina_id: lote.vacinaId, lote_id: lote.loteId, dose: 'D2' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const d2 = Number(json(r).ids[0]);
    expect(await atendido(d1)).toEqual({ a: hoje, u: versao });
    expect((await faltosos(penta.id)).some((l) => l.paciente === p.nome)).toBe(false);

    // cancelling D2 reopens D1
    const c = await req('PUT', `${base}/cancelar/${d2}`, { motivo: 'Registro no paciente errado.' });
    expect(c.statusCode, c.body).toBe(200);
    expect((await atendido(d1)).a).toBeNull();
    expect((await atendido(d2)).a).toBeNull();

    // a transcribed D2 three days ago answers it
    await transcrever(p.id, penta.id, 'D2', dia(-3));
    expect((await atendido(d1)).a).toBe(dia(-3));
    expect((await faltosos(penta.id)).some((l) => l.paciente === p.nome)).toBe(false);

    // the correction: no aprazamento, nothing to answer; a new date, answered again by the same dose
    await req('PUT', `${base}/${d1}`, { grupo_atendimento: 10, proxima_dose_data: null });
    expect((await atendido(d1)).a).toBeNull();
    await req('PUT', `${base}/${d1}`, { grupo_atendimento: 10, proxima_dose_data: dia(-20) });
    expect((await atendido(d1)).a).toBe(dia(-3));
  });

  it('only a later record of the same calendar key answers; a patient merge recomputes both', async () => {
    const a = await fx.paciente(dia(-400));
    const b = await fx.paciente(dia(-400));
    const scr = await fx.vacina('SCR');
    const vip = await fx.vacina('VIP');
    const ids = await fx.emDemo(async (tx) => {
      const ins = async (p: number, v: number, dose: string, data: string, proxima: string | null) =>
        Number(
          (
            await tx.execute(sql`
              insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, estabelecimento_origem,
                                     proxima_dose_vacina_id, proxima_dose, proxima_dose_data)
              values (${p}, ${v}, ${dose}, 1, ${data}, 2, 'UBS de Caruaru', ${proxima ? v : null}, ${proxima ? 'D2' : null}, ${proxima})
              returning id`)
          ).rows[0]?.id,
        );
      // A: SCR D1 (next at −10) and a VIP dose later — another vaccine, no answer
      const a1 = await ins(a.id, scr.id, 'D1', dia(-40), dia(-10));
      await ins(a.id, vip.id, 'D1', dia(-5), null);
      // B: the SCR D2 typed under a duplicate record of the same child
      await ins(b.id, scr.id, 'D2', dia(-4), null);
      return { a1 };
    });
    expect((await atendido(ids.a1)).a).toBeNull();
    // merging B into A moves its records (one UPDATE of paciente_id): A's D1 is answered
    await fx.emDemo((tx) => tx.execute(sql`update vacinacao set paciente_id = ${a.id} where paciente_id = ${b.id}`));
    expect((await atendido(ids.a1)).a).toBe(dia(-4));
  });
});
