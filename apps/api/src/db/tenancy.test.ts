import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbError, type TestContext } from '../../test/helpers.js';
import { withTenant } from './client.js';
import { cliente, usuario } from './schema/index.js';

let ctx: TestContext;
let demo: number;
let outra: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db.select({ id: cliente.id, link: cliente.link }).from(cliente);
  demo = rows.find((r) => r.link === 'demo')!.id;
  outra = rows.find((r) => r.link === 'outra')!.id;
});
afterAll(() => ctx.close());

describe('isolamento por município (RLS)', () => {
  it('runs requests as app_user, which owns no table and cannot bypass the policy', async () => {
    const info = await withTenant(ctx.database.db, { clienteId: demo }, async (tx) => {
      const r = await tx.execute<{ usuario: string; bypass: boolean; super: boolean }>(sql`
        select current_user as usuario, r.rolbypassrls as bypass, r.rolsuper as super
          from pg_roles r where r.rolname = current_user`);
      return r.rows[0];
    });
    expect(info).toEqual({ usuario: 'app_user', bypass: false, super: false });
    const owned = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = 'app_user'`,
    );
    expect(owned.rows[0].n).toBe(0);
  });

  it('a query that forgets the tenant filter still sees only its municipality', async () => {
    const semFiltro = (clienteId: number) =>
      withTenant(ctx.database.db, { clienteId }, (tx) => tx.select({ clienteId: usuario.clienteId, login: usuario.login }).from(usuario));
    const daDemo = await semFiltro(demo);
    const daOutra = await semFiltro(outra);
    expect(daDemo.length).toBeGreaterThan(1);
    expect(new Set(daDemo.map((u) => u.clienteId))).toEqual(new Set([demo]));
    expect(new Set(daOutra.map((u) => u.clienteId))).toEqual(new Set([outra]));
    // both municipalities have an "admin": each sees exactly its own
    expect(daDemo.filter((u) => u.login === 'admin')).toHaveLength(1);
    expect(daOutra.filter((u) => u.login === 'admin')).toHaveLength(1);
  });

  it('without a tenant setting nothing is visible', async () => {
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return tx.select().from(usuario);
    });
    expect(rows).toHaveLength(0);
  });

  it('refuses writing into another municipality and cannot touch its rows', async () => {
    const [alvo] = await withTenant(ctx.database.db, { clienteId: outra }, (tx) => tx.select({ id: usuario.id }).from(usuario).limit(1));
    expect(
      await dbError(
        withTenant(ctx.database.db, { clienteId: demo }, (tx) =>
          tx.execute(sql`insert into setor (cliente_id, nome, setor_tipo_id) values (${outra}, 'Invasor', 1)`),
        ),
      ),
    ).toMatch(/row-level security/);
    const updated = await withTenant(ctx.database.db, { clienteId: demo }, (tx) =>
      tx.update(usuario).set({ email: 'x@y.z' }).where(eq(usuario.id, alvo.id)).returning({ id: usuario.id }),
    );
    expect(updated).toHaveLength(0);
  });

  it('guards every table that has cliente_id: RLS on, tenant policy, audit trigger', async () => {
    const r = await ctx.database.db.execute<{ tabela: string; rls: boolean; politica: boolean; gatilho: boolean }>(sql`
      select c.relname as tabela, c.relrowsecurity as rls,
             exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = c.relname || '_cliente') as politica,
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_auditar') as gatilho
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from information_schema.columns i where i.table_name = c.relname and i.column_name = 'cliente_id')`);
    expect(r.rows.length).toBeGreaterThan(15);
    for (const t of r.rows) {
      expect(t.rls, t.tabela).toBe(true);
      expect(t.politica, t.tabela).toBe(true);
      const semTrilha = ['auditoria', 'login_falha', 'tarefa', 'tarefa_arquivo', 'sequencia', 'estoque_saldo', 'estoque_custo_medio'];
      // derived or high-churn tables have no audit trigger; every other municipal table has one
      expect(t.gatilho, t.tabela).toBe(!semTrilha.includes(t.tabela));
    }
  });

  it('keeps the token signing key away from the application role', async () => {
    expect(
      await dbError(withTenant(ctx.database.db, { clienteId: demo }, (tx) => tx.execute(sql`select valor from sistema_chave`))),
    ).toMatch(/permission denied/);
  });
});

describe('auditoria', () => {
  it('records who changed what, with before and after, and never the password hash', async () => {
    const [u] = await withTenant(ctx.database.db, { clienteId: demo }, (tx) =>
      tx.select({ id: usuario.id, email: usuario.email }).from(usuario).where(eq(usuario.login, 'almoxarifado')),
    );
    const trilha = await withTenant(ctx.database.db, { clienteId: demo, usuarioId: u.id, requestId: 'teste-auditoria' }, async (tx) => {
      await tx.update(usuario).set({ email: 'novo@demo.saude.local' }).where(eq(usuario.id, u.id));
      const r = await tx.execute<{ acao: string; usuario_id: number; antes: any; depois: any }>(
        sql`select acao, usuario_id, antes, depois from auditoria where request_id = 'teste-auditoria'`,
      );
      throw Object.assign(new Error('rollback'), { rows: r.rows }); // leave the seed as it was
    }).catch((e: { rows?: unknown[] }) => {
      if (!e.rows) throw e;
      return e.rows as { acao: string; usuario_id: number; antes: any; depois: any }[];
    });
    expect(trilha).toHaveLength(1);
    expect(trilha[0].acao).toBe('UPDATE');
    expect(Number(trilha[0].usuario_id)).toBe(u.id);
    expect(trilha[0].antes.email).toBe(u.email);
    expect(trilha[0].depois.email).toBe('novo@demo.saude.local');
    expect(trilha[0].antes).not.toHaveProperty('senha_hash');
    expect(trilha[0].depois).not.toHaveProperty('senha_hash');
  });

  it('cannot be edited or deleted, not even by the table owner', async () => {
    expect(await dbError(ctx.database.db.execute(sql`update auditoria set acao = 'X' where id = (select min(id) from auditoria)`))).toMatch(
      /não pode ser alterada/,
    );
    expect(await dbError(ctx.database.db.execute(sql`delete from auditoria where id = (select min(id) from auditoria)`))).toMatch(
      /não pode ser alterada/,
    );
    expect(await dbError(withTenant(ctx.database.db, { clienteId: demo }, (tx) => tx.execute(sql`delete from auditoria`)))).toMatch(
      /permission denied/,
    );
  });
});
