import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';

/** The agenda list names each agenda's resource: a professional by the user's name, a service by the service's. */
describe('ambulatorio › agendas: o nome do recurso', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("lists the demo ECG service agenda by the service's name, never 'Recurso {id}'", async () => {
    const { headers } = await ctx.login('agenda');
    const r = await ctx.app.inject({ method: 'GET', url: '/api/ambulatorio/jornada/datatable?start=0&length=100', headers });
    expect(r.statusCode).toBe(200);
    const nomes = (r.json().data as { recurso_nome: string }[]).map((l) => l.recurso_nome);
    expect(nomes).toContain('Eletrocardiograma');
    expect(nomes.filter((n) => /^Recurso \d+$/.test(n))).toEqual([]);
  });
});
