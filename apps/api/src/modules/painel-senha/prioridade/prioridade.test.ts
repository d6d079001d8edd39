import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, prioridade } from '../../../db/schema/index.js';
import { sufixo } from '../centro-custo/filas.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let id: number;
let nome: string;
const URL = '/api/painel-senha/prioridade';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  // priorities come with the municipality (there is no create route): this suite works on a row of its own
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  nome = `Prioridade de teste ${sufixo()}`;
  [{ id }] = await withTenant(ctx.database.db, { clienteId: c.id }, (tx) =>
    tx.insert(prioridade).values({ nome, peso: 5 }).returning({ id: prioridade.id }),
  );
});
afterAll(() => ctx.close());

describe('painel-senha/prioridade (index and edit only)', () => {
  it('has no create, store or delete route', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/create`, headers: admin })).statusCode).toBe(404);
    const store = await ctx.app.inject({ method: 'POST', url: URL, headers: admin, payload: { nome: 'Nova', peso: 1 } });
    expect(store.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/${id}/edit`, headers: admin })).statusCode).toBe(200);
  });

  it('lists the heaviest first, with the legal ones flagged', async () => {
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${URL}/datatable?length=50`, headers: admin }));
    const pesos = (lista.data as { peso: number }[]).map((p) => p.peso);
    expect(pesos).toEqual([...pesos].sort((a, b) => b - a));
    expect(lista.data).toContainEqual(expect.objectContaining({ nome: 'Idoso 80+', peso: 20, legal: true, bloqueado: false }));
  });

  it('edits name, weight (0 to 100) and the legal flag; blocks and unblocks', async () => {
    const put = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: admin, payload });
    const pesado = await put({ nome, peso: 101, legal: true });
    expect(pesado.statusCode).toBe(422);
    expect(json(pesado).errors).toEqual({ peso: ['Peso deve ser menor ou igual a 100'] });
    const dup = await put({ nome: 'Gestante', peso: 10, legal: true });
    expect(json(dup).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });

    const ok = await put({ nome: `${nome} (legal)`, peso: 30, legal: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ nome: `${nome} (legal)`, peso: 30, legal: true });
    expect(json(await ctx.app.inject({ method: 'PUT', url: `${URL}/bloquear/${id}`, headers: admin })).bloqueado).toBe(true);
    expect(json(await ctx.app.inject({ method: 'PUT', url: `${URL}/desbloquear/${id}`, headers: admin })).bloqueado).toBe(false);
  });
});
