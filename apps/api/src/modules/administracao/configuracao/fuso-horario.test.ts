import { fusoHorario, hojeIso } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { withSystem, withTenant } from '../../../db/client.js';
import { auditoria, cliente } from '../../../db/schema/index.js';
import { comFusoHorario } from '../../../lib/fuso.js';

// 03:30 UTC is 00:30 of the 28th in São Paulo (UTC-3) and still 23:30 of the 27th in Manaus (UTC-4).
const MADRUGADA = '2026-11-28T03:30:00.000Z';
const api = '/api/administracao/configuracao';

let ctx: TestContext;
let admin: Record<string, string>;
let clienteId: number;
let registroId: number;

const definirFuso = (fusoHorario: string, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: `${api}/fuso-horario`, headers, payload: { fuso_horario: fusoHorario } });

/** The audit list of one day, filtered to the row this file wrote at MADRUGADA. */
async function trilhaDoDia(dia: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/administracao/auditoria/datatable?tabela=cliente&registro_id=${registroId}&data_inicio=${dia}&data_fim=${dia}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.map((l: { momento_local: string }) => l.momento_local);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  registroId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  await withSystem(ctx.database.db, (tx) =>
    tx.insert(auditoria).values({ clienteId, momento: new Date(MADRUGADA), acao: 'UPDATE', tabela: 'cliente', registroId }),
  );
});
afterAll(async () => {
  // the seeded municipality back on Brasília (suites share one database)
  await definirFuso('America/Sao_Paulo');
  await ctx.close();
});

describe('fuso horário do município (issue 24, decisão 0021)', () => {
  it('accepts only a Brazilian zone of the list, and only from whoever may edit the settings', async () => {
    const fora = await definirFuso('Europe/Lisbon');
    expect(fora.statusCode).toBe(422);
    expect(json(fora).errors).toEqual({ fuso_horario: ['Escolha um fuso horário brasileiro da lista.'] });
    const { headers } = await ctx.login(await criarUsuario(ctx, { comoLogin: 'recepcao' }));
    expect((await definirFuso('America/Manaus', headers)).statusCode).toBe(403);
    const [c] = await ctx.database.db.select({ fuso: cliente.fusoHorario }).from(cliente).where(eq(cliente.id, clienteId));
    expect(c?.fuso).toBe('America/Sao_Paulo');
  });

  it('saves the zone, audited; the settings form, the public face and a new session carry it', async () => {
    const res = await definirFuso('America/Manaus');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ fuso_horario: 'America/Manaus' });
    const [trilha] = await ctx.database.db
      .select({ depois: auditoria.depois })
      .from(auditoria)
      .where(and(eq(auditoria.clienteId, clienteId), eq(auditoria.tabela, 'cliente'), eq(auditoria.registroId, clienteId)))
      .orderBy(sql`${auditoria.id} desc`)
      .limit(1);
    expect(trilha?.depois).toEqual({ fuso_horario: 'America/Manaus' });

    expect(json(await ctx.app.inject({ method: 'GET', url: `${api}/edit`, headers: admin })).form.fuso_horario).toBe('America/Manaus');
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/demo' })).fuso_horario).toBe('America/Manaus');
    const { sessao } = await ctx.login('admin');
    expect(sessao.fuso_horario).toBe('America/Manaus');
    expect(sessao.cliente.fuso_horario).toBe('America/Manaus');
  });

  it("a request's days, instants and SQL clock are the municipality's", async () => {
    await definirFuso('America/Manaus');
    // 03:30 UTC belongs to the 27th in Manaus, written on its clock
    expect(await trilhaDoDia('2026-11-27')).toEqual(['27/11/2026 23:30:00']);
    expect(await trilhaDoDia('2026-11-28')).toEqual([]);

    await definirFuso('America/Sao_Paulo');
    expect(await trilhaDoDia('2026-11-27')).toEqual([]);
    expect(await trilhaDoDia('2026-11-28')).toEqual(['28/11/2026 00:30:00']);
  });

  it('a tenant transaction outside a request (jobs, fixtures) reads the zone itself: SQL current_date and hojeIso()', async () => {
    await definirFuso('America/Rio_Branco');
    const lido = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      const [r] = (
        await tx.execute<{
          zona: string;
          hoje: string;
          hoje_no_acre: string;
          local: string;
        }>(sql`select current_setting('TimeZone') as zona,
          current_date::text as hoje, (now() at time zone 'America/Rio_Branco')::date::text as hoje_no_acre,
          to_char(${MADRUGADA}::timestamptz, 'DD/MM HH24:MI') as local`)
      ).rows;
      return { ...r, fuso: fusoHorario(), hojeIso: hojeIso(new Date(MADRUGADA)) };
    });
    expect(lido).toEqual({
      zona: 'America/Rio_Branco',
      hoje: lido.hoje_no_acre,
      hoje_no_acre: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      local: '27/11 22:30',
      fuso: 'America/Rio_Branco',
      hojeIso: '2026-11-27',
    });
    // outside any municipality: Brasília, and the transaction's TimeZone did not leak into the connection
    expect(fusoHorario()).toBe('America/Sao_Paulo');
    const [fora] = (await ctx.database.db.execute<{ zona: string }>(sql`select current_setting('TimeZone') as zona`)).rows;
    expect(fora?.zona).not.toBe('America/Rio_Branco');
    expect(comFusoHorario('America/Noronha', () => hojeIso(new Date(MADRUGADA)))).toBe('2026-11-28');
    await definirFuso('America/Sao_Paulo');
  });
});
