import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;
const api = '/api/administracao/papel';

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

describe('papéis', () => {
  it('offers the permission matrix grouped by module and saves the chosen permissions', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: `${api}/create`, headers })).form;
    const admin = form.permissoes.find((g: { modulo: string }) => g.modulo === 'administracao');
    expect(admin.modulo_nome).toBe('Administração');
    const auditoria = admin.itens.find((p: { nome: string }) => p.nome === 'visualizar-administracao-auditoria');
    expect(auditoria.descricao).toBe('Consultar a trilha de auditoria do município');

    const criado = json(
      await ctx.app.inject({
        method: 'POST',
        url: api,
        headers,
        payload: { nome: 'Auditor interno', descricao: 'Lê a auditoria', permissoes: [auditoria.id, auditoria.id] },
      }),
    );
    expect(criado.permissoes).toEqual([auditoria.id]);
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?search[value]=auditor`, headers }));
    expect(lista.data).toEqual([expect.objectContaining({ nome: 'Auditor interno', quantidade_permissoes: 1, padrao: false })]);

    const alterado = json(
      await ctx.app.inject({ method: 'PUT', url: `${api}/${criado.id}`, headers, payload: { nome: 'Auditor interno', permissoes: [] } }),
    );
    expect(alterado.permissoes).toEqual([]);
  });

  it('filters by situation beside the search (recordsTotal keeps the whole list)', async () => {
    const criado = json(
      await ctx.app.inject({ method: 'POST', url: api, headers, payload: { nome: 'Papel bloqueado de teste', permissoes: [] } }),
    );
    await ctx.app.inject({ method: 'PUT', url: `${api}/bloquear/${criado.id}`, headers });
    const bloqueados = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?situacao=bloqueado&length=50`, headers }));
    // other suites sharing a PostgreSQL database may leave blocked roles of their own
    expect(bloqueados.data.map((p: { nome: string }) => p.nome)).toContain('Papel bloqueado de teste');
    expect(bloqueados.data.every((p: { bloqueado: boolean }) => p.bloqueado)).toBe(true);
    expect(bloqueados.records_filtered).toBe(bloqueados.data.length);
    expect(bloqueados.records_total).toBeGreaterThan(bloqueados.records_filtered + 6);
    const ativos = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?situacao=ativo&length=50`, headers }));
    expect(ativos.data.map((p: { nome: string }) => p.nome)).not.toContain('Papel bloqueado de teste');
    const ignorado = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?situacao=qualquer&length=50`, headers }));
    expect(ignorado.records_filtered).toBe(ignorado.records_total);
  });

  it('refuses a duplicated name on its field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: api, headers, payload: { nome: 'Recepção', permissoes: [] } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
    const vazio = await ctx.app.inject({ method: 'POST', url: api, headers, payload: { nome: '  ' } });
    expect(json(vazio).errors.nome).toEqual(['O campo Nome é obrigatório.']);
  });

  it('protects the default roles: Administrador cannot change, the others cannot be deleted or blocked', async () => {
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${api}/datatable?length=50`, headers })).data as {
      id: number;
      nome: string;
    }[];
    const administrador = lista.find((p) => p.nome === 'Administrador')!;
    const recepcao = lista.find((p) => p.nome === 'Recepção')!;
    const mudarAdmin = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${administrador.id}`,
      headers,
      payload: { nome: 'Outro', permissoes: [] },
    });
    expect(mudarAdmin.statusCode).toBe(409);
    expect(json(mudarAdmin).message).toBe('O papel Administrador tem todas as permissões e não pode ser alterado.');
    const excluir = await ctx.app.inject({ method: 'DELETE', url: `${api}/${recepcao.id}`, headers });
    expect(excluir.statusCode).toBe(409);
    expect(json(excluir).message).toBe('Papéis padrão do sistema não podem ser excluídos.');
    expect((await ctx.app.inject({ method: 'PUT', url: `${api}/bloquear/${recepcao.id}`, headers })).statusCode).toBe(409);
  });

  it('a role in use by a placement cannot be deleted', async () => {
    const { withTenant } = await import('../../../db/client.js');
    const s = await import('../../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const criado = json(await ctx.app.inject({ method: 'POST', url: api, headers, payload: { nome: 'Papel em uso', permissoes: [] } }));
    const lotacaoId = (await ctx.login('regulacao')).sessao.lotacao.id;
    // the answer never carries the tenant (the typed wire): the municipality is read by its link
    const [demo] = await ctx.database.db.select({ id: s.cliente.id }).from(s.cliente).where(eq(s.cliente.link, 'demo'));
    await withTenant(ctx.database.db, { clienteId: demo.id }, (tx) => tx.insert(s.lotacaoPapel).values({ lotacaoId, papelId: criado.id }));
    const res = await ctx.app.inject({ method: 'DELETE', url: `${api}/${criado.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Este registro não pode ser excluído porque está em uso. Bloqueie-o em vez de excluir.');
  });
});
