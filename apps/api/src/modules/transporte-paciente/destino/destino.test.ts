import { MENSAGENS_DESTINO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { aleatorio, tenantDemo } from '../cadastros/cadastros.fixtures.js';

let ctx: TestContext;
let coordenador: Record<string, string>;
let t: Awaited<ReturnType<typeof tenantDemo>>;
const BASE = '/api/transporte-paciente/destino';

beforeAll(async () => {
  ctx = await createTestContext();
  coordenador = (await ctx.login('coordenador')).headers;
  t = await tenantDemo(ctx);
}, 240_000);
afterAll(() => ctx.close());

describe('transporte-paciente/destino', () => {
  it('saves the places of care with the destination: kept, renamed, added and removed in one edit', async () => {
    const nome = `Recife ${aleatorio()}`;
    const criado = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: {
        nome,
        municipio_id: 2611606,
        distancia_km: 230,
        tempo_viagem_min: 210,
        locais: [
          { nome: 'IMIP', endereco: 'Rua dos Coelhos, 300', telefone: '8121224100' },
          { nome: 'Hospital da Restauração', endereco: '', telefone: '' },
        ],
      },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const id = json(criado).id as number;
    const edit = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/${id}/edit`, headers: coordenador }));
    expect(edit.model.municipio).toMatchObject({ id: 2611606, label: 'Recife - PE' });
    const locais = edit.model.locais as { id: number; nome: string; telefone: string | null }[];
    expect(locais.map((l) => l.nome)).toEqual(['Hospital da Restauração', 'IMIP']);
    const imip = locais.find((l) => l.nome === 'IMIP');
    expect(imip?.telefone).toBe('8121224100');

    // a booking names the Restauração: removed from the form, it is blocked (the booking keeps it), not deleted
    const restauracao = locais.find((l) => l.nome === 'Hospital da Restauração');
    const paciente = await t.valor(sql`select id from cidadao order by id limit 1`);
    const usuario = await t.valor(sql`select id from usuario order by id limit 1`);
    await t.emTenant((tx) =>
      tx.execute(sql`insert into tp_agendamento (numero, paciente_id, destino_id, local_id, data, usuario_id)
        values (${900_000 + Math.floor(Math.random() * 99_999)}, ${paciente.id}, ${id}, ${restauracao?.id}, current_date + 7, ${usuario.id})`),
    );

    const alterado = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: coordenador,
      payload: {
        nome,
        municipio_id: 2611606,
        locais: [
          { id: imip?.id, nome: 'IMIP — Instituto Materno Infantil', endereco: 'Rua dos Coelhos, 300', telefone: '' },
          { nome: 'Hospital de Câncer de Pernambuco', endereco: 'Av. Cruz Cabugá, 1597' },
        ],
      },
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    const depois = json(alterado).locais as { id: number; nome: string; telefone: string | null }[];
    expect(depois.map((l) => l.nome)).toEqual(['Hospital de Câncer de Pernambuco', 'IMIP — Instituto Materno Infantil']);
    expect(depois.find((l) => l.nome.startsWith('IMIP'))).toMatchObject({ id: imip?.id, telefone: null });
    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${BASE}/datatable?search[value]=${encodeURIComponent(nome)}`, headers: coordenador }),
    );
    expect(lista.data).toEqual([expect.objectContaining({ id, municipio_nome: 'Recife - PE', locais: 2, distancia_km: null })]);
    const guardado = await t.valor(sql`select bloqueado from tp_destino_local where id = ${restauracao?.id}`);
    expect(guardado.bloqueado).toBe(true);
  });

  it('refuses a repeated place, an unknown municipality and a deletion while trips use it, in pt-BR', async () => {
    const repetido = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: { nome: `Caruaru ${aleatorio()}`, municipio_id: 2604106, locais: [{ nome: 'HRA' }, { nome: 'hra' }] },
    });
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors['locais.1.nome']).toEqual([MENSAGENS_DESTINO.localRepetido]);
    const semMunicipio = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: coordenador,
      payload: { nome: `X ${aleatorio()}`, municipio_id: 99 },
    });
    expect(semMunicipio.statusCode).toBe(422);
    expect(json(semMunicipio).errors.municipio_id).toEqual(['Município não encontrado.']);

    const criado = json(
      await ctx.app.inject({
        method: 'POST',
        url: BASE,
        headers: coordenador,
        payload: { nome: `Arcoverde ${aleatorio()}`, municipio_id: 2601201 },
      }),
    );
    await t.emTenant((tx) =>
      tx.execute(sql`insert into tp_jornada (nome, destino_id, dias_semana, horario_saida, tipo_veiculo)
        values (${`Jornada ${aleatorio()}`}, ${criado.id}, '{2}', '05:00', 1)`),
    );
    const excluir = await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${criado.id}`, headers: coordenador });
    expect(excluir.statusCode).toBe(409);
    expect(json(excluir).message).toMatch(/Este destino está em .* Bloqueie-o em vez de excluir/);
  });
});
