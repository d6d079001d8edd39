import { CALENDARIO_PNI, type Calendario, convertKeys, toSnake } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { calendarioDoMunicipio, salvarParametrizacaoImunizacao } from './parametrizacao.service.js';

let ctx: TestContext;
let headers: Record<string, string>;
let clienteId: number;
const URL = '/api/imunizacao/parametrizacao';

/** The calendar as the page sends it: a deep copy, snake_case on the wire. */
const copia = (): Calendario => structuredClone(CALENDARIO_PNI);
const corpo = (calendario: Calendario | null, extra: Record<string, unknown> = {}) =>
  convertKeys(
    { solicitanteRnds: '123456', diasAlertaValidade: 30, imprimirCartaoAoSalvar: false, calendario, populacaoAlvo: [], ...extra },
    toSnake,
  );
const salvar = (payload: unknown) => ctx.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

beforeAll(async () => {
  ctx = await createTestContext();
  headers = await ctx.loginNoCentro('imunizacao', 'Central de Rede de Frio');
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
});
afterAll(async () => {
  await ctx.close();
});

describe('imunizacao/parametrizacao', () => {
  it('lê as chaves e o calendário em vigor (o nacional quando o município não tem o seu)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: URL, headers });
    expect(res.statusCode).toBe(200);
    const m = json(res);
    expect(m.dias_alerta_validade).toBeTypeOf('number');
    expect(m.calendario.versao).toBeTruthy();
    expect(m.calendario.vacinas.length).toBeGreaterThan(10);
  });

  it('o calendário nacional passa pelo próprio esquema e volta como nacional (null)', async () => {
    // the rows other files typed stay (the page sends the whole list)
    const atuais = (json(await ctx.app.inject({ method: 'GET', url: URL, headers })).populacao_alvo as { ano: number }[]).filter(
      (p) => p.ano !== 2030,
    );
    const res = await salvar(corpo(copia(), { populacaoAlvo: [...atuais, { ano: 2030, faixa: 'menor1', populacao: 1200 }] }));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      calendario_nacional: true,
      solicitante_rnds: '123456',
    });
    expect(json(res).populacao_alvo).toContainEqual({ ano: 2030, faixa: 'menor1', populacao: 1200 });
    const { rows } = await ctx.database.db.execute(sql`select calendario from imunizacao_parametrizacao where cliente_id = ${clienteId}`);
    expect(rows[0]?.calendario).toBeNull();
  });

  it('recusa um calendário inválido com a mensagem no campo, sem gravar nada', async () => {
    const cal = copia();
    const penta = cal.vacinas.findIndex((v) => v.sigla === 'PENTA');
    const doses = cal.vacinas[penta]?.doses ?? [];
    (doses[0] as { idadeMinima: string }).idadeMinima = 'dois meses';
    (doses[1] as { apos: unknown }).apos = { sigla: 'XYZ', dose: 'D1' };
    (doses[2] as { intervaloMinimo?: string; intervaloUsual?: string }).intervaloUsual = '10d';
    cal.vacinas.push({ ...structuredClone(cal.vacinas[0]), nome: 'Outra BCG' } as Calendario['vacinas'][number]);
    const res = await salvar(
      corpo(cal, {
        diasAlertaValidade: 400,
        populacaoAlvo: [
          { ano: 2030, faixa: 'menor1', populacao: 1 },
          { ano: 2030, faixa: 'menor1', populacao: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const e = json(res).errors as Record<string, string[]>;
    const p = `calendario.vacinas.${penta}.doses`;
    expect(e[`${p}.0.idade_minima`]).toEqual(['Período inválido (use anos, meses e dias, ex.: 2m, 1a6m, 42d).']);
    expect(e[`${p}.1.apos`]).toEqual(['A vacina PENTA refere-se a XYZ D1, que não existe no calendário.']);
    expect(e[`${p}.2.intervalo_usual`]).toEqual(['PENTA 3ª dose: o intervalo usual não pode ser menor que o mínimo.']);
    expect(e[`calendario.vacinas.${cal.vacinas.length - 1}.sigla`]).toEqual(['A vacina BCG aparece mais de uma vez no calendário.']);
    expect(e.dias_alerta_validade).toEqual(['Dias de alerta de validade deve ser menor ou igual a 365']);
    expect(e['populacao_alvo.1.ano']).toEqual(['A população-alvo de 2030 (Menor de 1 ano) foi informada mais de uma vez.']);
    const depois = json(await ctx.app.inject({ method: 'GET', url: URL, headers }));
    expect(depois.populacao_alvo).toContainEqual({ ano: 2030, faixa: 'menor1', populacao: 1200 });
  });

  it('o calendário do município (alterado e com vacina nova) é o que calendarioDoMunicipio lê; restaurar volta ao nacional', async () => {
    // in a transaction rolled back: other files on the same database read the calendar at the same time
    let proprio: Calendario | undefined;
    let restaurado: Calendario | undefined;
    const DESFAZER = new Error('desfazer');
    const fim = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      const cal = copia();
      const penta = cal.vacinas.find((v) => v.sigla === 'PENTA');
      (penta?.doses[1] as { intervaloUsual: string }).intervaloUsual = '2m';
      cal.condutas.dose_antecipada = 'recusar';
      cal.vacinas.push({
        sigla: 'DENV',
        codigoPni: null,
        nome: 'Dengue',
        grupos: ['adolescente'],
        doses: [
          { dose: 'D1', idadeRecomendada: '10a', idadeMinima: '10a', idadeMaxima: '14a11m29d' },
          { dose: 'D2', idadeRecomendada: '10a3m', idadeMinima: '10a3m', intervaloMinimo: '3m' },
        ],
      });
      const salvo = await salvarParametrizacaoImunizacao(tx, {
        solicitanteRnds: null,
        diasAlertaValidade: 15,
        imprimirCartaoAoSalvar: true,
        calendario: cal,
        populacaoAlvo: [],
      });
      expect(salvo.calendarioNacional).toBe(false);
      proprio = await calendarioDoMunicipio(tx);
      await salvarParametrizacaoImunizacao(tx, {
        solicitanteRnds: null,
        diasAlertaValidade: 15,
        imprimirCartaoAoSalvar: true,
        calendario: null,
        populacaoAlvo: [],
      });
      restaurado = await calendarioDoMunicipio(tx);
      throw DESFAZER;
    }).catch((e: unknown) => e);
    expect(fim).toBe(DESFAZER);
    expect(proprio?.vacinas.find((v) => v.sigla === 'PENTA')?.doses[1]?.intervaloUsual).toBe('2m');
    expect(proprio?.vacinas.at(-1)?.sigla).toBe('DENV');
    expect(proprio?.condutas.dose_antecipada).toBe('recusar');
    expect(restaurado).toBe(CALENDARIO_PNI);
  });

  it('só a coordenação altera: a sala de vacinação recebe 403', async () => {
    const { headers: sala } = await ctx.login('vacina');
    expect((await ctx.app.inject({ method: 'GET', url: URL, headers: sala })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: URL, headers: sala, payload: corpo(null) as object })).statusCode).toBe(403);
  });
});
