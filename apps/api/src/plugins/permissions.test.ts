import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('permissões em todas as rotas', () => {
  it('answers 401 on protected routes without a valid token', async () => {
    const protegidas = [
      ['GET', '/api/dashboard'],
      ['GET', '/api/cadastro/usuario-perfil'],
      ['GET', '/api/administracao/notificacao/recebida'],
      ['GET', '/api/administracao/email-saida/datatable'],
      ['GET', '/api/administracao/auditoria/datatable'],
      ['POST', '/api/administracao/autenticacao/logout'],
    ] as const;
    for (const [method, url] of protegidas) {
      const res = await ctx.app.inject({ method, url, headers: { 'x-cliente': 'demo' } });
      expect(res.statusCode, url).toBe(401);
      const forjado = await ctx.app.inject({ method, url, headers: { 'x-cliente': 'demo', authorization: 'Bearer abc.def.ghi' } });
      expect(forjado.statusCode, url).toBe(401);
    }
  });

  it('refuses a route whose permission the placement lacks, and the menu omits it', async () => {
    const { headers, sessao } = await ctx.login('recepcao');
    // the receptionist keeps the address registries, the emergency and outpatient receptions and the ticket counter, and nothing of the administration
    expect(sessao.menu.map((m: { id: string }) => m.id)).toEqual([
      'dashboard',
      'cadastro',
      'pronto-atendimento',
      'ambulatorio',
      'painel-senha',
    ]);
    for (const url of ['/api/administracao/email-saida/datatable', '/api/administracao/auditoria/datatable']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('Você não tem permissão para realizar esta ação.');
    }
  });

  it('a route without declaration cannot be registered', async () => {
    const { buildApp } = await import('../app.js');
    const { loadConfig } = await import('../config.js');
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), ctx.database);
    expect(() => app.get('/api/sem-permissao', async () => ({}))).toThrow(/sem declaração de permissão/);
    await app.close();
  });

  it('answers unknown API paths with a JSON 404 and hides server errors behind "Ocorreu um erro"', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe', headers: { 'x-cliente': 'demo' } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Recurso não encontrado.' });
    const malformado = await ctx.app.inject({
      method: 'POST',
      url: '/api/administracao/autenticacao/login',
      headers: { 'x-cliente': 'demo', 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(malformado.statusCode).toBe(400);
    expect(json(malformado)).toEqual({ message: 'Requisição inválida.' });
  });
});
