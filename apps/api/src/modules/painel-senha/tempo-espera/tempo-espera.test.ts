import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, cliente } from '../../../db/schema/index.js';
import { opcoesDoFormularioDaFila } from '../painel-senha.lookup.js';

let ctx: TestContext;
let admin: Record<string, string>;
const URL = '/api/painel-senha/tempo-espera';
const criados: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
// other suites on a shared database read the seeded thresholds exactly
afterAll(async () => {
  for (const id of criados) await ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin });
  await ctx.close();
});

const post = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: URL, headers: admin, payload });

describe('painel-senha/tempo-espera', () => {
  it('minutes from 0 to 1440, one threshold per value; the colour as #RRGGBB, stored in lower case', async () => {
    const longo = await post({ minutos: 1441, cor: '#000000' });
    expect(json(longo).errors).toEqual({ minutos: ['Minutos deve ser menor ou igual a 1440'] });
    const cor = await post({ minutos: 45, cor: 'vermelho' });
    expect(json(cor).errors).toEqual({ cor: ['Cor deve estar no formato #RRGGBB.'] });
    const dup = await post({ minutos: 30, cor: '#123456' });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ minutos: ['Já existe um registro com este valor.'] });

    const ok = await post({ minutos: 45, cor: '#AB47BC' });
    expect(ok.statusCode, ok.body).toBe(201);
    criados.push(json(ok).id);
    expect(json(ok)).toMatchObject({ minutos: 45, cor: '#ab47bc' });
  });

  it('the queues read the same thresholds, shortest wait first', async () => {
    const ok = await post({ minutos: 90, cor: '#5d4037' });
    expect(ok.statusCode, ok.body).toBe(201);
    criados.push(json(ok).id);
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${URL}/datatable`, headers: admin }));
    const minutos = (lista.data as { minutos: number }[]).map((t) => t.minutos);
    expect(minutos).toEqual([...minutos].sort((a, b) => a - b));
    expect(lista.data).toContainEqual({ id: json(ok).id, minutos: 90, cor: '#5d4037' });

    const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
    const { temposEspera } = await withTenant(ctx.database.db, { clienteId: c.id }, async (tx) => {
      const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).limit(1);
      return opcoesDoFormularioDaFila(tx, { centroCustoId: cc.id });
    });
    expect(temposEspera).toContainEqual({ id: json(ok).id, minutos: 90, cor: '#5d4037' });
  });
});
