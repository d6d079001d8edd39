import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { criarCenarioColeta, diaDeTeste } from '../coleta/coleta.fixture.js';

let ctx: TestContext;
let lab: Record<string, string>;
let clienteId: number;
const BASE = '/api/exame-laboratorial/exame-agendado-realizado';
const exec = (q: ReturnType<typeof sql>) => withTenant(ctx.database.db, { clienteId }, (tx) => tx.execute(q));

beforeAll(async () => {
  ctx = await createTestContext();
  lab = (await ctx.login('laboratorio')).headers;
  clienteId = Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
});
afterAll(() => ctx.close());

describe('exame-agendado-realizado', () => {
  it('lists the period with status and confirms only collected exams as performed', async () => {
    const data = diaDeTeste();
    const c = await criarCenarioColeta(ctx.database.db, clienteId, data, [
      {
        nome: 'Irene Realizado',
        amostras: [
          { material: 1, siglas: ['HEMO'] },
          { material: 2, siglas: ['GLI'] },
        ],
      },
    ]);
    const a = c.agendamentos[0] as (typeof c.agendamentos)[number];
    const [hemo, gli] = [a.exameIds[0]?.[0], a.exameIds[1]?.[0]] as number[];
    await exec(sql`update lab_amostra set situacao = 2, coletada_em = now() where id = ${a.amostraIds[0]}`);
    await exec(sql`update lab_agendamento_exame set situacao = 2 where id = ${hemo}`);

    const lista = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/datatable?dataInicio=${data}&dataFim=${data}`, headers: lab }));
    expect(lista.records_filtered).toBe(2);
    expect(lista.data.map((l: { sigla: string; situacao: number }) => [l.sigla, l.situacao]).sort()).toEqual([
      ['GLI', 1],
      ['HEMO', 2],
    ]);
    const pendentes = json(
      await ctx.app.inject({ method: 'GET', url: `${BASE}/datatable?dataInicio=${data}&dataFim=${data}&realizado=1`, headers: lab }),
    );
    expect(pendentes.data.map((l: { id: number }) => l.id)).toEqual([hemo]);

    const recusa = await ctx.app.inject({ method: 'POST', url: BASE, headers: lab, payload: { ids: [hemo, gli] } });
    expect(recusa.statusCode).toBe(422);
    expect(json(recusa).errors.ids[0]).toContain('sem amostra coletada');
    expect((await exec(sql`select realizado_em from lab_agendamento_exame where id = ${hemo}`)).rows[0]?.realizado_em).toBeNull();

    const ok = await ctx.app.inject({ method: 'POST', url: BASE, headers: lab, payload: { ids: [hemo] } });
    expect(ok.statusCode).toBe(201);
    expect(json(ok).data.confirmados).toBe(1);
    expect((await exec(sql`select realizado_em from lab_agendamento_exame where id = ${hemo}`)).rows[0]?.realizado_em).not.toBeNull();
    const vazio = await ctx.app.inject({ method: 'POST', url: BASE, headers: lab, payload: { ids: [] } });
    expect(vazio.statusCode).toBe(422);
  });

  it('refuses an inverted period with the message on the field', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: `${BASE}/datatable?dataInicio=2030-02-01&dataFim=2030-01-01`, headers: lab });
    expect(r.statusCode).toBe(422);
    expect(json(r).errors.data_fim).toEqual(['A data final deve ser igual ou posterior à data inicial.']);
  });
});
