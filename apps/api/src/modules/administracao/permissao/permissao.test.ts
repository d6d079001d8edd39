import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;
const api = '/api/administracao/permissao';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('permissões', () => {
  it('lists the catalogue with the municipality’s roles that hold each one', async () => {
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?search[value]=auditoria&length=50`, headers: admin }));
    const linha = lista.data.find((p: { nome: string }) => p.nome === 'visualizar-administracao-auditoria');
    expect(linha).toMatchObject({ modulo_nome: 'Administração', funcionalidade: 'auditoria', acao: 'visualizar', papeis: 'Administrador' });
  });

  it('edits which roles hold a permission, and the holders gain it at their next login', async () => {
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${api}/datatable?search[value]=email-saida&length=50`, headers: admin }),
    );
    const { id } = lista.data.find((p: { nome: string }) => p.nome === 'visualizar-administracao-email-saida');
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${api}/${id}/edit`, headers: admin }));
    const regulacao = edit.form.papeis.find((p: { nome: string }) => p.nome === 'Regulação');
    const administrador = edit.form.papeis.find((p: { nome: string }) => p.nome === 'Administrador');
    expect(edit.model.papeis).toEqual([]);

    const recusa = await ctx.app.inject({ method: 'PUT', url: `${api}/${id}`, headers: admin, payload: { papeis: [administrador.id] } });
    expect(recusa.statusCode).toBe(422);
    const ok = await ctx.app.inject({ method: 'PUT', url: `${api}/${id}`, headers: admin, payload: { papeis: [regulacao.id] } });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).papeis).toEqual([regulacao.id]);

    const { sessao, headers } = await ctx.login('regulacao');
    expect(sessao.permissoes).toContain('visualizar-administracao-email-saida');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/administracao/email-saida/datatable', headers })).statusCode).toBe(200);

    await ctx.app.inject({ method: 'PUT', url: `${api}/${id}`, headers: admin, payload: { papeis: [] } });
    expect((await ctx.login('regulacao')).sessao.permissoes).not.toContain('visualizar-administracao-email-saida');
  });

  it('another municipality’s roles are untouched', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?search[value]=auditoria&length=50`, headers: outra }));
    expect(lista.data.find((p: { nome: string }) => p.nome === 'visualizar-administracao-auditoria').papeis).toBe('Administrador');
  });
});
