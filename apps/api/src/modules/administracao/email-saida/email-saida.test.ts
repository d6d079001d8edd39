import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;
const dt = '/api/administracao/email-saida/datatable';

beforeAll(async () => {
  ctx = await createTestContext();
  // three recovery e-mails land in the outbox (no SMTP configured in tests)
  for (let i = 0; i < 3; i++) {
    const login = await criarUsuario(ctx, { comoLogin: 'recepcao', email: `caixa${i}@teste.local` });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/administracao/autenticacao/recuperar-senha',
      headers: { 'x-cliente': 'demo' },
      payload: { login },
    });
  }
  headers = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('caixa de saída (datatable)', () => {
  it('speaks the DataTables protocol: echoes draw, pages, counts and searches', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${dt}?draw=7&start=0&length=10&search[value]=caixa&order[0][column]=0&order[0][dir]=asc&columns[0][data]=destinatario&columns[0][name]=destinatario&columns[0][orderable]=true`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.draw).toBe(7);
    expect(body.records_filtered).toBe(3);
    expect(body.records_total).toBeGreaterThanOrEqual(3);
    expect(body.data.map((e: { destinatario: string }) => e.destinatario)).toEqual([
      'caixa0@teste.local',
      'caixa1@teste.local',
      'caixa2@teste.local',
    ]);
    expect(body.data[0]).toMatchObject({ assunto: 'Saúde Municipal - Recuperação de senha', enviado_em: null });
    expect(body.data[0]).not.toHaveProperty('corpo');

    const desc = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${dt}?search[value]=caixa&order[0][column_name]=destinatario&order[0][dir]=desc`,
        headers,
      }),
    );
    expect(desc.data[0].destinatario).toBe('caixa2@teste.local');
    const pagina2 = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${dt}?search[value]=caixa&start=2&length=10&order[0][column_name]=destinatario`,
        headers,
      }),
    );
    expect(pagina2.data.map((e: { destinatario: string }) => e.destinatario)).toEqual(['caixa2@teste.local']);
  });

  it('ignores sorting by a column outside the whitelist instead of interpolating it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${dt}?order[0][column_name]=${encodeURIComponent('id; drop table usuario')}&search[value]=caixa`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).records_filtered).toBe(3);
  });

  it('shows one message with its body, and keeps other municipalities out', async () => {
    const [primeiro] = json(await ctx.app.inject({ method: 'GET', url: `${dt}?search[value]=caixa0`, headers })).data;
    const msg = json(await ctx.app.inject({ method: 'GET', url: `/api/administracao/email-saida/${primeiro.id}`, headers }));
    expect(msg.corpo).toMatch(/\/recuperar-senha\/demo\?token=/);
    const outra = await ctx.login('admin', 'outra');
    const cruzado = await ctx.app.inject({ method: 'GET', url: `/api/administracao/email-saida/${primeiro.id}`, headers: outra.headers });
    expect(cruzado.statusCode).toBe(404);
    expect(json(await ctx.app.inject({ method: 'GET', url: `${dt}?search[value]=caixa`, headers: outra.headers })).records_filtered).toBe(
      0,
    );
  });
});
