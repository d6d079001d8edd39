import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';

let ctx: TestContext;
let bioquimico: Record<string, string>;
let laboratorio: Record<string, string>;
let clienteId: number;
const BASE = '/api/exame-laboratorial/exame-campo';
const sufixo = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** A laboratory exam of the registry created for this file (the demo ones are shared with other files). */
async function novoExame(): Promise<number> {
  return withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const { rows } = await tx.execute(sql`select procedimento_codigo from exame where tipo = 1 limit 1`);
    const { rows: novo } = await tx.execute(
      sql`insert into exame (nome, tipo, procedimento_codigo) values (${`Exame de teste ${sufixo()}`}, 1, ${rows[0]?.procedimento_codigo}) returning id`,
    );
    return Number(novo[0]?.id);
  });
}

const put = (exameId: number, payload: object, headers = bioquimico) =>
  ctx.app.inject({ method: 'PUT', url: `${BASE}/${exameId}`, headers, payload });

const corpo = (s: string, extra: Record<string, unknown> = {}) => ({
  sigla: `T${s}`,
  setor: 1,
  recipiente: 'Tubo amarelo (soro)',
  campos: [
    {
      nome: 'Glicose teste',
      codigo: `G${s}`,
      tipo: 1,
      unidade_medida: 'mg/dL',
      casas_decimais: 0,
      referencias: [
        { sexo: null, idade_minima_dias: 365, idade_maxima_dias: null, minimo: '70', maximo: '99', critico_minimo: 40, texto: '70 a 99' },
        { sexo: 'F', minimo: 60, maximo: 95 },
      ],
    },
    { nome: 'Aspecto', codigo: `A${s}`, tipo: 3, opcoes: ['Límpido', 'Turvo'] },
  ],
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  bioquimico = (await ctx.login('bioquimico')).headers;
  laboratorio = (await ctx.login('laboratorio')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
});
afterAll(async () => {
  await ctx.close();
});

describe('exame-laboratorial/exame-campo', () => {
  it('lists the laboratory exams of the registry with sigla, sector and field count (server-paged)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/datatable?draw=1&start=0&length=10&search[value]=Colesterol total`,
      headers: laboratorio,
    });
    expect(res.statusCode).toBe(200);
    const linha = (json(res).data as Record<string, unknown>[]).find((l) => l.nome === 'Colesterol total');
    expect(linha).toMatchObject({ sigla: 'CT', setor: 1, campos: 1 });
  });

  it('laboratorio reads the settings but cannot save them; bioquimico saves', async () => {
    const exameId = await novoExame();
    const ver = await ctx.app.inject({ method: 'GET', url: `${BASE}/${exameId}/edit`, headers: laboratorio });
    expect(ver.statusCode).toBe(200);
    expect(json(ver).model).toMatchObject({ configurado: false, campos: [] });
    const s = sufixo();
    expect((await put(exameId, corpo(s), laboratorio)).statusCode).toBe(403);
    const res = await put(exameId, corpo(s));
    expect(res.statusCode).toBe(200);
    const m = json(res);
    expect(m).toMatchObject({ configurado: true, sigla: `T${s}`, setor: 1 });
    expect(m.campos.map((c: { codigo: string }) => c.codigo)).toEqual([`G${s}`, `A${s}`]);
    expect(m.campos[0].referencias).toHaveLength(2);
    expect(m.campos[0].referencias[0]).toMatchObject({ idade_minima_dias: 365, minimo: 70, maximo: 99, critico_minimo: 40 });
    expect(m.campos[1]).toMatchObject({ tipo: 3, opcoes: ['Límpido', 'Turvo'], referencias: [] });

    // the set is replaced: the list field goes, the numeric one is kept by id (and reordered behind a new one)
    const glicose = m.campos[0];
    const res2 = await put(exameId, {
      ...corpo(s),
      campos: [
        { nome: 'Novo', codigo: `N${s}`, tipo: 2 },
        { ...glicose, referencias: [] },
      ],
    });
    expect(res2.statusCode).toBe(200);
    const m2 = json(res2);
    expect(m2.campos.map((c: { codigo: string }) => c.codigo)).toEqual([`N${s}`, `G${s}`]);
    expect(m2.campos[1].id).toBe(glicose.id);
    expect(m2.campos[1].referencias).toEqual([]);
  });

  it('refuses a repeated sigla, codes used by another exam or repeated, and bad ranges with pt-BR messages, writing nothing', async () => {
    const exameId = await novoExame();
    const s = sufixo();
    const res = await put(
      exameId,
      corpo(s, {
        sigla: 'CT',
        campos: [
          { nome: 'Colesterol', codigo: 'HDL', tipo: 1, referencias: [{ minimo: 10, maximo: 5 }] },
          { nome: 'Dois', codigo: `D${s}`, tipo: 1 },
          { nome: 'Dois de novo', codigo: `d${s}`, tipo: 1 },
          { nome: 'Lista', codigo: `L${s}`, tipo: 3, opcoes: ['Só uma'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const e = json(res).errors as Record<string, string[]>;
    expect(e['campos.0.referencias.0.maximo']).toEqual(['O máximo não pode ser menor que o mínimo.']);
    expect(e['campos.2.codigo']).toEqual([`O código D${s} está repetido neste exame.`]);
    expect(e['campos.3.opcoes']).toEqual(['Informe ao menos duas opções para a lista.']);

    // the schema passes; the server checks the municipality
    const res2 = await put(exameId, corpo(s, { sigla: 'CT', campos: [{ nome: 'Colesterol', codigo: 'HDL', tipo: 1 }] }));
    expect(res2.statusCode).toBe(422);
    const e2 = json(res2).errors as Record<string, string[]>;
    expect(e2.sigla).toEqual(['A sigla CT já é usada no exame Colesterol total.']);
    expect(e2['campos.0.codigo']).toEqual(['O código HDL já é usado no exame Colesterol HDL.']);
    const { rows } = await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx.execute(sql`select count(*)::int as n from lab_exame_campo where exame_id = ${exameId}`),
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('a field read by a formula or with stored results cannot be removed, nor the code it is read by changed', async () => {
    const { rows } = await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx.execute(sql`select c.exame_id from lab_exame_campo c where c.codigo = 'HDL'`),
    );
    const exameHdl = Number(rows[0]?.exame_id);
    const atual = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/${exameHdl}/edit`, headers: bioquimico })).model;
    expect(atual.campos[0].em_uso).toBe('O campo HDL é usado na fórmula do campo LDL e não pode ser removido.');
    const base = { sigla: atual.sigla, setor: atual.setor, recipiente: atual.recipiente };
    const remover = await put(exameHdl, { ...base, campos: [{ nome: 'Outro', codigo: `O${sufixo()}`, tipo: 1 }] });
    expect(remover.statusCode).toBe(422);
    expect(json(remover).errors.campos).toEqual(['O campo HDL é usado na fórmula do campo LDL e não pode ser removido.']);
    const renomear = await put(exameHdl, { ...base, campos: [{ ...atual.campos[0], codigo: 'HDLC' }] });
    expect(renomear.statusCode).toBe(422);
    expect(json(renomear).errors['campos.0.codigo']).toEqual(['O código HDL é usado na fórmula do campo LDL; altere a fórmula antes.']);

    // stored results: a value row pointing at a field of this file's exam
    const exameId = await novoExame();
    const s = sufixo();
    const m = json(await put(exameId, corpo(s)));
    const campoId = m.campos[1].id as number;
    // a stored value without the whole scheduling chain: the foreign keys are skipped for this one row (removed after)
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into lab_resultado_valor (cliente_id, resultado_id, campo_id, valor_texto) values (${clienteId}, -1, ${campoId}, 'Turvo')`,
      );
    });
    try {
      const edit = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/${exameId}/edit`, headers: bioquimico })).model;
      expect(edit.campos[1].em_uso).toBe(`O campo A${s} já tem resultados lançados e não pode ser removido.`);
      const res = await put(exameId, { ...corpo(s), campos: [m.campos[0]] });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.campos).toEqual([`O campo A${s} já tem resultados lançados e não pode ser removido.`]);
      const tipo = await put(exameId, { ...corpo(s), campos: [m.campos[0], { ...m.campos[1], tipo: 2 }] });
      expect(json(tipo).errors['campos.1.tipo']).toEqual([`O campo A${s} já tem resultados lançados; o tipo não pode ser alterado.`]);
    } finally {
      await ctx.database.db.execute(sql`delete from lab_resultado_valor where campo_id = ${campoId}`);
    }
  });

  it('answers 404 for an exam that is not a laboratory one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/999999999/edit`, headers: bioquimico });
    expect(res.statusCode).toBe(404);
  });
});
