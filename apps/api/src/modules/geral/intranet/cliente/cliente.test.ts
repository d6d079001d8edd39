import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../../test/helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('município público (tela de login)', () => {
  it('shows name, city, logo and the inactivation reason without login', async () => {
    const demo = json(await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/demo' }));
    expect(demo).toEqual({
      sistema_nome: 'Saúde Municipal',
      nome: 'Secretaria Municipal de Saúde de Garanhuns (demonstração)',
      link: 'demo',
      ativo: true,
      motivo_inativacao: null,
      cidade: 'Garanhuns',
      uf: 'PE',
      fuso_horario: 'America/Sao_Paulo',
      logotipo: expect.stringMatching(/^\/api\/intranet\/cliente\/demo\/logotipo\?v=\d+$/),
    });
    const logo = await ctx.app.inject({ method: 'GET', url: demo.logotipo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('GARANHUNS');
    const inativa = json(await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/inativa' }));
    expect(inativa).toMatchObject({
      ativo: false,
      motivo_inativacao: 'Contrato encerrado em 31/10/2026. Procure a Secretaria Municipal de Saúde.',
      logotipo: null,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/nenhuma' })).statusCode).toBe(404);
  });
});

describe('documentação da API', () => {
  it('serves the OpenAPI document of every route with the wire’s snake_case names', async () => {
    const doc = json(await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/administracao/autenticacao/login',
        '/api/dashboard',
        '/api/administracao/autenticacao/trocar-senha/{id}',
      ]),
    );
    const body = doc.paths['/api/administracao/autenticacao/trocar-senha/{id}'].put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['senha_atual', 'senha', 'confirmacao_senha']);
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
