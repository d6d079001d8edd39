import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, type TestContext } from '../../test/helpers.js';
import { type Tx, withTenant } from '../db/client.js';
import { cliente, lotacao, lotacaoPapel, papel, usuario } from '../db/schema/index.js';

/**
 * Sessions held in memory (issue 15): a request does not read its session again while it holds, yet a change
 * made anywhere — by this process, by another one, or straight in the database — is seen by the very next
 * request that opens a transaction: the triggers raise the municipality's counter and the first statement of
 * that transaction compares it.
 */
let a: TestContext;
let b: TestContext;
let demo: number;
const lista = '/api/administracao/papel/datatable';

beforeAll(async () => {
  a = await createTestContext();
  b = await createTestContext(); // a second API process over the same database
  const [c] = await a.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  demo = c.id;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const emOutroProcesso = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(b.database.db, { clienteId: demo }, fn);

async function usuarioId(login: string) {
  const [u] = await emOutroProcesso(async (tx) => tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login)));
  return u.id;
}

const status = async (ctx: TestContext, headers: Record<string, string>, url = lista) =>
  (await ctx.app.inject({ method: 'GET', url, headers })).statusCode;

describe('sessão em memória', () => {
  it('serves from memory and still refuses at once a user blocked elsewhere', async () => {
    const login = await criarUsuario(a, { comoLogin: 'admin' });
    const { headers } = await a.login(login);
    expect(await status(a, headers)).toBe(200);
    expect(await status(a, headers)).toBe(200);
    expect(a.app.deps.sessoes.tamanho).toBeGreaterThan(0);

    const id = await usuarioId(login);
    await emOutroProcesso((tx) => tx.update(usuario).set({ bloqueado: true }).where(eq(usuario.id, id)));
    expect(await status(a, headers)).toBe(401);
  });

  it('a session ended by logout in another process is refused by this one', async () => {
    const login = await criarUsuario(a, { comoLogin: 'admin' });
    const { headers } = await a.login(login);
    expect(await status(a, headers)).toBe(200);
    const sair = await b.app.inject({ method: 'POST', url: '/api/administracao/autenticacao/logout', headers });
    expect(sair.statusCode).toBe(204);
    expect(await status(a, headers)).toBe(401);
  });

  it('a role taken away is a 403 at the next request; a role granted is honoured at once', async () => {
    const login = await criarUsuario(a, { comoLogin: 'admin' });
    const { headers } = await a.login(login);
    expect(await status(a, headers)).toBe(200);
    const id = await usuarioId(login);
    const papeis = (await emOutroProcesso(async (tx) =>
      tx
        .select({ lotacaoId: lotacaoPapel.lotacaoId, papelId: lotacaoPapel.papelId })
        .from(lotacaoPapel)
        .innerJoin(lotacao, eq(lotacao.id, lotacaoPapel.lotacaoId))
        .where(eq(lotacao.usuarioId, id)),
    )) as { lotacaoId: number; papelId: number }[];
    expect(papeis.length).toBeGreaterThan(0);

    await emOutroProcesso((tx) => tx.execute(sql`delete from lotacao_papel where lotacao_id = ${papeis[0].lotacaoId}`));
    expect(await status(a, headers)).toBe(403);

    await emOutroProcesso(async (tx) => {
      for (const p of papeis) await tx.insert(lotacaoPapel).values(p);
    });
    expect(await status(a, headers)).toBe(200);
  });

  it('a permission removed from a role reaches the sessions that hold it through that role', async () => {
    const login = await criarUsuario(a, { comoLogin: 'recepcao' });
    const { headers } = await a.login(login);
    const [p] = (await emOutroProcesso(async (tx) =>
      tx
        .insert(papel)
        .values({ nome: `Só papéis ${login}`, todasPermissoes: true })
        .returning({ id: papel.id }),
    )) as { id: number }[];
    const id = await usuarioId(login);
    const [l] = (await emOutroProcesso(async (tx) => tx.select({ id: lotacao.id }).from(lotacao).where(eq(lotacao.usuarioId, id)))) as {
      id: number;
    }[];
    try {
      await emOutroProcesso((tx) => tx.insert(lotacaoPapel).values({ lotacaoId: l.id, papelId: p.id }));
      expect(await status(a, headers)).toBe(200);
      await emOutroProcesso((tx) => tx.update(papel).set({ bloqueado: true }).where(eq(papel.id, p.id)));
      expect(await status(a, headers)).toBe(403);
    } finally {
      // the database is shared with other files: the role must not stay in the catalogue of the demo
      await emOutroProcesso(async (tx) => {
        await tx.delete(lotacaoPapel).where(eq(lotacaoPapel.papelId, p.id));
        await tx.delete(papel).where(eq(papel.id, p.id));
      });
    }
  });
});
