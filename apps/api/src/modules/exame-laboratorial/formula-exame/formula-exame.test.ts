import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';

let ctx: TestContext;
let bioquimico: Record<string, string>;
let laboratorio: Record<string, string>;
let clienteId: number;
const BASE = '/api/exame-laboratorial/formula-exame';
const s = Math.random().toString(36).slice(2, 7).toUpperCase();
/** Three numeric fields of an exam of this file: X, Y (targets) and Z (text). */
const campos: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  bioquimico = (await ctx.login('bioquimico')).headers;
  laboratorio = (await ctx.login('laboratorio')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
  await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const { rows: p } = await tx.execute(sql`select procedimento_codigo from exame where tipo = 1 limit 1`);
    const { rows: e } = await tx.execute(
      sql`insert into exame (nome, tipo, procedimento_codigo) values (${`Exame fórmula ${s}`}, 1, ${p[0]?.procedimento_codigo}) returning id`,
    );
    for (const [i, [nome, tipo]] of (
      [
        ['X', 1],
        ['Y', 1],
        ['Z', 2],
      ] as const
    ).entries()) {
      const { rows: c } = await tx.execute(
        sql`insert into lab_exame_campo (exame_id, ordem, nome, codigo, tipo) values (${e[0]?.id}, ${i}, ${`Campo ${nome}`}, ${`${nome}${s}`}, ${tipo}) returning id`,
      );
      campos[nome] = Number(c[0]?.id);
    }
  });
});
afterAll(async () => {
  await ctx.close();
});

const post = (payload: object, headers = bioquimico) => ctx.app.inject({ method: 'POST', url: BASE, headers, payload });

describe('exame-laboratorial/formula-exame', () => {
  it('lists the demo LDL formula and the numeric fields a formula may read', async () => {
    const lista = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/datatable?draw=1&start=0&length=10&search[value]=LDL`,
      headers: laboratorio,
    });
    expect(lista.statusCode).toBe(200);
    expect(json(lista).data).toContainEqual(expect.objectContaining({ campo_codigo: 'LDL', expressao: 'CT - HDL - TG / 5' }));
    const ac = await ctx.app.inject({ method: 'GET', url: `${BASE}/campo/autocomplete?search[value]=${`X${s}`}`, headers: laboratorio });
    expect(json(ac).data).toEqual([{ id: campos.X, codigo: `X${s}`, label: `X${s} — Campo X (Exame fórmula ${s})` }]);
    // LDL already has a formula: it is not offered as a target
    const ldl = await ctx.app.inject({ method: 'GET', url: `${BASE}/campo/autocomplete?search[value]=Friedewald`, headers: laboratorio });
    expect(json(ldl).data).toEqual([]);
  });

  it('laboratorio may view but not register formulas', async () => {
    expect((await post({ campo_id: campos.X, expressao: 'CT + 1' }, laboratorio)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/create`, headers: laboratorio })).statusCode).toBe(403);
  });

  it('validates the expression with the shared parser: 422 on expressao with the message', async () => {
    const casos: [string, string][] = [
      ['CT - (HDL', 'Falta fechar um parêntese na fórmula.'],
      [`X${s} * 2`, `A fórmula não pode usar o próprio campo (X${s}).`],
      [`CT + Z${s}`, `Campo inexistente ou não numérico: Z${s}.`],
      ['10 / 2', 'A fórmula precisa usar ao menos um campo de exame.'],
    ];
    for (const [expressao, mensagem] of casos) {
      const res = await post({ campo_id: campos.X, expressao });
      expect(res.statusCode, expressao).toBe(422);
      expect(json(res).errors.expressao).toEqual([mensagem]);
    }
    const texto = await post({ campo_id: campos.Z, expressao: 'CT + 1' });
    expect(json(texto).errors.campo_id).toEqual(['Só campos numéricos podem ser calculados por fórmula.']);
  });

  it('creates, refuses a cycle and a second formula for the same field, edits and blocks', async () => {
    const criada = await post({ campo_id: campos.X, expressao: `Y${s} * 2 + CT`, descricao: 'Dobro' });
    expect(criada.statusCode).toBe(201);
    const f = json(criada);
    expect(f).toMatchObject({ campo_id: campos.X, expressao: `Y${s} * 2 + CT`, descricao: 'Dobro', bloqueado: false });

    const ciclo = await post({ campo_id: campos.Y, expressao: `X${s} / 2` });
    expect(ciclo.statusCode).toBe(422);
    expect(json(ciclo).errors.expressao).toEqual(['A fórmula cria um ciclo com outra fórmula.']);

    const segunda = await post({ campo_id: campos.X, expressao: 'CT + 1' });
    expect(json(segunda).errors.campo_id).toEqual([`O campo X${s} já tem uma fórmula cadastrada.`]);

    const url = `${BASE}/${f.id}`;
    expect(
      (await ctx.app.inject({ method: 'PUT', url, headers: laboratorio, payload: { campo_id: campos.X, expressao: 'CT' } })).statusCode,
    ).toBe(403);
    const editada = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bioquimico,
      payload: { campo_id: campos.X, expressao: 'CT - HDL', bloqueado: true },
    });
    expect(editada.statusCode).toBe(200);
    expect(json(editada)).toMatchObject({ expressao: 'CT - HDL', bloqueado: true, descricao: null });
    const lida = await ctx.app.inject({ method: 'GET', url: `${url}/edit`, headers: laboratorio });
    expect(json(lida).model.campo.codigo).toBe(`X${s}`);
    // the field read by the formula is now in use in exame-campo
    const { rows } = await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx.execute(sql`select count(*)::int as n from lab_formula_exame where campo_id = ${campos.X}`),
    );
    expect(rows[0]?.n).toBe(1);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bioquimico })).statusCode).toBe(204);
  });
});
