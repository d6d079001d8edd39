import { MENSAGEM_TROCA_SENHA_OBRIGATORIA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api/administracao/autenticacao';

describe('senha gerada pelo administrador: troca obrigatória no próximo acesso (issue 24)', () => {
  it('the login says so, every other route answers 403 until the change, and the change frees the session', async () => {
    const login = await criarUsuario(ctx, { comoLogin: 'medico' });
    const { rows } = await ctx.database.db.execute(sql`select id from usuario where login = ${login}`);
    const id = Number(rows[0].id);
    const admin = await ctx.login('admin');
    // before: a password the user chose does not ask for anything
    expect((await ctx.login(login)).sessao.trocar_senha).toBe(false);

    const gerada = await ctx.app.inject({ method: 'POST', url: `/api/cadastro/usuario/${id}/gerar-senha`, headers: admin.headers });
    expect(gerada.statusCode, gerada.body).toBe(200);
    const senha = json(gerada).senha as string;

    const { headers, sessao } = await ctx.login(login, 'demo', senha);
    expect(sessao.trocar_senha).toBe(true);
    // the own profile stays readable (the change screen greets the user by name)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cadastro/usuario-perfil', headers })).statusCode).toBe(200);
    for (const url of ['/api/dashboard', '/api/cadastro/usuario-perfil/assinatura', '/api/cadastro/bairro/datatable']) {
      const r = await ctx.app.inject({ method: 'GET', url, headers });
      expect(r.statusCode, url).toBe(403);
      expect(json(r).message).toBe(MENSAGEM_TROCA_SENHA_OBRIGATORIA);
    }
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/refresh`,
      headers,
      payload: { lotacao_id: 1, centro_custo_id: 1 },
    });
    expect(refresh.statusCode).toBe(403);

    // the change itself is let through (and still checks the current password)
    const trocar = (senhaAtual: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${BASE}/trocar-senha/${id}`,
        headers,
        payload: { senha_atual: senhaAtual, senha: 'MinhaNova9', confirmacao_senha: 'MinhaNova9' },
      });
    expect(json(await trocar('errada123')).errors).toEqual({ senha_atual: ['A senha atual não confere.'] });
    const ok = await trocar(senha);
    expect(ok.statusCode, ok.body).toBe(200);
    // the same session goes on, and the next login asks nothing
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers })).statusCode).toBe(200);
    expect((await ctx.login(login, 'demo', 'MinhaNova9')).sessao.trocar_senha).toBe(false);
    // logout is always let through
    const generada2 = json(
      await ctx.app.inject({ method: 'POST', url: `/api/cadastro/usuario/${id}/gerar-senha`, headers: admin.headers }),
    );
    const outra = await ctx.login(login, 'demo', generada2.senha);
    expect((await ctx.app.inject({ method: 'POST', url: `${BASE}/logout`, headers: outra.headers })).statusCode).toBe(204);
  });
});
