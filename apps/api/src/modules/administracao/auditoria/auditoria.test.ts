import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('trilha de auditoria', () => {
  it('shows the writes a request made, with who did them and the before/after', async () => {
    const medico = await ctx.login('medico');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/cadastro/usuario-perfil',
      headers: medico.headers,
      payload: { email: 'ricardo@demo.saude.local', telefone: '(87) 99999-0000' },
    });
    const { headers } = await ctx.login('admin');
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/administracao/auditoria/datatable?tabela=usuario&acao=UPDATE&order[0][column_name]=momento&order[0][dir]=desc`,
        headers,
      }),
    );
    const registro = lista.data.find((a: { registro_id: number }) => a.registro_id === medico.sessao.usuario.id);
    expect(registro).toMatchObject({ acao: 'UPDATE', tabela: 'usuario', usuario_nome: 'Ricardo Lins Cavalcanti' });
    const detalhe = json(await ctx.app.inject({ method: 'GET', url: `/api/administracao/auditoria/${registro.id}`, headers }));
    expect(detalhe.depois.email).toBe('ricardo@demo.saude.local');
    expect(detalhe.antes.email).not.toBe('ricardo@demo.saude.local');
    expect(detalhe.depois).not.toHaveProperty('senha_hash');
  });

  it('is readable only with its permission', async () => {
    const { headers } = await ctx.login('regulacao');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/administracao/auditoria/datatable', headers })).statusCode).toBe(403);
  });
});
