import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

/**
 * The typed wire (issue 14 §3): every route declares the Zod schema of its answer. The routes written before
 * the typed wire are listed in `rotas-sem-resposta.txt` and leave it as their modules get their schemas; the
 * list only shrinks: a new route without a schema fails here, and so does a listed route that got one (take
 * it off the list). `REESCREVER_ROTAS_SEM_RESPOSTA=1` rewrites the list from the app.
 */
const ARQUIVO = new URL('./rotas-sem-resposta.txt', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const nome = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('typed wire', () => {
  it('every route declares its response schema, except the listed routes still to convert', () => {
    const semResposta = ctx.app.rotas
      .filter((r) => !r.comResposta)
      .map(nome)
      .sort();
    if (process.env.REESCREVER_ROTAS_SEM_RESPOSTA) writeFileSync(ARQUIVO, `${semResposta.join('\n')}\n`);
    const pendentes = readFileSync(ARQUIVO, 'utf8').split('\n').filter(Boolean);
    expect(
      semResposta.filter((r) => !pendentes.includes(r)),
      'rotas novas sem esquema de resposta',
    ).toEqual([]);
    expect(
      pendentes.filter((r) => !semResposta.includes(r)),
      'rotas da lista que já têm esquema (tire-as da lista)',
    ).toEqual([]);
  });

  it('a registry answer carries its declared fields only: never the tenant or the audit columns', async () => {
    const { headers } = await ctx.login('admin');
    const lista = (await ctx.app.inject({ method: 'GET', url: '/api/cadastro/grupo/datatable?length=10', headers })).json();
    expect(lista.data.length).toBeGreaterThan(0);
    const id = lista.data[0].id;
    const { model } = (await ctx.app.inject({ method: 'GET', url: `/api/cadastro/grupo/${id}/edit`, headers })).json();
    expect(model.id).toBe(id);
    for (const interna of ['cliente_id', 'created_by', 'updated_by']) {
      expect(model).not.toHaveProperty(interna);
      expect(lista.data[0]).not.toHaveProperty(interna);
    }
  });

  it('the OpenAPI document shows the answer of a typed route in snake_case', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const fila = doc.paths['/api/pronto-atendimento/fila'].get;
    const modelo = fila.responses['200'].content['application/json'].schema.properties.data.properties.model;
    expect(Object.keys(modelo.properties).sort()).toEqual(['contagem', 'destaque_horas', 'fila', 'indicadores', 'topico']);
  });
});
