import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { atendimento, centroCusto, cidadao, cliente, infraestrutura, setor, unidade, usuario } from '../../../db/schema/index.js';

let ctx: TestContext;
let admin: Record<string, string>;
let clienteId: number;
let medicoId: number;
let enfermagemId: number;

const base = '/api/pronto-atendimento/plantao';
const HORA = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const id = async (login: string) =>
      (await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login)))[0]?.id as number;
    medicoId = await id('medico');
    enfermagemId = await id('enfermagem');
  });
});
afterAll(() => ctx.close());

/** A location of its own for each test: suites sharing a PostgreSQL database never see each other's shifts. */
async function novoLocal() {
  return withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const sufixo = unique('pa');
    const [u] = await tx
      .insert(unidade)
      .values({ nomeFantasia: `UPA de teste ${sufixo}` })
      .returning({ id: unidade.id });
    const [i] = await tx
      .insert(infraestrutura)
      .values({ unidadeId: u?.id as number, nome: 'Pronto Atendimento' })
      .returning();
    return { id: i?.id as number, label: `UPA de teste ${sufixo} — Pronto Atendimento` };
  });
}

const criar = (payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url: base, headers, payload });
const listar = async (query: string, headers = admin) =>
  json(await ctx.app.inject({ method: 'GET', url: `${base}/datatable?length=50&${query}`, headers }));
const atual = (query: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `${base}/atual${query}`, headers });

