import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;
const api = '/api/administracao/notificacao';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('notificações (administração)', () => {
  it('sends to the chosen placements, which see it in their dialog; edits change the recipients', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers: admin })).form;
    expect(form.tipos).toEqual([
      { id: 1, nome: 'Informativo' },
      { id: 2, nome: 'Alerta' },
      { id: 3, nome: 'Sistema' },
    ]);
    // throw-away recipients: suites share one database on PostgreSQL and others count the seed's notices
    const farmacia = await ctx.login(await criarUsuario(ctx, { comoLogin: 'farmacia' }));
    const medico = await ctx.login(await criarUsuario(ctx, { comoLogin: 'medico' }));
    const opcao = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers: admin })).form.lotacoes.find(
      (l: { id: number }) => l.id === farmacia.sessao.lotacao.id,
    );
    expect(opcao.nome).toBe('Pessoa de Teste — Policlínica Municipal / Farmácia Central');

    const criada = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: admin,
      payload: { tipo_id: 2, titulo: 'Falta de insulina', mensagem: '<p>Estoque <b>baixo</b></p>', lotacoes: [farmacia.sessao.lotacao.id] },
    });
    expect(criada.statusCode).toBe(201);
    const id = json(criada).id;
    const daFarmacia = json(
      await ctx.app.inject({ method: 'GET', url: '/api/administracao/notificacao/recebida', headers: farmacia.headers }),
    );
    expect(daFarmacia.data[0]).toMatchObject({ titulo: 'Falta de insulina', tipo_nome: 'Alerta', visualizado: false });

    await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${id}`,
      headers: admin,
      payload: { tipo_id: 2, titulo: 'Falta de insulina', mensagem: '<p>Estoque baixo</p>', lotacoes: [medico.sessao.lotacao.id] },
    });
    const titulos = async (h: Record<string, string>) =>
      json(await ctx.app.inject({ method: 'GET', url: '/api/administracao/notificacao/recebida', headers: h })).data.map(
        (n: { titulo: string }) => n.titulo,
      );
    expect(await titulos(farmacia.headers)).not.toContain('Falta de insulina');
    expect(await titulos(medico.headers)).toContain('Falta de insulina');

    const lista = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?search[value]=insulina`, headers: admin }));
    expect(lista.data[0]).toMatchObject({ titulo: 'Falta de insulina', tipo_nome: 'Alerta', destinatarios: 1, visualizadas: 0 });
  });

  it('requires at least one recipient and a message with text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: admin,
      payload: { tipo_id: 1, titulo: 'X', mensagem: '<p> </p>', lotacoes: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ mensagem: ['O campo Mensagem é obrigatório.'], lotacoes: ['Selecione ao menos um item'] });
    const alheia = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: admin,
      payload: { tipo_id: 1, titulo: 'X', mensagem: '<p>a</p>', lotacoes: [999999] },
    });
    expect(json(alheia).errors).toEqual({ lotacoes: ['Uma das lotações escolhidas não existe.'] });
  });
});
