import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, usuario } from '../../../db/schema/index.js';
import { ehSupervisor } from './eh-supervisor.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

async function usuarioId(login: string, link = 'demo') {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  return withTenant(ctx.database.db, { clienteId: c.id }, async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    return { clienteId: c.id, id: u.id };
  });
}

describe('cadastro/supervisor', () => {
  it('one row per user and module; is-supervisor answers any logged-in user; another municipality is never asked', async () => {
    const login = await criarUsuario(ctx, { comoLogin: 'recepcao' });
    const { id, clienteId } = await usuarioId(login);
    const achado = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/supervisor/usuario/autocomplete?search[value]=${login}`, headers: admin }),
    );
    expect(achado.data).toEqual([{ id, label: `Pessoa de Teste (${login})` }]);

    const recepcao = (await ctx.login('recepcao')).headers;
    const pergunta = async (qs: string, headers = recepcao) =>
      json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/supervisor/is-supervisor/${id}${qs}`, headers }));
    expect(await pergunta('?modulo=farmacia')).toEqual({ data: false });

    const novo = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/supervisor',
      headers: admin,
      payload: { usuario_id: id, modulo: 'farmacia' },
    });
    expect(novo.statusCode).toBe(201);
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/supervisor',
      headers: admin,
      payload: { usuario_id: id, modulo: 'farmacia' },
    });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors).toEqual({ usuario_id: ['Já existe um registro com este valor.'] });
    const semModulo = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/supervisor',
      headers: admin,
      payload: { usuario_id: id, modulo: 'x' },
    });
    expect(json(semModulo).errors).toEqual({ modulo: ['O campo Módulo é obrigatório.'] });

    expect(await pergunta('?modulo=farmacia')).toEqual({ data: true });
    expect(await pergunta('?modulo=regulacao')).toEqual({ data: false });
    expect(await pergunta('')).toEqual({ data: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/cadastro/supervisor/is-supervisor/${id}?modulo=outro`, headers: recepcao }))
        .statusCode,
    ).toBe(422);

    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/supervisor/datatable?search[value]=${login}&modulo=farmacia`,
        headers: admin,
      }),
    );
    expect(lista.data).toEqual([expect.objectContaining({ usuario_nome: 'Pessoa de Teste', login, modulo_nome: 'Farmácia' })]);

    // the server helper other modules call, inside their tenant transaction
    expect(await withTenant(ctx.database.db, { clienteId }, (tx) => ehSupervisor(tx, id, 'farmacia'))).toBe(true);
    const outra = await usuarioId('admin', 'outra');
    expect(await withTenant(ctx.database.db, { clienteId: outra.clienteId }, (tx) => ehSupervisor(tx, id, 'farmacia'))).toBe(false);
    const outraHeaders = (await ctx.login('admin', 'outra')).headers;
    expect(await pergunta('?modulo=farmacia', outraHeaders)).toEqual({ data: false });
    const invasao = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/supervisor',
      headers: outraHeaders,
      payload: { usuario_id: id, modulo: 'cadastro' },
    });
    expect(json(invasao).errors).toEqual({ usuario_id: ['Usuário não encontrado.'] });

    // only who may view supervisors lists them
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cadastro/supervisor/datatable', headers: recepcao })).statusCode).toBe(403);
  });

  it('the demo supervisors are seeded: the pharmacist in charge, not the counter pharmacist', async () => {
    const farmaceutico = await usuarioId('farmaceutico');
    const farmacia = await usuarioId('farmacia');
    const headers = (await ctx.login('farmacia')).headers;
    const pergunta = async (id: number) =>
      json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/supervisor/is-supervisor/${id}?modulo=farmacia`, headers }));
    expect(await pergunta(farmaceutico.id)).toEqual({ data: true });
    expect(await pergunta(farmacia.id)).toEqual({ data: false });
  });
});
