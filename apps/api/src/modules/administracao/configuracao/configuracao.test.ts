import { readFileSync } from 'node:fs';
import { camposConfiguracao, configuracaoSchema } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;
const api = '/api/administracao/configuracao';
const PNG_1X1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(async () => {
  // leave the seeded municipality as it was (suites share one database on PostgreSQL)
  await ctx.app.inject({ method: 'PUT', url: api, headers: admin, payload: {} });
  const svg = readFileSync(new URL('../../../db/seed/logos/garanhuns.svg', import.meta.url)).toString('base64');
  await ctx.app.inject({
    method: 'PUT',
    url: `${api}/logotipo`,
    headers: admin,
    payload: { logotipo: `data:image/svg+xml;base64,${svg}` },
  });
  await ctx.close();
});

describe('configurações do município', () => {
  it('offers every key with title, help, group and default; the model starts at the defaults', async () => {
    const res = json(await ctx.app.inject({ method: 'GET', url: `${api}/edit`, headers: admin }));
    // chave is a value, not a key: it travels as declared
    expect(res.form.campos.map((c: { chave: string }) => c.chave)).toEqual(camposConfiguracao().map((c) => c.chave));
    const sessao = res.form.campos.find((c: { chave: string }) => c.chave === 'sessaoDuracaoMinutos');
    expect(sessao).toMatchObject({ title: 'Duração da sessão (minutos)', grupo: 'Sessão e senhas', tipo: 'inteiro', padrao: 480 });
    expect(res.model).toMatchObject({
      sistema_nome: 'Saúde Municipal',
      sessao_duracao_minutos: 480,
      smtp_senha: '',
      smtp_senha_definida: false,
    });
    expect(res.form.logotipo).toMatch(/^\/api\/intranet\/cliente\/demo\/logotipo\?v=\d+$/);
  });

  it('saves, and the settings take effect: product name, session length, password length, SMTP secret kept encrypted', async () => {
    const payload = {
      ...configuracaoSchema.parse({}),
      sistemaNome: 'Saúde Garanhuns',
      sessaoDuracaoMinutos: 60,
      senhaTamanhoMinimo: 10,
      smtpSenha: 'segredo-smtp',
    };
    const salvo = await ctx.app.inject({ method: 'PUT', url: api, headers: admin, payload: snake(payload) });
    expect(salvo.statusCode).toBe(200);
    expect(json(salvo)).toMatchObject({ sistema_nome: 'Saúde Garanhuns', smtp_senha: '', smtp_senha_definida: true });

    const guardado = await ctx.database.db.execute<{ valor: string }>(
      sql`select valor #>> '{}' as valor from configuracao where chave = 'smtpSenha'`,
    );
    expect(guardado.rows[0].valor).toMatch(/^v1:/);
    expect(guardado.rows[0].valor).not.toContain('segredo-smtp');

    const publico = json(await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/demo' }));
    expect(publico.sistema_nome).toBe('Saúde Garanhuns');
    const { sessao, headers } = await ctx.login(await criarUsuario(ctx, { comoLogin: 'recepcao' }));
    expect(sessao.sistema_nome).toBe('Saúde Garanhuns');
    expect(sessao.expiration - Date.now() / 1000).toBeLessThanOrEqual(3600);
    expect(sessao.expiration - Date.now() / 1000).toBeGreaterThan(3500);
    const curta = await ctx.app.inject({
      method: 'PUT',
      url: `/api/administracao/autenticacao/trocar-senha/${sessao.usuario.id}`,
      headers,
      payload: { senha_atual: 'saude123', senha: 'abcde1234', confirmacao_senha: 'abcde1234' },
    });
    expect(json(curta).errors).toEqual({ senha: ['Senha informada deve conter no mínimo 10 caracteres.'] });

    // a blank password keeps the stored one
    await ctx.app.inject({ method: 'PUT', url: api, headers: admin, payload: snake({ ...payload, smtpSenha: '' }) });
    expect(json(await ctx.app.inject({ method: 'GET', url: `${api}/edit`, headers: admin })).model.smtp_senha_definida).toBe(true);

    // another municipality keeps its own settings
    const outra = json(await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/outra' }));
    expect(outra.sistema_nome).toBe('Saúde Municipal');
  });

  it('rejects values outside the rules with pt-BR messages, and needs the permission', async () => {
    const ruim = await ctx.app.inject({
      method: 'PUT',
      url: api,
      headers: admin,
      payload: { sessao_duracao_minutos: 5, smtp_remetente: 'x' },
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({
      sessao_duracao_minutos: ['Duração da sessão deve ser maior ou igual a 15'],
      smtp_remetente: ['Remetente deve ser válido.'],
    });
    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `${api}/edit`, headers: recepcao })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: api, headers: recepcao, payload: {} })).statusCode).toBe(403);
  });

  it('replaces the logo with an image, and refuses anything else', async () => {
    const ok = await ctx.app.inject({ method: 'PUT', url: `${api}/logotipo`, headers: admin, payload: { logotipo: PNG_1X1 } });
    expect(ok.statusCode).toBe(200);
    const logo = await ctx.app.inject({ method: 'GET', url: json(ok).logotipo });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const texto = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/logotipo`,
      headers: admin,
      payload: { logotipo: 'data:text/html;base64,PGI+' },
    });
    expect(json(texto).errors).toEqual({ logotipo: ['Envie uma imagem .png, .jpg ou .svg.'] });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    const script = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/logotipo`,
      headers: admin,
      payload: { logotipo: `data:image/svg+xml;base64,${svg}` },
    });
    expect(json(script).errors).toEqual({ logotipo: ['O SVG enviado contém código e não pode ser usado como logotipo.'] });
  });
});

describe('termos inválidos e município', () => {
  it('serves the forbidden terms to any logged-in user and lets the administrator change them', async () => {
    const recepcao = (await ctx.login('recepcao')).headers;
    const antes = json(await ctx.app.inject({ method: 'GET', url: '/api/geral/termo-invalido', headers: recepcao }));
    expect(antes.data).toEqual(['teste', 'xxx', 'asdf', 'sem nome', 'nao informado']);
    const payload = { ...configuracaoSchema.parse({}), termosInvalidos: ['Fulano', 'fulano', 'Beltrano de Tal'] };
    expect((await ctx.app.inject({ method: 'PUT', url: api, headers: admin, payload: snake(payload) })).statusCode).toBe(200);
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/geral/termo-invalido', headers: recepcao })).data).toEqual([
      'fulano',
      'beltrano de tal',
    ]);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/geral/termo-invalido', headers: outra })).data).toContain('teste');
  });

  it('changes the municipality’s city (IBGE) shown on the login page', async () => {
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${api}/edit`, headers: admin }));
    expect(edit.form.municipio).toEqual({ id: 2606002, nome: 'Garanhuns', uf: 'PE', label: 'Garanhuns - PE' });
    const ruim = await ctx.app.inject({ method: 'PUT', url: `${api}/municipio`, headers: admin, payload: { municipio_id: 1234567 } });
    expect(json(ruim).errors).toEqual({ municipio_id: ['Município não encontrado na tabela do IBGE.'] });
    const ok = await ctx.app.inject({ method: 'PUT', url: `${api}/municipio`, headers: admin, payload: { municipio_id: 2611606 } });
    expect(json(ok).municipio.label).toBe('Recife - PE');
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/intranet/cliente/demo' })).cidade).toBe('Recife');
    await ctx.app.inject({ method: 'PUT', url: `${api}/municipio`, headers: admin, payload: { municipio_id: 2606002 } });
  });
});

function snake(o: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
}
