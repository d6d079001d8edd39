import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { auditoria, cidadao, cliente, usuario } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { domicilioResidente } from '../paciente/domicilio/domicilio.table.js';

let ctx: TestContext;
let admin: Record<string, string>;
let logradouroId: number;
let demoId: number;
const url = '/api/cadastro/unificacao-usuario-paciente';

/** Runs statements one by one (prepared statements take a single command). */
async function ddl(...comandos: string[]) {
  for (const c of comandos) await ctx.database.db.execute(sql.raw(c));
}

const cpfAleatorio = () => gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000)));

async function pacientes(n: number, extra: (i: number) => Partial<typeof cidadao.$inferInsert> = () => ({})) {
  const marca = unique('unif');
  return withTenant(ctx.database.db, { clienteId: demoId }, (tx) =>
    tx
      .insert(cidadao)
      .values(Array.from({ length: n }, (_, i) => ({ nome: `Paciente ${i} ${marca}`, dataNascimento: '1980-01-01', ...extra(i) })))
      .returning(),
  );
}

const noTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId: demoId }, fn);

async function morar(domicilioId: number | null, pacienteId: number, headers = admin) {
  if (domicilioId === null) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente/domicilio',
      headers,
      payload: { paciente_id: pacienteId, logradouro_id: logradouroId, numero: '10', zona: 83 },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return json(res).id as number;
  }
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cadastro/paciente/domicilio/${domicilioId}/residente`,
    headers,
    payload: { paciente_id: pacienteId },
  });
  return domicilioId;
}

async function darUsuario(cidadaoId: number) {
  await noTenant((tx) => tx.insert(usuario).values({ cidadaoId, login: unique('u'), senhaHash: 'x' }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  demoId = c.id;
  const sufixo = unique('unif');
  const b = json(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/bairro',
      headers: admin,
      payload: { nome: `Bairro ${sufixo}`, municipio_id: 2606002 },
    }),
  );
  logradouroId = json(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/logradouro',
      headers: admin,
      payload: { tipo_logradouro_codigo: '081', nome: `Rua ${sufixo}`, cep: '55294990', bairro_id: b.id },
    }),
  ).id;
});
afterAll(() => ctx.close());

describe('unificação de cadastros de pacientes', () => {
  it('moves every reference (household, user, a table created now) to the kept record, drops duplicates and writes the audit entry', async () => {
    const tabela = `teste_unif_${Math.random().toString(36).slice(2, 8)}`;
    await ddl(
      `create table ${tabela} (id serial primary key, cliente_id bigint not null, cidadao_id bigint not null references cidadao(id),
         etiqueta text not null, unique (cidadao_id, etiqueta))`,
      `grant select, insert, update, delete on ${tabela} to app_user`,
    );
    try {
      const cpfA = cpfAleatorio();
      const [k, a, b] = await pacientes(3, (i) => (i === 1 ? { cpf: cpfA, cns: null } : {}));
      // K and A live in the same household (A's current residence is a duplicate); B lived elsewhere and moved
      const d1 = await morar(null, k.id);
      await morar(d1, a.id);
      const d2 = await morar(null, b.id);
      await morar(d1, b.id); // ends B's residence in d2 (history row moves too)
      await darUsuario(a.id);
      await ctx.database.db.execute(
        sql.raw(`insert into ${tabela} (cliente_id, cidadao_id, etiqueta) values
                 (${demoId}, ${k.id}, 'alergia-x'), (${demoId}, ${a.id}, 'alergia-x'), (${demoId}, ${a.id}, 'alergia-y'), (${demoId}, ${b.id}, 'alergia-z')`),
      );

      const comparar = json(await ctx.app.inject({ method: 'GET', url: `${url}/comparar?ids=${k.id},${a.id}`, headers: admin }));
      expect(comparar.data[1]).toMatchObject({ id: a.id, cpf: cpfA, usuario_login: expect.any(String) });
      expect(comparar.data[1].referencias).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ tabela, quantidade: 2 }),
          expect.objectContaining({ tabela: 'usuario', quantidade: 1 }),
          expect.objectContaining({ tabela: 'domicilio_residente', quantidade: 1 }),
        ]),
      );

      const res = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: { manter_id: k.id, unificar_ids: [a.id, b.id] } });
      expect(res.statusCode).toBe(200);
      expect(json(res).referencias).toEqual(
        expect.arrayContaining([
          { tabela, coluna: 'cidadao_id', movidos: 2, descartados: 1 },
          { tabela: 'usuario', coluna: 'cidadao_id', movidos: 1, descartados: 0 },
          { tabela: 'domicilio_residente', coluna: 'cidadao_id', movidos: 1, descartados: 2 },
        ]),
      );

      const extra = await ctx.database.db.execute<{ cidadao_id: number; etiqueta: string }>(
        sql.raw(`select cidadao_id, etiqueta from ${tabela} order by etiqueta`),
      );
      expect(extra.rows.map((r) => [Number(r.cidadao_id), r.etiqueta])).toEqual([
        [k.id, 'alergia-x'],
        [k.id, 'alergia-y'],
        [k.id, 'alergia-z'],
      ]);
      await noTenant(async (tx) => {
        const [u] = await tx.select().from(usuario).where(eq(usuario.cidadaoId, k.id));
        expect(u).toBeDefined();
        const residencias = await tx.select().from(domicilioResidente).where(eq(domicilioResidente.cidadaoId, k.id));
        // K's own current residence in d1, plus B's ended residence in d2 (history kept)
        expect(residencias.map((r) => [r.domicilioId, r.dataSaida === null])).toEqual(
          expect.arrayContaining([
            [d1, true],
            [d2, false],
          ]),
        );
        expect(residencias).toHaveLength(2);
        const [kept] = await tx.select().from(cidadao).where(eq(cidadao.id, k.id));
        expect(kept.cpf).toBe(cpfA);
        const [merged] = await tx.select().from(cidadao).where(eq(cidadao.id, a.id));
        expect(merged).toMatchObject({ cpf: null, unificadoEmId: k.id, bloqueado: true });
        const [trilha] = await tx
          .select()
          .from(auditoria)
          .where(and(eq(auditoria.acao, 'UNIFICACAO'), eq(auditoria.registroId, k.id)));
        expect(trilha.depois).toMatchObject({ manter_id: k.id, unificados_ids: [a.id, b.id], cpf_copiado: cpfA });
      });

      const historico = json(await ctx.app.inject({ method: 'GET', url: `${url}/historico`, headers: admin }));
      expect(historico.data[0]).toMatchObject({ mantido: { id: k.id, nome: k.nome }, unificados: [{ id: a.id }, { id: b.id }] });

      // a merged record cannot be merged again nor kept
      const denovo = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: { manter_id: a.id, unificar_ids: [k.id] } });
      expect(denovo.statusCode).toBe(422);
      expect(json(denovo).errors.manter_id[0]).toMatch(/já foi unificado/);
    } finally {
      await ctx.database.db.execute(sql.raw(`drop table if exists ${tabela}`));
    }
  });

  it('refuses when both records have a user, into itself, and across municipalities — nothing changes', async () => {
    const [k, a] = await pacientes(2);
    await darUsuario(k.id);
    await darUsuario(a.id);
    const ambos = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: { manter_id: k.id, unificar_ids: [a.id] } });
    expect(ambos.statusCode).toBe(422);
    expect(json(ambos).message).toMatch(/usuário/);
    const proprio = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: { manter_id: k.id, unificar_ids: [k.id] } });
    expect(proprio.statusCode).toBe(422);
    expect(json(proprio).errors.unificar_ids).toEqual(['O cadastro que permanece não pode ser unificado nele mesmo.']);

    const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
    const [deOutra] = await withTenant(ctx.database.db, { clienteId: c.id }, (tx) =>
      tx.insert(cidadao).values({ nome: 'Paciente de Caruaru' }).returning(),
    );
    const alheio = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: { manter_id: k.id, unificar_ids: [deOutra.id] } });
    expect(alheio.statusCode).toBe(404);
    await noTenant(async (tx) => {
      const [x] = await tx.select().from(cidadao).where(eq(cidadao.id, a.id));
      expect(x.unificadoEmId).toBeNull();
    });
  });

  it('is atomic: a failure in a later table leaves every earlier move undone and no audit entry', async () => {
    const tabela = `zz_teste_falha_${Math.random().toString(36).slice(2, 8)}`;
    await ddl(
      `create table ${tabela} (id serial primary key, cliente_id bigint not null, cidadao_id bigint references cidadao(id))`,
      `create function ${tabela}_f() returns trigger language plpgsql as $$ begin raise exception 'falha proposital'; end $$`,
      `create trigger ${tabela}_t before update on ${tabela} for each row execute function ${tabela}_f()`,
      `grant select, insert, update, delete on ${tabela} to app_user`,
    );
    try {
      const [k, a] = await pacientes(2);
      const d = await morar(null, a.id);
      await darUsuario(a.id);
      await ctx.database.db.execute(sql.raw(`insert into ${tabela} (cliente_id, cidadao_id) values (${demoId}, ${a.id})`));
      const res = await ctx.app.inject({ method: 'POST', url, headers: admin, payload: { manter_id: k.id, unificar_ids: [a.id] } });
      expect(res.statusCode).toBe(500);
      await noTenant(async (tx) => {
        const [u] = await tx.select().from(usuario).where(eq(usuario.cidadaoId, a.id));
        expect(u).toBeDefined();
        const [r] = await tx.select().from(domicilioResidente).where(eq(domicilioResidente.cidadaoId, a.id));
        expect(r.domicilioId).toBe(d);
        const [x] = await tx.select().from(cidadao).where(eq(cidadao.id, a.id));
        expect(x).toMatchObject({ unificadoEmId: null, bloqueado: false });
        const trilha = await tx
          .select()
          .from(auditoria)
          .where(and(eq(auditoria.acao, 'UNIFICACAO'), eq(auditoria.registroId, k.id)));
        expect(trilha).toHaveLength(0);
      });
    } finally {
      await ddl(`drop table if exists ${tabela}`, `drop function if exists ${tabela}_f()`);
    }
  });

  it('requires its own permission', async () => {
    const [k, a] = await pacientes(2);
    const recepcao = (await ctx.login('recepcao')).headers;
    const res = await ctx.app.inject({ method: 'POST', url, headers: recepcao, payload: { manter_id: k.id, unificar_ids: [a.id] } });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}/historico`, headers: recepcao })).statusCode).toBe(403);
  });
});
