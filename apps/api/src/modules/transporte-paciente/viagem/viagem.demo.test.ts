import { hojeIso, RELATORIOS_TRANSPORTE, SITUACAO_AGENDAMENTO_TRANSPORTE as SA, SITUACAO_VIAGEM as SV, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';

let ctx: TestContext;
let headers: Record<string, string>;
let clienteId: number;
const hoje = hojeIso();
const inicio = somarDias(hoje, -30);

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('coordenador')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
}, 240_000);
afterAll(() => ctx.close());

const linha = (q: ReturnType<typeof sql>) => withTenant(ctx.database.db, { clienteId }, async (tx) => (await tx.execute(q)).rows[0]);

describe('demo trips (viagem.demo.ts)', () => {
  it('closes every past trip with km, boarding and some no-shows; today’s trips stay open', async () => {
    const r = (await linha(sql`
      select count(*) filter (where v.data < ${hoje} and v.situacao = ${SV.fechada})::int as fechadas,
             count(*) filter (where v.data < ${hoje} and v.situacao <> ${SV.fechada})::int as passadas_abertas,
             count(*) filter (where v.data = ${hoje} and v.situacao = ${SV.aberta})::int as abertas_hoje,
             count(*) filter (where v.situacao = ${SV.fechada} and (v.km_chegada is null or v.km_chegada <= v.km_saida))::int as sem_km,
             count(distinct v.data) filter (where v.data < ${somarDias(hoje, -7)})::int as dias_antigos,
             (select count(*)::int from tp_agendamento a join tp_viagem x on x.id = a.viagem_id
               where x.situacao = ${SV.fechada} and a.situacao = ${SA.alocado}) as sem_marcar,
             (select count(*)::int from tp_agendamento a where a.situacao = ${SA.faltou}) as faltas
        from tp_viagem v`)) as Record<string, number>;
    expect(r.fechadas).toBeGreaterThan(10);
    expect(r.passadas_abertas).toBe(0);
    expect(r.abertas_hoje).toBeGreaterThan(0);
    expect(r.sem_km).toBe(0);
    expect(r.dias_antigos).toBeGreaterThan(5);
    expect(r.sem_marcar).toBe(0);
    expect(r.faltas).toBeGreaterThan(0);
    // each vehicle's odometer only goes forward from one closed trip to the next
    const volta = (await linha(sql`
      select count(*)::int as n from (
        select km_saida, lag(km_chegada) over (partition by veiculo_id order by data, horario_saida) as anterior
          from tp_viagem where situacao = ${SV.fechada}) t where km_saida < anterior`)) as { n: number };
    expect(volta.n).toBe(0);
  });

  it('gives numbers to each of the nine reports over the last 30 days', async () => {
    for (const def of RELATORIOS_TRANSPORTE) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${def.listPath}?start=0&length=50&data_inicio=${inicio}&data_fim=${hoje}`,
        headers,
      });
      expect(res.statusCode, def.relatorio).toBe(200);
      const corpo = json(res) as { data: Record<string, unknown>[] };
      expect(corpo.data.length, def.relatorio).toBeGreaterThan(0);
      const numeros = corpo.data.flatMap((l) => Object.values(l).filter((v): v is number => typeof v === 'number' && v > 0));
      expect(numeros.length, def.relatorio).toBeGreaterThan(0);
    }
    const prestacao = await ctx.app.inject({
      method: 'GET',
      url: `/api/transporte-paciente/relatorio-prestacao-conta/list?start=0&length=50&data_inicio=${inicio}&data_fim=${hoje}`,
      headers,
    });
    const item = (i: string) =>
      (json(prestacao) as { data: { item: string; quantidade: number; valor: number }[] }).data.find((l) => l.item === i);
    expect(item('1.01')?.quantidade).toBeGreaterThan(10);
    expect(item('1.02')?.quantidade).toBeGreaterThan(50);
    expect(item('1.05')?.quantidade).toBeGreaterThan(1000);
    expect(item('2.04')?.valor).toBeGreaterThan(0);
  });
});
