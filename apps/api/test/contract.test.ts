import { mensagensDatatable, RECURSOS, TAMANHO_PAGINA_MAXIMO, toSnake } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_NUL } from '../src/plugins/entrada.js';
import { createTestContext, criarUsuario, json, type TestContext } from './helpers.js';

/**
 * One contract for every registry resource declared through registerCrudRoutes (issue "Resource
 * engine"): 401, 403, store → datatable → edit → update → block → destroy, 422, other municipality;
 * page length, order and malformed text (issue 15).
 */
let ctx: TestContext;
let admin: Record<string, string>;
let semPermissao: Record<string, string>;
let outra: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  semPermissao = (await ctx.login(await criarUsuario(ctx, { comoLogin: 'recepcao', semPapeis: true }))).headers;
  const login = await ctx.login('admin', 'outra');
  outra = login.headers;
  demoId = await clienteId('demo');
});

async function clienteId(link: string) {
  const { cliente } = await import('../src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  return c.id;
}
afterAll(() => ctx.close());

describe('contrato dos recursos de cadastro', () => {
  it('every declared resource is registered by the API, and only those', () => {
    expect(ctx.app.deps.recursos.map((r) => r.resource.apiPath).sort()).toEqual(RECURSOS.map((r) => r.apiPath).sort());
  });

  it.each(RECURSOS.map((r) => r.apiPath))('%s', async (path) => {
    const reg = ctx.app.deps.recursos.find((r) => r.resource.apiPath === path)!;
    const { resource } = reg;
    const api = resource.apiPath;
    const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
      ctx.app.inject({ method, url, headers, payload });

    expect((await inject('GET', `${api}/datatable`, { 'x-cliente': 'demo' })).statusCode).toBe(401);
    expect((await inject('GET', `${api}/datatable`, semPermissao)).statusCode).toBe(403);

    if (resource.acoes.cadastrar) {
      expect((await inject('POST', api, semPermissao, await reg.exemplo(ctx.database.db, demoId))).statusCode).toBe(403);
      const invalido = await inject('POST', api, admin, {});
      expect(invalido.statusCode).toBe(422);
      expect(Object.keys(json(invalido).errors).length).toBeGreaterThan(0);
      expect(json(await inject('GET', `${api}/create`, admin))).toHaveProperty('form');
    }
    if (!resource.acoes.cadastrar) return;

    const exemplo = await reg.exemplo(ctx.database.db, demoId);
    const criado = await inject('POST', api, admin, exemplo);
    expect(criado.statusCode, criado.body).toBe(201);
    const id = json(criado).id as number;

    // datatable: search by the first searchable text value, page and sort by every sortable column
    const buscavel = resource.columns.find((c) => c.searchable && typeof exemplo[toSnake(c.data)] === 'string');
    if (buscavel) {
      const termo = String(exemplo[toSnake(buscavel.data)]);
      const achado = json(await inject('GET', `${api}/datatable?draw=3&length=10&search[value]=${encodeURIComponent(termo)}`, admin));
      expect(achado.draw).toBe(3);
      expect(achado.data.map((d: { id: number }) => d.id)).toContain(id);
      expect(achado.records_filtered).toBeLessThanOrEqual(achado.records_total);
    }
    for (const c of resource.columns.filter((col) => col.sortable)) {
      for (const dir of ['asc', 'desc']) {
        const ordenado = await inject(
          'GET',
          `${api}/datatable?order[0][column_name]=${toSnake(c.data)}&order[0][dir]=${dir}&length=50`,
          admin,
        );
        expect(ordenado.statusCode, `${c.data} ${dir}`).toBe(200);
      }
    }

    // the page length a client chooses (1 to 100; more is served as 100; "all" refused) and malformed text
    const um = json(await inject('GET', `${api}/datatable?length=1`, admin));
    expect(um.data).toHaveLength(1);
    const muitos = await inject('GET', `${api}/datatable?length=500`, admin);
    expect(muitos.statusCode).toBe(200);
    expect(json(muitos).data.length).toBeLessThanOrEqual(TAMANHO_PAGINA_MAXIMO);
    const todos = await inject('GET', `${api}/datatable?length=-1`, admin);
    expect(todos.statusCode).toBe(422);
    expect(json(todos).errors.length).toEqual([mensagensDatatable.todosRecusado]);
    expect((await inject('GET', `${api}/datatable?search[value]=a%00b`, admin)).statusCode).toBe(400);
    const campoTexto = Object.keys(exemplo).find((k) => typeof exemplo[k] === 'string');
    if (campoTexto) {
      const comNul = await inject('POST', api, admin, { ...exemplo, [campoTexto]: `${exemplo[campoTexto]}\u0000` });
      expect(comNul.statusCode, campoTexto).toBe(422);
      expect(json(comNul).errors).toEqual({ [campoTexto]: [MENSAGEM_NUL] });
    }

    if (resource.acoes.editar) {
      const edit = json(await inject('GET', `${api}/${id}/edit`, admin));
      expect(edit.model.id).toBe(id);
      const novo = await reg.exemplo(ctx.database.db, demoId);
      const atualizado = await inject('PUT', `${api}/${id}`, admin, novo);
      expect(atualizado.statusCode, atualizado.body).toBe(200);
      expect((await inject('PUT', `${api}/${id}`, admin, {})).statusCode).toBe(422);
      expect((await inject('GET', `${api}/${id}/edit`, outra)).statusCode).toBe(404);
      expect((await inject('PUT', `${api}/${id}`, outra, novo)).statusCode).toBe(404);
    }
    if (resource.acoes.bloquear) {
      expect(json(await inject('PUT', `${api}/bloquear/${id}`, admin)).bloqueado).toBe(true);
      expect(json(await inject('PUT', `${api}/desbloquear/${id}`, admin)).bloqueado).toBe(false);
      expect((await inject('PUT', `${api}/bloquear/${id}`, outra)).statusCode).toBe(404);
    }
    if (resource.acoes.excluir) {
      expect((await inject('DELETE', `${api}/${id}`, outra)).statusCode).toBe(404);
      expect((await inject('DELETE', `${api}/${id}`, semPermissao)).statusCode).toBe(403);
      expect((await inject('DELETE', `${api}/${id}`, admin)).statusCode).toBe(204);
      expect((await inject('GET', `${api}/${id}/edit`, admin)).statusCode).toBe(404);
    }
  });
});
