import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';

let ctx: TestContext;
let admin: Record<string, string>;
const sufixo = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
});
afterAll(() => ctx.close());

const post = async (url: string, payload: Record<string, unknown>, headers = admin) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return json(res);
};

/** A throwaway unit with one location and two cost centres. */
async function estrutura() {
  const setor = (
    json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/unidade/create', headers: admin })).form.setores as { id: number }[]
  )[0];
  const u = await post('/api/cadastro/unidade', {
    cnes: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
    nome_fantasia: `USF ${sufixo()}`,
    tipo_unidade_id: 2,
  });
  const local = await post(`/api/cadastro/unidade/${u.id}/infraestrutura`, { nome: 'Atendimento' });
  const outroLocal = await post(`/api/cadastro/unidade/${u.id}/infraestrutura`, { nome: 'Anexo' });
  const consultorios = await post(`/api/cadastro/unidade/infraestrutura/${local.id}/centro-custo`, {
    nome: 'Consultórios',
    setor_id: setor.id,
  });
  const triagem = await post(`/api/cadastro/unidade/infraestrutura/${local.id}/centro-custo`, { nome: 'Triagem', setor_id: setor.id });
  return { u, local, outroLocal, consultorios, triagem };
}

describe('cadastro/sala', () => {
  it('lists rooms with unit and location; the cost centre must be of the chosen location', async () => {
    const { u, local, outroLocal, consultorios } = await estrutura();
    const errada = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/sala',
      headers: admin,
      payload: { nome: 'Consultório 1', infraestrutura_id: outroLocal.id, centro_custo_id: consultorios.id },
    });
    expect(errada.statusCode).toBe(422);
    expect(json(errada).errors).toEqual({ centro_custo_id: ['O centro de custo deve ser do local de atendimento escolhido.'] });

    const sala = await post('/api/cadastro/sala', { nome: 'Consultório 1', infraestrutura_id: local.id, centro_custo_id: consultorios.id });
    const edit = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/sala/${sala.id}/edit`, headers: admin })).model;
    expect(edit.infraestrutura).toEqual({ id: local.id, label: `${u.nome_fantasia} — Atendimento` });
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/sala/datatable?search[value]=${encodeURIComponent(u.nome_fantasia)}`,
        headers: admin,
      }),
    );
    expect(lista.data).toEqual([
      expect.objectContaining({
        nome: 'Consultório 1',
        unidade_nome: u.nome_fantasia,
        infraestrutura_nome: 'Atendimento',
        centro_custo_nome: 'Consultórios',
      }),
    ]);
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/sala',
      headers: admin,
      payload: { nome: 'Consultório 1', infraestrutura_id: local.id },
    });
    expect(json(dup).errors).toEqual({ nome: ['Já existe um registro com este valor.'] });
  });

  it('autocomplete filters by cost centre (plus the shared rooms of its location) or by location', async () => {
    const { local, outroLocal, consultorios, triagem } = await estrutura();
    const c1 = await post('/api/cadastro/sala', { nome: 'Consultório A', infraestrutura_id: local.id, centro_custo_id: consultorios.id });
    const t1 = await post('/api/cadastro/sala', { nome: 'Sala de Triagem', infraestrutura_id: local.id, centro_custo_id: triagem.id });
    const comum = await post('/api/cadastro/sala', { nome: 'Sala Multiuso', infraestrutura_id: local.id });
    const anexo = await post('/api/cadastro/sala', { nome: 'Sala do Anexo', infraestrutura_id: outroLocal.id });
    const bloqueada = await post('/api/cadastro/sala', {
      nome: 'Consultório B',
      infraestrutura_id: local.id,
      centro_custo_id: consultorios.id,
    });
    await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/sala/bloquear/${bloqueada.id}`, headers: admin });

    // any logged-in user (the doctor calling a patient) may ask
    const medico = (await ctx.login('medico')).headers;
    const ids = async (qs: string) =>
      (
        json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/sala/autocomplete?${qs}`, headers: medico })).data as {
          id: number;
        }[]
      ).map((s) => s.id);
    expect(await ids(`centro_custo_id=${consultorios.id}`)).toEqual([c1.id, comum.id]);
    expect(await ids(`centro_custo_id=${triagem.id}`)).toEqual([t1.id, comum.id]);
    expect(await ids(`infraestrutura_id=${local.id}`)).toEqual([c1.id, t1.id, comum.id]);
    expect(await ids(`infraestrutura_id=${outroLocal.id}&search[value]=anexo`)).toEqual([anexo.id]);
    expect(await ids(`infraestrutura_id=${outroLocal.id}&search[value]=triagem`)).toEqual([]);
  });

  it('never takes a location of another municipality', async () => {
    const { local } = await estrutura();
    const outra = (await ctx.login('admin', 'outra')).headers;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/sala',
      headers: outra,
      payload: { nome: 'Invasora', infraestrutura_id: local.id },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ infraestrutura_id: ['Local de atendimento não encontrado.'] });
    const ac = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/sala/autocomplete?infraestrutura_id=${local.id}`, headers: outra }),
    );
    expect(ac.data).toEqual([]);
  });
});
