import { mensagensDatatable, TAMANHO_PAGINA_MAXIMO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLACAO } from '../src/lib/sql/texto.js';
import { MENSAGEM_NUL, MENSAGEM_NUL_ENDERECO } from '../src/plugins/entrada.js';
import { createTestContext, json, type TestContext, unique } from './helpers.js';

/**
 * The list engine as an outside client calls it (issue 15): page length, Portuguese order and bytes the
 * database refuses, through the HTTP API. The API project runs this file on PGlite and on PostgreSQL.
 */
let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

const get = async (url: string, headers = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: json(res) };
};

describe('tamanho da página (protocolo DataTables)', () => {
  // the CID-10 table has thousands of rows: enough to see every length honoured
  const cid = '/api/parametrizacao/tabela-cid/datatable';

  it('honours any length from 1 to 100 and serves a larger one as 100', async () => {
    for (const length of [1, 25, 37, 100]) {
      const { status, body } = await get(`${cid}?length=${length}`);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(length);
    }
    const { status, body } = await get(`${cid}?length=5000`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(TAMANHO_PAGINA_MAXIMO);
    expect(body.records_total).toBeGreaterThan(TAMANHO_PAGINA_MAXIMO);
  });

  it('refuses -1 ("all") and lengths below 1 with a pt-BR message, never a full dump', async () => {
    const todos = await get(`${cid}?length=-1`);
    expect(todos.status).toBe(422);
    expect(todos.body.errors.length).toEqual([mensagensDatatable.todosRecusado]);
    for (const length of ['0', '-5', 'dez', '2.5']) {
      const r = await get(`${cid}?length=${length}`);
      expect(r.status, length).toBe(422);
      expect(r.body.errors.length).toEqual([mensagensDatatable.tamanhoInvalido]);
    }
  });
});

describe('ordem em português', () => {
  it('sorts the roles list (generic engine) with accents and case folded first, spelling as tie-break', async () => {
    const marca = unique('ordem');
    const nomes = ['Zeca', 'Élcio', 'agenor', 'Ágata', 'Agata', 'élcio'].map((n) => `${n} ${marca}`);
    const ids: number[] = [];
    for (const nome of nomes) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/administracao/papel',
        headers: admin,
        payload: { nome, permissoes: [] },
      });
      expect(r.statusCode, r.body).toBe(201);
      ids.push(json(r).id);
    }
    try {
      const url = `/api/administracao/papel/datatable?length=50&search[value]=${marca}&order[0][column_name]=nome&order[0][dir]=`;
      const asc = (await get(`${url}asc`)).body.data.map((p: { nome: string }) => p.nome.split(' ')[0]);
      expect(asc).toEqual(['Agata', 'Ágata', 'agenor', 'élcio', 'Élcio', 'Zeca']);
      const desc = (await get(`${url}desc`)).body.data.map((p: { nome: string }) => p.nome.split(' ')[0]);
      expect(desc).toEqual([...asc].reverse());
    } finally {
      for (const id of ids) await ctx.app.inject({ method: 'DELETE', url: `/api/administracao/papel/${id}`, headers: admin });
    }
  });

  it('every text column of every table sorts under the Portuguese collation (lists, reports and exports alike)', async () => {
    const { rows } = await ctx.database.db.execute<{ tabela: string; coluna: string; colacao: string | null }>(sql`
      select table_name as tabela, column_name as coluna, collation_name as colacao
        from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'character')
         and table_name not like '\\_\\_%'
         and table_name in (select relname from pg_class where relkind = 'r')`);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.colacao !== COLACAO)).toEqual([]);
  });

  it('the name indexes of tables that grow serve ORDER BY nome under that collation', async () => {
    for (const [tabela, indice] of [
      ['cidadao', 'cidadao_nome_idx'],
      ['material', 'material_nome_uq'],
    ]) {
      const plano = await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const r = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from ${sql.identifier(tabela)} where cliente_id = 1 order by nome limit 10`,
        );
        return r.rows.map((l) => l['QUERY PLAN']).join('\n');
      });
      expect(plano, tabela).toContain(indice);
      expect(plano, tabela).not.toMatch(/\bSort\b/);
    }
  });
});

describe('caractere NUL (U+0000)', () => {
  it('a body field carrying it gets 422 naming the field, and nothing is written', async () => {
    const antes = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from senha_recuperacao`);
    const rec = await ctx.app.inject({
      method: 'POST',
      url: '/api/administracao/autenticacao/recuperar-senha',
      headers: { 'x-cliente': 'demo' },
      payload: { login: 'admin\u0000' },
    });
    expect(rec.statusCode).toBe(422);
    expect(json(rec).errors).toEqual({ login: [MENSAGEM_NUL] });
    const depois = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from senha_recuperacao`);
    expect(depois.rows[0].n).toBe(antes.rows[0].n);

    const marca = unique('nul');
    const salvar = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/alergia',
      headers: admin,
      payload: { nome: `Alergia ${marca}\u0000` },
    });
    expect(salvar.statusCode).toBe(422);
    expect(json(salvar).errors).toEqual({ nome: [MENSAGEM_NUL] });
    const gravadas = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from alergia where nome like ${`%${marca}%`}`,
    );
    expect(gravadas.rows[0].n).toBe(0);

    const aninhado = await ctx.app.inject({
      method: 'PUT',
      url: '/api/administracao/papel/1',
      headers: admin,
      payload: { nome: 'x', permissoes: [], extra: { lista: ['ok', 'n\u0000o'] } },
    });
    expect(aninhado.statusCode).toBe(422);
    expect(json(aninhado).errors).toEqual({ 'extra.lista.1': [MENSAGEM_NUL] });
  });

  it('a query value or a path segment carrying it gets 400, before authentication and validation', async () => {
    const urls = [
      '/api/administracao/relatorio-historico-papel-lotacao/usuario/autocomplete?search[value]=hel%00ena',
      '/api/intranet/cliente/de%00mo/logotipo',
      '/api/intranet/cliente/demo%00',
      '/api/cadastro/alergia/datatable?search[value]=%00',
      '/api/parametrizacao/tabela-cid/datatable?order[0][column_name]=nome%00',
    ];
    for (const url of urls) {
      const semSessao = await get(url, { 'x-cliente': 'demo' });
      expect(semSessao.status, url).toBe(400);
      const comSessao = await get(url);
      expect(comSessao.status, url).toBe(400);
      expect(comSessao.body).toEqual({ message: MENSAGEM_NUL_ENDERECO });
    }
  });
});
