import { hojeIso } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cidadao, cliente } from '../../../db/schema/index.js';
import { HttpError } from '../../../lib/http-errors.js';
import { assertPacienteVivo } from './paciente-vivo.js';

let ctx: TestContext;
let admin: Record<string, string>;
let clienteId: number;

/** A throw-away citizen of the demo municipality (the patient registry is another area). */
async function novoPaciente(valores: Partial<typeof cidadao.$inferInsert> = {}) {
  return withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const [c] = await tx
      .insert(cidadao)
      .values({ nome: `Paciente óbito ${Math.random().toString(36).slice(2, 8)}`, dataNascimento: '1950-03-15', ...valores })
      .returning();
    return c;
  });
}
const dataObito = (id: number) =>
  withTenant(ctx.database.db, { clienteId }, async (tx) => (await tx.select().from(cidadao).where(eq(cidadao.id, id)))[0].dataObito);

const payload = (cidadaoId: number, extra: Record<string, unknown> = {}) => ({
  cidadao_id: cidadaoId,
  data: '12/01/2025',
  hora: '08:40',
  numero_declaracao: '12345678-9',
  cid_codigo: 'I21.9',
  local_obito: 1,
  observacao: null,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  [{ id: clienteId }] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
});
afterAll(() => ctx.close());

describe('cadastro/obito', () => {
  it('records the death, marks the citizen and keeps data_obito in step on edit and delete', async () => {
    const p = await novoPaciente();
    const numero = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/obito',
      headers: admin,
      payload: payload(p.id, { numero_declaracao: numero }),
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      cidadao_id: p.id,
      data: '2025-01-12',
      hora: '08:40:00',
      numero_declaracao: numero,
      cid_codigo: 'I219',
      paciente: { id: p.id, label: p.nome },
      cid: { id: 'I219', codigo: 'I21.9' },
    });
    expect(await dataObito(p.id)).toBe('2025-01-12');

    const id = json(res).id;
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/obito/datatable?search[value]=${numero}`, headers: admin }),
    );
    expect(lista.data).toEqual([
      expect.objectContaining({
        id,
        paciente_nome: p.nome,
        data: '2025-01-12',
        local_obito: 'Hospital',
        causa: expect.stringMatching(/^I21\.9 - /),
      }),
    ]);

    // one death per patient
    const segundo = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/obito',
      headers: admin,
      payload: payload(p.id, { numero_declaracao: null }),
    });
    expect(segundo.statusCode).toBe(422);
    expect(json(segundo).errors).toEqual({ cidadao_id: ['Já existe óbito registrado para este paciente.'] });

    const editado = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/obito/${id}`,
      headers: admin,
      payload: payload(p.id, { data: '2025-01-11', numero_declaracao: numero, local_obito: 3 }),
    });
    expect(editado.statusCode).toBe(200);
    expect(await dataObito(p.id)).toBe('2025-01-11');

    // correcting the patient moves the mark
    const outro = await novoPaciente();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/obito/${id}`,
      headers: admin,
      payload: payload(outro.id, { numero_declaracao: numero }),
    });
    expect(await dataObito(p.id)).toBeNull();
    expect(await dataObito(outro.id)).toBe('2025-01-12');

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/obito/${id}`, headers: admin })).statusCode).toBe(204);
    expect(await dataObito(outro.id)).toBeNull();
  });

  it('refuses dates in the future or before birth, merged patients, unknown CIDs and malformed DO numbers', async () => {
    const p = await novoPaciente({ dataNascimento: '2020-06-01' });
    const post = (extra: Record<string, unknown>, cidadaoId = p.id) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/cadastro/obito',
        headers: admin,
        payload: payload(cidadaoId, { numero_declaracao: null, ...extra }),
      });

    const amanha = new Date(`${hojeIso()}T12:00:00Z`);
    amanha.setUTCDate(amanha.getUTCDate() + 1);
    const futuro = await post({ data: amanha.toISOString().slice(0, 10) });
    expect(futuro.statusCode).toBe(422);
    expect(Object.keys(json(futuro).errors)).toEqual(['data']);

    const antesDeNascer = await post({ data: '2020-05-31' });
    expect(json(antesDeNascer).errors).toEqual({ data: ['Data do óbito não pode ser anterior à data de nascimento (01/06/2020).'] });

    expect(json(await post({ cid_codigo: 'I22.5' })).errors).toEqual({ cid_codigo: ['CID não encontrado.'] });
    expect(json(await post({ numero_declaracao: '123456' })).errors).toEqual({
      numero_declaracao: ['Número da Declaração de Óbito deve conter de 7 a 11 dígitos'],
    });
    expect(json(await post({ local_obito: 9 })).errors).toEqual({ local_obito: ['Local do óbito é inválido'] });

    const principal = await novoPaciente();
    const unificado = await novoPaciente({ unificadoEmId: principal.id });
    expect(json(await post({}, unificado.id)).errors).toEqual({
      cidadao_id: ['Este cadastro foi unificado a outro paciente. Registre o óbito no cadastro principal.'],
    });
    expect(await dataObito(p.id)).toBeNull();

    // birth day itself is accepted; no CID, time or DO number is fine
    const ok = await post({ data: '2020-06-01', hora: '', cid_codigo: '', numero_declaracao: '' });
    expect(ok.statusCode).toBe(201);
    expect(json(ok)).toMatchObject({ hora: null, cid_codigo: null, numero_declaracao: null, cid: null });
    await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/obito/${json(ok).id}`, headers: admin });
  });

  it('assertPacienteVivo refuses a patient with a registered death', async () => {
    const p = await novoPaciente();
    await withTenant(ctx.database.db, { clienteId }, (tx) => assertPacienteVivo(tx, p.id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/obito',
      headers: admin,
      payload: payload(p.id, { numero_declaracao: null, data: '2024-02-29' }),
    });
    expect(res.statusCode).toBe(201);
    const erro = await withTenant(ctx.database.db, { clienteId }, (tx) => assertPacienteVivo(tx, p.id)).catch((e) => e);
    expect(erro).toBeInstanceOf(HttpError);
    expect(erro.statusCode).toBe(422);
    expect(erro.errors).toEqual({ cidadao_id: ['Paciente com óbito registrado em 29/02/2024.'] });
    await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/obito/${json(res).id}`, headers: admin });
  });

  it('lets the physician record a death but not delete it; reception cannot record', async () => {
    const medico = (await ctx.login('medico')).headers;
    const recepcao = (await ctx.login('recepcao')).headers;
    const p = await novoPaciente();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/cadastro/obito',
          headers: recepcao,
          payload: payload(p.id, { numero_declaracao: null }),
        })
      ).statusCode,
    ).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/obito',
      headers: medico,
      payload: payload(p.id, { numero_declaracao: null }),
    });
    expect(res.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/obito/${json(res).id}`, headers: medico })).statusCode).toBe(403);
    await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/obito/${json(res).id}`, headers: admin });
    // another municipality never sees it
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cadastro/obito/${json(res).id}/edit`, headers: outra })).statusCode).toBe(404);
  });
});
