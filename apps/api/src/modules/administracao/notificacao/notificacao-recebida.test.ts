import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
const base = '/api/administracao/notificacao/recebida';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('notificações da lotação (spec 2.5)', () => {
  it('lists the placement’s notifications newest first with type name, and only its own', async () => {
    const { headers, sessao } = await ctx.login('admin');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}?lotacao_id=${sessao.lotacao.id}&order[by]=data_hora_atualizacao&order[dir]=desc`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const { data, nao_lidas } = json(res);
    expect(data.map((n: { titulo: string }) => n.titulo).sort()).toEqual(
      ['Bem-vindo ao Saúde Municipal', 'Campanha de vacinação contra influenza', 'Manutenção programada'].sort(),
    );
    expect(data[0]).toMatchObject({ lotacao_id: sessao.lotacao.id, visualizado: false });
    expect(['Informativo', 'Alerta', 'Sistema']).toContain(data[0].tipo_nome);
    const datas = data.map((n: { data_hora_atualizacao: string }) => n.data_hora_atualizacao);
    expect([...datas].sort().reverse()).toEqual(datas);
    expect(nao_lidas).toBe(3);

    const outra = await ctx.login('admin', 'outra');
    const daOutra = json(await ctx.app.inject({ method: 'GET', url: base, headers: outra.headers })).data;
    expect(daOutra.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso exclusivo de Caruaru']);
  });

  it('refuses the list of another placement', async () => {
    const { headers, sessao } = await ctx.login('admin');
    const outraLotacao = sessao.lotacoes.find((l: { id: number }) => l.id !== sessao.lotacao.id);
    const res = await ctx.app.inject({ method: 'GET', url: `${base}?lotacao_id=${outraLotacao.id}`, headers });
    expect(res.statusCode).toBe(403);
  });

  it('marking read drops the unread count by one; another placement’s notification is not found', async () => {
    const login = await criarUsuario(ctx, { comoLogin: 'recepcao' });
    const { headers: outros } = await ctx.login('admin');
    const adminNotificacao = json(await ctx.app.inject({ method: 'GET', url: base, headers: outros })).data[0];

    // the throw-away user has no notification: give it one through the seeded recipient of recepcao
    const recepcao = await ctx.login('recepcao');
    const [minha] = json(await ctx.app.inject({ method: 'GET', url: base, headers: recepcao.headers })).data;
    const antes = json(await ctx.app.inject({ method: 'GET', url: `${base}/nao-lidas`, headers: recepcao.headers })).quantidade;
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${minha.id}`,
      headers: recepcao.headers,
      payload: { lotacao_id: recepcao.sessao.lotacao.id, visualizado: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(json(patch)).toMatchObject({ id: minha.id, visualizado: true, nao_lidas: Math.max(antes - 1, 0) });
    const depois = json(await ctx.app.inject({ method: 'GET', url: `${base}/nao-lidas`, headers: recepcao.headers })).quantidade;
    expect(depois).toBe(Math.max(antes - 1, 0));

    const alheia = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${adminNotificacao.id}`,
      headers: (await ctx.login(login)).headers,
      payload: { visualizado: true },
    });
    expect(alheia.statusCode).toBe(404);
    const invalida = await ctx.app.inject({ method: 'PATCH', url: `${base}/${minha.id}`, headers: recepcao.headers, payload: {} });
    expect(invalida.statusCode).toBe(422);
    expect(json(invalida).errors.visualizado).toEqual(['O campo Visualizado é obrigatório.']);
  });
});
