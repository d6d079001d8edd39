import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { feriado } from './feriado.table.js';
import { ehFeriado, feriadosNoPeriodo } from './feriados-no-periodo.js';

let ctx: TestContext;
let admin: Record<string, string>;
let clienteId: number;

class Desfazer extends Error {}
/** Runs inside a municipality's transaction and rolls it back, so the seed never changes. */
async function semDeixarRastro(fn: (tx: Tx) => Promise<void>) {
  await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    await fn(tx);
    throw new Desfazer();
  }).catch((e) => {
    if (!(e instanceof Desfazer)) throw e;
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  [{ id: clienteId }] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
});
afterAll(() => ctx.close());

describe('feriadosNoPeriodo e ehFeriado', () => {
  it('joins national holidays, one-off registered days and recurring ones expanded per year', async () => {
    await semDeixarRastro(async (tx) => {
      await tx.delete(feriado);
      await tx.insert(feriado).values([
        { data: '2019-03-06', descricao: 'Data Magna', abrangencia: 1, recorrente: true },
        { data: '2026-03-09', descricao: 'Ponto extra', abrangencia: 2, facultativo: true },
        { data: '2027-03-09', descricao: 'Fora do período', abrangencia: 2 },
      ]);
      const marco = await feriadosNoPeriodo(tx, '2026-03-01', '2026-03-31');
      expect(marco).toEqual([
        {
          data: '2026-03-06',
          descricao: 'Data Magna',
          abrangencia: 'Estadual',
          facultativo: false,
          recorrente: true,
          feriadoId: expect.any(Number),
        },
        {
          data: '2026-03-09',
          descricao: 'Ponto extra',
          abrangencia: 'Municipal',
          facultativo: true,
          recorrente: false,
          feriadoId: expect.any(Number),
        },
      ]);
      const doisAnos = await feriadosNoPeriodo(tx, '2026-02-16', '2027-03-10');
      expect(doisAnos.filter((f) => f.descricao === 'Data Magna').map((f) => f.data)).toEqual(['2026-03-06', '2027-03-06']);
      expect(doisAnos[0]).toEqual({
        data: '2026-02-16',
        descricao: 'Carnaval (segunda-feira)',
        abrangencia: 'Nacional',
        facultativo: true,
        recorrente: true,
        feriadoId: null,
      });
      expect(doisAnos.at(-1)?.data).toBe('2027-03-09');

      expect(await ehFeriado(tx, '2026-03-06')).toBe(true);
      expect(await ehFeriado(tx, '2026-03-09')).toBe(true);
      expect(await ehFeriado(tx, '2026-03-09', { incluirFacultativos: false })).toBe(false);
      expect(await ehFeriado(tx, '2026-11-20')).toBe(true);
      expect(await ehFeriado(tx, '2026-03-10')).toBe(false);
    });
  });

  it('a recurring 29/02 happens only in leap years', async () => {
    await semDeixarRastro(async (tx) => {
      await tx.delete(feriado);
      await tx.insert(feriado).values({ data: '2024-02-29', descricao: 'Dia bissexto', abrangencia: 2, recorrente: true });
      const datas = (await feriadosNoPeriodo(tx, '2025-01-01', '2028-12-31')).filter((f) => f.feriadoId).map((f) => f.data);
      expect(datas).toEqual(['2028-02-29']);
      expect(await ehFeriado(tx, '2027-02-28')).toBe(false);
      expect(await ehFeriado(tx, '2027-03-01')).toBe(false);
      expect(await ehFeriado(tx, '2100-02-28')).toBe(false);
      expect(await ehFeriado(tx, '2000-02-29')).toBe(true);
      expect(await feriadosNoPeriodo(tx, '2026-02-10', '2026-02-01')).toEqual([]);
    });
  });
});

describe('cadastro/feriado', () => {
  it('registers a recurring holiday, refuses another on its day in any year, and answers the period query', async () => {
    // a real leap year far ahead (2304–2492; 2400 is one, 2300 and 2500 are not): suites sharing a database never collide
    const ano = 2304 + 4 * Math.floor(Math.random() * 48);
    const criar = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/cadastro/feriado', headers: admin, payload });
    const res = await criar({
      data: `29/02/${ano}`,
      descricao: 'Feriado de teste bissexto',
      abrangencia: 2,
      recorrente: true,
      facultativo: false,
    });
    expect(res.statusCode).toBe(201);
    const id = json(res).id;
    try {
      const bissexto = ano;
      const choque = await criar({
        data: `${bissexto + 4}-02-29`,
        descricao: 'Outro',
        abrangencia: 1,
        recorrente: false,
        facultativo: false,
      });
      expect(choque.statusCode).toBe(422);
      expect(json(choque).errors).toEqual({
        data: [`Já existe um feriado neste dia: Feriado de teste bissexto (29/02/${bissexto}).`],
      });
      expect(json(await criar({ data: '31/02/2026', descricao: 'X', abrangencia: 2 })).errors).toEqual({
        data: ['Data deve ser uma data válida.'],
      });
      expect(json(await criar({ data: '2026-05-05', descricao: 'X', abrangencia: 3 })).errors).toEqual({
        abrangencia: ['Abrangência é inválido'],
      });

      const periodo = await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/feriado/periodo?data_inicio=${bissexto + 4}-01-01&data_fim=${bissexto + 4}-03-31`,
        headers: (await ctx.login('recepcao')).headers,
      });
      expect(periodo.statusCode).toBe(200);
      const data = json(periodo).data as Record<string, unknown>[];
      expect(data).toContainEqual({
        data: `${bissexto + 4}-02-29`,
        descricao: 'Feriado de teste bissexto',
        abrangencia: 'Municipal',
        facultativo: false,
        recorrente: true,
        feriado_id: id,
      });
      expect(data).toContainEqual(expect.objectContaining({ data: `${bissexto + 4}-01-01`, abrangencia: 'Nacional' }));

      const longo = await ctx.app.inject({
        method: 'GET',
        url: '/api/cadastro/feriado/periodo?data_inicio=2026-01-01&data_fim=2027-01-02',
        headers: admin,
      });
      expect(longo.statusCode).toBe(422);
      expect(json(longo).errors).toEqual({ data_fim: ['O período não pode ser maior que 1 ano.'] });
      const invertido = await ctx.app.inject({
        method: 'GET',
        url: '/api/cadastro/feriado/periodo?data_inicio=2026-02-01&data_fim=2026-01-01',
        headers: admin,
      });
      expect(json(invertido).errors).toEqual({ data_fim: ['A data final não pode ser menor que a data inicial.'] });
      const umAno = await ctx.app.inject({
        method: 'GET',
        url: '/api/cadastro/feriado/periodo?data_inicio=2026-01-01&data_fim=2027-01-01',
        headers: admin,
      });
      expect(umAno.statusCode).toBe(200);
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: `/api/cadastro/feriado/${id}`, headers: admin });
    }
  });
});
