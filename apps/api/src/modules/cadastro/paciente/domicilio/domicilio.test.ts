import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../../test/helpers.js';
import { withTenant } from '../../../../db/client.js';
import { cidadao, cliente } from '../../../../db/schema/index.js';

let ctx: TestContext;
let admin: Record<string, string>;
let logradouroId: number;

/** Throw-away citizens of a municipality (the patient registry is another module's). */
export async function criarPacientes(c: TestContext, nomes: string[], link = 'demo') {
  const [cl] = await c.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  return withTenant(c.database.db, { clienteId: cl.id }, (tx) =>
    tx
      .insert(cidadao)
      .values(nomes.map((nome, i) => ({ nome, dataNascimento: `${1950 + i * 10}-06-15` })))
      .returning({ id: cidadao.id }),
  ).then((rows) => rows.map((r) => r.id));
}

export async function criarLogradouro(c: TestContext, headers: Record<string, string>) {
  const sufixo = unique('dom');
  const b = json(
    await c.app.inject({
      method: 'POST',
      url: '/api/cadastro/bairro',
      headers,
      payload: { nome: `Bairro ${sufixo}`, municipio_id: 2606002 },
    }),
  );
  const l = await c.app.inject({
    method: 'POST',
    url: '/api/cadastro/logradouro',
    headers,
    payload: { tipo_logradouro_codigo: '081', nome: `Rua ${sufixo}`, cep: '55294990', bairro_id: b.id },
  });
  return json(l).id as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  logradouroId = await criarLogradouro(ctx, admin);
});
afterAll(() => ctx.close());

const endereco = (extra: Record<string, unknown> = {}) => ({
  logradouro_id: logradouroId,
  numero: '120',
  complemento: 'Casa B',
  zona: 83,
  tipo_domicilio: 85,
  numero_comodos: 5,
  abastecimento_agua: 89,
  destino_lixo: 93,
  energia_eletrica: true,
  ...extra,
});

describe('domicílio do paciente (spec 001 §7 paciente/domicilio)', () => {
  it('creates the household with the patient as responsible, adds, moves and removes residents', async () => {
    const [ana, bruno, carla] = await criarPacientes(ctx, ['Ana Teste Domicílio', 'Bruno Teste Domicílio', 'Carla Teste Domicílio']);
    const vazio = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${ana}/domicilio`, headers: admin }));
    expect(vazio.data).toBeNull();
    expect(vazio.form.tipos_domicilio).toContainEqual({ id: 86, nome: 'Apartamento' });

    const criado = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente/domicilio',
      headers: admin,
      payload: endereco({ paciente_id: ana }),
    });
    expect(criado.statusCode).toBe(201);
    const d1 = json(criado);
    expect(d1).toMatchObject({ numero: '120', zona: 83, cep: '55294990' });
    expect(d1.residentes).toEqual([expect.objectContaining({ paciente_id: ana, responsavel: true, idade: expect.any(Number) })]);

    // a second household for Bruno, then Bruno moves into Ana's: his old residence ends
    const d2 = json(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cadastro/paciente/domicilio',
        headers: admin,
        payload: endereco({ numero: '7', paciente_id: bruno }),
      }),
    );
    const junto = json(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/cadastro/paciente/domicilio/${d1.id}/residente`,
        headers: admin,
        payload: { paciente_id: bruno },
      }),
    );
    expect(junto.residentes.map((r: { paciente_id: number }) => r.paciente_id)).toEqual([ana, bruno]);
    const doBruno = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${bruno}/domicilio`, headers: admin }));
    expect(doBruno.data.id).toBe(d1.id);
    const antigo = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${bruno}/domicilio`, headers: admin }));
    expect(antigo.data.id).not.toBe(d2.id);

    // adding the same person twice keeps one residence; a new responsible replaces the old one
    await ctx.app.inject({
      method: 'POST',
      url: `/api/cadastro/paciente/domicilio/${d1.id}/residente`,
      headers: admin,
      payload: { paciente_id: bruno },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/cadastro/paciente/domicilio/${d1.id}/residente`,
      headers: admin,
      payload: { paciente_id: carla },
    });
    const resp = json(
      await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/paciente/domicilio/${d1.id}/responsavel/${carla}`, headers: admin }),
    );
    expect(
      resp.residentes.filter((r: { responsavel: boolean }) => r.responsavel).map((r: { paciente_id: number }) => r.paciente_id),
    ).toEqual([carla]);
    expect(resp.residentes).toHaveLength(3);

    const removido = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cadastro/paciente/domicilio/${d1.id}/residente/${bruno}`,
      headers: admin,
    });
    expect(removido.statusCode).toBe(200);
    expect(json(removido).residentes.map((r: { paciente_id: number }) => r.paciente_id)).not.toContain(bruno);
    expect(json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${bruno}/domicilio`, headers: admin })).data).toBeNull();
    const denovo = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cadastro/paciente/domicilio/${d1.id}/residente/${bruno}`,
      headers: admin,
    });
    expect(denovo.statusCode).toBe(404);

    // updating the address
    const atualizado = json(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/cadastro/paciente/domicilio/${d1.id}`,
        headers: admin,
        payload: endereco({ numero: '', sem_numero: true, zona: 84 }),
      }),
    );
    expect(atualizado).toMatchObject({ numero: null, sem_numero: true, zona: 84 });
    const loteamentoInexistente = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/domicilio/${d1.id}`,
      headers: admin,
      payload: endereco({ loteamento_id: 999999999 }),
    });
    expect(json(loteamentoInexistente).errors).toEqual({ loteamento_id: ['Loteamento não encontrado.'] });
  });

  it('validates with pt-BR messages and hides other municipalities', async () => {
    const [p] = await criarPacientes(ctx, ['Daniel Teste Domicílio']);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente/domicilio',
      headers: admin,
      payload: { paciente_id: p, zona: 99, numero: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      logradouro_id: ['O campo Logradouro é obrigatório.'],
      zona: ['Zona é inválido'],
    });
    const semNumero = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente/domicilio',
      headers: admin,
      payload: endereco({ paciente_id: p, numero: '' }),
    });
    expect(json(semNumero).errors).toMatchObject({ numero: ['Informe o número ou marque "Sem número".'] });

    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${p}/domicilio`, headers: outra })).statusCode).toBe(404);
    const [deOutra] = await criarPacientes(ctx, ['Elisa de Outro Município'], 'outra');
    const alheio = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente/domicilio',
      headers: admin,
      payload: endereco({ paciente_id: deOutra }),
    });
    expect(alheio.statusCode).toBe(404);
  });

  it('requires the patient permissions', async () => {
    const [p] = await criarPacientes(ctx, ['Fábio Teste Domicílio']);
    const farmacia = (await ctx.login('farmacia')).headers;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente/domicilio',
      headers: farmacia,
      payload: endereco({ paciente_id: p }),
    });
    expect(res.statusCode).toBe(403);
  });
});
