import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;
const base = '/api/administracao';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('relatórios de histórico de papéis e permissões (trilha de auditoria)', () => {
  it('shows who granted and withdrew permissions of a role, and when', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${base}/papel/create`, headers: admin })).form;
    const auditoria = form.permissoes[0].itens.find((p: { nome: string }) => p.nome === 'visualizar-administracao-auditoria');
    const papel = json(
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/papel`,
        headers: admin,
        payload: { nome: 'Papel do histórico', permissoes: [auditoria.id] },
      }),
    );
    await ctx.app.inject({
      method: 'PUT',
      url: `${base}/papel/${papel.id}`,
      headers: admin,
      payload: { nome: 'Papel do histórico', permissoes: [] },
    });

    const hist = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/relatorio-historico-permissao-papel/list?search[value]=historico&length=50`,
        headers: admin,
      }),
    );
    expect(
      hist.data.map((h: { acao: string; permissao: string; responsavel: string; papel_nome: string }) => [
        h.acao,
        h.permissao,
        h.responsavel,
        h.papel_nome,
      ]),
    ).toEqual([
      ['Retirado', 'visualizar-administracao-auditoria', 'Helena Vasconcelos Prado', 'Papel do histórico'],
      ['Concedido', 'visualizar-administracao-auditoria', 'Helena Vasconcelos Prado', 'Papel do histórico'],
    ]);
    const hoje = new Date().toISOString().slice(0, 10);
    const ontem = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/relatorio-historico-permissao-papel/list?fim=2000-01-01`, headers: admin }),
    );
    expect(ontem.records_filtered).toBe(0);
    const noPeriodo = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/relatorio-historico-permissao-papel/list?inicio=${hoje}&search[value]=historico`,
        headers: admin,
      }),
    );
    expect(noPeriodo.records_filtered).toBe(2);
  });

  it('lists the roles placed on a user’s placements (the seed shows as "Sistema") and needs a user for the per-placement report', async () => {
    const usuarios = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/relatorio-historico-papel-lotacao/usuario/autocomplete?search[value]=medico`,
        headers: admin,
      }),
    );
    expect(usuarios.data[0].label).toBe('Ricardo Lins Cavalcanti (medico)');
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/relatorio-historico-papel-lotacao/list?usuario_id=${usuarios.data[0].id}`,
        headers: admin,
      }),
    );
    expect(lista.data).toEqual([
      expect.objectContaining({
        acao: 'Concedido',
        usuario_nome: 'Ricardo Lins Cavalcanti',
        papel_nome: 'Médico',
        lotacao: 'UPA 24h Dr. Arnaldo Lopes / Pronto Atendimento',
        responsavel: 'Sistema',
      }),
    ]);
    const semUsuario = await ctx.app.inject({ method: 'GET', url: `${base}/relatorio-historico-permissao-lotacao/list`, headers: admin });
    expect(semUsuario.statusCode).toBe(422);
    expect(json(semUsuario).errors.usuario_id).toEqual(['Usuário é obrigatório']);
    const recepcao = (await ctx.login('recepcao')).headers;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/relatorio-historico-papel-lotacao/list`, headers: recepcao })).statusCode,
    ).toBe(403);
  });
});