describe('pronto-atendimento/plantao', () => {
  it('stores a shift with its team, lists it by location, period and name, edits and deletes it', async () => {
    const local = await novoLocal();
    const res = await criar({
      infraestrutura_id: local.id,
      inicio: '2026-03-10T07:00:00-03:00',
      fim: '2026-03-10T19:00:00-03:00',
      profissional_ids: [medicoId, enfermagemId],
      observacao: 'Plantão diurno',
    });
    expect(res.statusCode, res.body).toBe(201);
    const criado = json(res);
    expect(criado).toMatchObject({
      infraestrutura_id: local.id,
      local: local.label,
      inicio: '2026-03-10T10:00:00.000Z',
      fim: '2026-03-10T22:00:00.000Z',
      observacao: 'Plantão diurno',
      profissional_ids: [enfermagemId, medicoId],
      profissionais: [
        { id: enfermagemId, nome: 'Marcos Antônio Ferreira', registro: 'COREN 245871' },
        { id: medicoId, nome: 'Ricardo Lins Cavalcanti', registro: 'CRM 18342' },
      ],
    });
    // a night shift from the 10th to the 11th belongs to both days
    const noite = json(
      await criar({
        infraestrutura_id: local.id,
        inicio: '2026-03-10T19:00:00-03:00',
        fim: '2026-03-11T07:00:00-03:00',
        profissional_ids: [medicoId],
      }),
    );

    const doLocal = await listar(`infraestrutura_id=${local.id}`);
    expect(doLocal.data.map((r: { id: number }) => r.id)).toEqual([noite.id, criado.id]);
    expect(doLocal.data[1]).toMatchObject({ local: local.label, profissionais: 'Marcos Antônio Ferreira, Ricardo Lins Cavalcanti' });
    const ids = async (q: string) => (await listar(`infraestrutura_id=${local.id}&${q}`)).data.map((r: { id: number }) => r.id);
    expect(await ids('data_inicio=2026-03-11&data_fim=2026-03-11')).toEqual([noite.id]);
    expect(await ids('data_inicio=2026-03-09&data_fim=2026-03-09')).toEqual([]);
    expect(await ids('search[value]=marcos')).toEqual([criado.id]);
    const periodoInvertido = await ctx.app.inject({
      method: 'GET',
      url: `${base}/datatable?data_inicio=2026-03-11&data_fim=2026-03-10`,
      headers: admin,
    });
    expect(periodoInvertido.statusCode).toBe(422);
    expect(json(periodoInvertido).errors.data_inicio).toEqual(['A data inicial não pode ser maior que a data final.']);

    const edicao = json(await ctx.app.inject({ method: 'GET', url: `${base}/${criado.id}/edit`, headers: admin }));
    expect(edicao.model.id).toBe(criado.id);
    expect(edicao.form.locais).toContainEqual({ id: local.id, label: local.label });
    expect(edicao.form.profissionais).toContainEqual({ id: medicoId, nome: 'Ricardo Lins Cavalcanti', registro: 'CRM 18342' });

    const alterado = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${criado.id}`,
      headers: admin,
      payload: {
        infraestrutura_id: local.id,
        inicio: '2026-03-10T08:00:00-03:00',
        fim: '2026-03-10T20:00:00-03:00',
        profissional_ids: [medicoId],
      },
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(json(alterado)).toMatchObject({ inicio: '2026-03-10T11:00:00.000Z', observacao: null, profissional_ids: [medicoId] });

    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${criado.id}`, headers: admin })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${criado.id}/edit`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses a start not before the end and a shift over 24 hours, on their fields (spec 000 §9)', async () => {
    const local = await novoLocal();
    const turno = (inicio: string, fim: string) => criar({ infraestrutura_id: local.id, inicio, fim, profissional_ids: [medicoId] });

    const invertido = await turno('2026-03-10T19:00:00-03:00', '2026-03-10T07:00:00-03:00');
    expect(invertido.statusCode).toBe(422);
    expect(json(invertido).errors).toEqual({
      inicio: ['O início do plantão deve ser anterior ao fim.'],
      fim: ['O fim do plantão deve ser posterior ao início.'],
    });
    expect(json(await turno('2026-03-10T07:00:00-03:00', '2026-03-10T07:00:00-03:00')).errors.fim).toEqual([
      'O fim do plantão deve ser posterior ao início.',
    ]);
    const longo = await turno('2026-03-10T07:00:00-03:00', '2026-03-11T07:01:00-03:00');
    expect(longo.statusCode).toBe(422);
    expect(json(longo).errors).toEqual({ fim: ['O plantão não pode ultrapassar 24 horas.'] });
    // 24 hours exactly is allowed, and the ends are compared as instants whatever their offsets
    expect((await turno('2026-03-10T07:00:00-03:00', '2026-03-11T07:00:00-03:00')).statusCode).toBe(201);
    expect((await turno('2026-03-12T07:00:00-03:00', '2026-03-13T10:00:00Z')).statusCode).toBe(201);
    expect(json(await turno('2026-03-12T07:00:00-03:00', '2026-03-13T07:00:00Z')).errors).toBeUndefined();
    expect(json(await turno('2026-03-14T07:00:00-03:00', '2026-03-15T10:01:00Z')).errors).toEqual({
      fim: ['O plantão não pode ultrapassar 24 horas.'],
    });

    const vazio = json(await criar({}));
    expect(vazio.errors).toMatchObject({
      infraestrutura_id: ['O campo Local de atendimento é obrigatório.'],
      inicio: ['O campo Início é obrigatório.'],
      fim: ['O campo Fim é obrigatório.'],
      profissional_ids: ['Selecione ao menos um item'],
    });
    expect(json(await turno('ontem', '2026-03-10T07:00:00-03:00')).errors).toEqual({ inicio: ['Início deve ser uma data válida.'] });
    // no default limit of 3 professionals (spec 000 §9 multi-select): the whole team goes on the shift
    const outros = await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.bloqueado, false)).limit(5),
    );
    expect(outros.length).toBe(5);
    const equipe = await criar({
      infraestrutura_id: local.id,
      inicio: '2026-03-20T07:00:00-03:00',
      fim: '2026-03-20T19:00:00-03:00',
      profissional_ids: outros.map((u) => u.id),
    });
    expect(equipe.statusCode, equipe.body).toBe(201);
    expect(json(equipe).profissionais).toHaveLength(5);
  });

  it('allows overlapping shifts; atual answers the one in course that started last, or null', async () => {
    const local = await novoLocal();
    const agora = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const cedo = json(
      await criar({ infraestrutura_id: local.id, inicio: iso(agora - 6 * HORA), fim: iso(agora + 6 * HORA), profissional_ids: [medicoId] }),
    );
    const reforco = json(
      await criar({
        infraestrutura_id: local.id,
        inicio: iso(agora - HORA),
        fim: iso(agora + 11 * HORA),
        profissional_ids: [enfermagemId],
      }),
    );
    expect(cedo.id && reforco.id).toBeTruthy();
    const res = await atual(`?infraestrutura_id=${local.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: reforco.id, infraestrutura_id: local.id, profissionais: [{ id: enfermagemId }] });

    await ctx.app.inject({ method: 'DELETE', url: `${base}/${reforco.id}`, headers: admin });
    expect(json(await atual(`?infraestrutura_id=${local.id}`)).data.id).toBe(cedo.id);
    const semPlantao = await novoLocal();
    expect(json(await atual(`?infraestrutura_id=${semPlantao.id}`))).toEqual({ data: null });

    // without a location: where the user's placement is (the demo doctor works at the UPA, on the seeded shift)
    const medico = (await ctx.login('medico')).headers;
    const doMedico = json(await atual('', medico)).data;
    expect(doMedico.local).toBe('UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento');
    expect(doMedico.profissionais.map((p: { id: number }) => p.id)).toContain(medicoId);
    expect(new Date(doMedico.inicio).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(doMedico.fim).getTime()).toBeGreaterThan(Date.now());
  });

  it('will not delete a shift that has attendances', async () => {
    const local = await novoLocal();
    const turno = json(
      await criar({
        infraestrutura_id: local.id,
        inicio: '2026-04-01T07:00:00-03:00',
        fim: '2026-04-01T19:00:00-03:00',
        profissional_ids: [medicoId],
      }),
    );
    await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      const [s] = await tx.select({ id: setor.id }).from(setor).limit(1);
      const [cc] = await tx
        .insert(centroCusto)
        .values({ infraestruturaId: local.id, setorId: s?.id as number, nome: 'Recepção de teste' })
        .returning({ id: centroCusto.id });
      const [p] = await tx
        .insert(cidadao)
        .values({ nome: unique('Paciente do plantão') })
        .returning({ id: cidadao.id });
      await tx.insert(atendimento).values({
        numero: 9_000_000_000 + Math.floor(Math.random() * 99_999_999),
        pacienteId: p?.id as number,
        infraestruturaId: local.id,
        centroCustoId: cc?.id as number,
        plantaoId: turno.id,
      });
    });
    const res = await ctx.app.inject({ method: 'DELETE', url: `${base}/${turno.id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: 'Este plantão não pode ser excluído porque há atendimentos registrados nele.' });
  });

  it('checks the permission of each action: nursing reads, pharmacy does not, only holders of cadastrar create', async () => {
    const local = await novoLocal();
    const enfermagem = (await ctx.login('enfermagem')).headers;
    const recepcao = (await ctx.login('recepcao')).headers;
    const farmacia = (await ctx.login('farmacia')).headers;
    const payload = {
      infraestrutura_id: local.id,
      inicio: '2026-05-01T07:00:00-03:00',
      fim: '2026-05-01T19:00:00-03:00',
      profissional_ids: [medicoId],
    };

    expect((await ctx.app.inject({ method: 'GET', url: `${base}/datatable`, headers: enfermagem })).statusCode).toBe(200);
    expect((await atual(`?infraestrutura_id=${local.id}`, recepcao)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/datatable`, headers: farmacia })).statusCode).toBe(403);
    expect((await atual(`?infraestrutura_id=${local.id}`, farmacia)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/locais`, headers: farmacia })).statusCode).toBe(403);
    // permission comes before validation: no field rules for who may not create
    expect((await criar({}, enfermagem)).statusCode).toBe(403);
    expect((await criar(payload, recepcao)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: enfermagem })).statusCode).toBe(403);
    const criado = json(await criar(payload));
    expect((await ctx.app.inject({ method: 'PUT', url: `${base}/${criado.id}`, headers: enfermagem, payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${criado.id}`, headers: enfermagem })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/datatable`, headers: { 'x-cliente': 'demo' } })).statusCode).toBe(401);
  });

  it('keeps each municipality to its own shifts, locations and professionals', async () => {
    const local = await novoLocal();
    const payload = {
      infraestrutura_id: local.id,
      inicio: '2026-06-01T07:00:00-03:00',
      fim: '2026-06-01T19:00:00-03:00',
      profissional_ids: [medicoId],
    };
    const criado = json(await criar(payload));
    const outra = (await ctx.login('admin', 'outra')).headers;

    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${criado.id}/edit`, headers: outra })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${criado.id}`, headers: outra })).statusCode).toBe(404);
    const lista = json(await ctx.app.inject({ method: 'GET', url: `${base}/datatable?length=100`, headers: outra }));
    expect(lista.data.map((r: { id: number }) => r.id)).not.toContain(criado.id);
    expect(json(await atual(`?infraestrutura_id=${local.id}`, outra))).toEqual({ data: null });
    // ids of another municipality pass the foreign keys, so the server reads them again under its policy
    const [adminOutra] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
    const alheio = await withTenant(ctx.database.db, { clienteId: adminOutra?.id as number }, async (tx) => {
      const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, 'admin'));
      const [i] = await tx.select({ id: infraestrutura.id }).from(infraestrutura).limit(1);
      return { usuario: u?.id as number, local: i?.id as number };
    });
    expect(
      json(await ctx.app.inject({ method: 'POST', url: base, headers: outra, payload: { ...payload, profissional_ids: [alheio.usuario] } }))
        .errors,
    ).toEqual({
      infraestrutura_id: ['Local de atendimento não encontrado.'],
    });
    expect(json(await criar({ ...payload, profissional_ids: [medicoId, alheio.usuario] })).errors).toEqual({
      profissional_ids: ['Profissional não encontrado.'],
    });
    const naOutra = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${criado.id}`,
      headers: outra,
      payload: { ...payload, infraestrutura_id: alheio.local, profissional_ids: [alheio.usuario] },
    });
    expect(naOutra.statusCode).toBe(404);
  });
});
