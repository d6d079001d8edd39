import { hojeIso, MENSAGENS_CAMPANHA, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type AmbienteH3, ambienteH3, novaVacinacao, novoPaciente } from './imunizacao-h3.fixtures.js';

let ctx: TestContext;
let a: AmbienteH3;
let coord: Record<string, string>;
let sala: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await ambienteH3(ctx);
  coord = (await ctx.login('imunizacao')).headers;
  sala = (await ctx.login('vacina')).headers;
});
afterAll(() => ctx.close());

const BASE = '/api/imunizacao/cadastro-campanha';
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
const api = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers, payload });

const campanha = (extra: object = {}) => ({
  nome: 'Influenza 60+',
  inicio: dia(-10),
  fim: dia(20),
  estrategia: 6,
  idadeMinimaAnos: 60,
  condicao: null,
  populacaoAlvo: 10,
  metaPercentual: '90',
  vacinas: [{ vacinaId: a.vacinaId, dose: 'DU', metaDoses: 4 }],
  ...extra,
});

describe('cadastro-campanha', () => {
  it('refuses a bad period, age range, condition and vaccines, writing nothing', async () => {
    const antes = await a.emTenant((tx) => tx.execute(sql`select count(*)::int as n from vacinacao_campanha`));
    const r1 = await api(coord, 'POST', '', campanha({ inicio: dia(5), fim: dia(1) }));
    expect(r1.statusCode).toBe(422);
    expect(json(r1).errors.fim).toContain(MENSAGENS_CAMPANHA.periodo);
    const r2 = await api(coord, 'POST', '', campanha({ idadeMinimaAnos: 60, idadeMaximaAnos: 5, idadeMaximaMeses: 6 }));
    expect(json(r2).errors.idade_maxima_anos).toContain(MENSAGENS_CAMPANHA.faixaEtaria);
    const r3 = await api(coord, 'POST', '', campanha({ vacinas: [] }));
    expect(json(r3).errors.vacinas).toContain(MENSAGENS_CAMPANHA.vacinas);
    const r4 = await api(coord, 'POST', '', campanha({ vacinas: [{ vacinaId: 999999999, dose: 'DU' }] }));
    expect(r4.statusCode).toBe(422);
    expect(json(r4).errors.vacinas).toContain(MENSAGENS_CAMPANHA.vacinaInexistente);
    const r5 = await api(coord, 'POST', '', campanha({ sexo: 'M', condicao: 'gestante' }));
    expect(json(r5).errors.sexo).toContain(MENSAGENS_CAMPANHA.condicaoSexo);
    const r6 = await api(coord, 'POST', '', campanha({ estrategia: 1 }));
    expect(r6.statusCode).toBe(422);
    const depois = await a.emTenant((tx) => tx.execute(sql`select count(*)::int as n from vacinacao_campanha`));
    expect(depois.rows[0].n).toBe(antes.rows[0].n);
  });

  it('stores the age in months and shows coverage per vaccine, room and day against the goal', async () => {
    const r = await api(coord, 'POST', '', campanha({ idadeMinimaAnos: 1, idadeMinimaMeses: 6, idadeMaximaAnos: 4 }));
    expect(r.statusCode).toBe(201);
    const id = json(r).id as number;
    const { rows } = await a.emTenant((tx) =>
      tx.execute(sql`select idade_minima_meses, idade_maxima_meses from vacinacao_campanha where id = ${id}`),
    );
    expect(rows[0]).toMatchObject({ idade_minima_meses: 18, idade_maxima_meses: 48 });

    await a.emTenant(async (tx) => {
      const p1 = await novoPaciente(tx);
      const p2 = await novoPaciente(tx);
      await novaVacinacao(tx, a, { pacienteId: p1.id, data: dia(-2), campanhaId: id, estrategia: 6 });
      await novaVacinacao(tx, a, { pacienteId: p2.id, data: dia(-1), campanhaId: id, estrategia: 6 });
      const cancelada = await novaVacinacao(tx, a, { pacienteId: p2.id, data: dia(-1), campanhaId: id, estrategia: 6 });
      await tx.execute(sql`update vacinacao set cancelado_em = now(), motivo_cancelamento = 'teste' where id = ${cancelada}`);
    });

    const edit = json(await api(sala, 'GET', `/${id}/edit`)).data.model;
    expect(edit.idade_minima_anos).toBe(1);
    expect(edit.idade_minima_meses).toBe(6);
    expect(edit.publico_alvo).toBe('de 1 ano e 6 meses a 4 anos');
    expect(edit.situacao).toBe('andamento');
    const c = edit.cobertura;
    expect(c.aplicadas).toBe(2);
    expect(c.pessoas_vacinadas).toBe(2);
    expect(c.cobertura).toBe(20);
    expect(c.por_vacina[0]).toMatchObject({ aplicadas: 2, meta: 4, percentual_meta: 50 });
    expect(c.por_sala).toEqual([expect.objectContaining({ centro_custo_id: a.salaId, aplicadas: 2 })]);
    expect(c.por_dia).toEqual([
      { data: dia(-2), aplicadas: 1 },
      { data: dia(-1), aplicadas: 1 },
    ]);

    const lista = json(await api(sala, 'GET', `/datatable?search[value]=${encodeURIComponent('Influenza 60+')}&length=100`));
    expect(lista.data.find((l: { id: number }) => l.id === id)).toMatchObject({ doses_aplicadas: 2, cobertura: 20 });
  });

  it('updates, closes, and refuses changes to a closed campaign', async () => {
    const id = json(await api(coord, 'POST', '', campanha())).id as number;
    const up = await api(
      coord,
      'PUT',
      `/${id}`,
      campanha({ nome: 'Influenza gestantes', sexo: 'F', condicao: 'gestante', idadeMinimaAnos: null }),
    );
    expect(up.statusCode).toBe(200);
    expect(json(up).model).toMatchObject({ nome: 'Influenza gestantes', publico_alvo: 'sexo feminino; gestante' });
    const enc = await api(coord, 'PUT', `/encerrar/${id}`);
    expect(json(enc).model).toMatchObject({ encerrada: true, situacao: 'encerrada' });
    const de_novo = await api(coord, 'PUT', `/${id}`, campanha());
    expect(de_novo.statusCode).toBe(422);
    expect(json(de_novo).message).toBe(MENSAGENS_CAMPANHA.jaEncerrada);
    expect((await api(coord, 'GET', '/999999999/edit')).statusCode).toBe(404);
  });

  it('lets the room see campaigns but only the coordination create or change them', async () => {
    expect((await api(sala, 'GET', '/datatable')).statusCode).toBe(200);
    expect((await api(sala, 'POST', '', campanha())).statusCode).toBe(403);
    expect((await api(sala, 'GET', '/create')).statusCode).toBe(403);
    const form = json(await api(coord, 'GET', '/create')).data.form;
    expect(form.estrategias.map((e: { id: number }) => e.id)).toEqual([5, 6]);
  });

  it("the demo has the influenza campaign in progress, last year's closed one and last month's export", async () => {
    const { rows } = await a.emTenant((tx) =>
      tx.execute(sql`select nome, encerrada, inicio::text as inicio from vacinacao_campanha where nome like 'Campanha %' order by id`),
    );
    expect(rows.some((r) => String(r.nome).includes('Influenza') && !r.encerrada && r.inicio === dia(-10))).toBe(true);
    expect(rows.some((r) => String(r.nome).includes('Multivacinação') && r.encerrada)).toBe(true);
    const { rows: ex } = await a.emTenant((tx) =>
      tx.execute(sql`select x.id from vacinacao_exportacao x join usuario u on u.id = x.usuario_id where u.login = 'imunizacao'`),
    );
    expect(ex.length).toBeGreaterThan(0);
  });
});
