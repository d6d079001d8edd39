import { hojeIso, MENSAGENS_FILA_VACINACAO as M, MENSAGENS_FILA, SetorTipo, StatusFila, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { fixturesVacinacao, SALA_POLI, SALA_UBS } from '../registro/registro.fixtures.js';

/**
 * The vaccination room's queue (issue 20): include, call, attend, and the record that finishes the entry; only the
 * room's entries, only with the permission. Patients and lots are this file's own.
 */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof fixturesVacinacao>>;
let ubs: Record<string, string>;
const base = '/api/imunizacao/fila-atendimento';
const hoje = hojeIso();
const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = ubs) =>
  ctx.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await fixturesVacinacao(ctx);
  ubs = await ctx.loginNoCentro('vacina', SALA_UBS);
}, 180_000);
afterAll(() => ctx.close());

describe('imunizacao/fila-atendimento', () => {
  it('includes, calls, attends; the record of the doses finishes the entry', async () => {
    const p = await fx.paciente(somarDias(hoje, -70));
    const incluido = await req('POST', base, { paciente_id: p.id });
    expect(incluido.statusCode, incluido.body).toBe(201);
    expect(json(incluido).message).toBe(M.incluido(p.nome));
    const id = json(incluido).id as number;
    expect((await req('POST', base, { paciente_id: p.id })).statusCode).toBe(409);
    const lista = json(await req('GET', base)).data;
    expect(lista.model.centro_custo_nome).toBe(SALA_UBS);
    expect(lista.model.topico).toMatch(new RegExp(`^fila:imunizacao:${SetorTipo.VACINACAO}:`));
    expect(lista.model.fila.find((e: { id: number }) => e.id === id)).toMatchObject({ paciente: { nome: p.nome } });

    const chamada = await req('POST', '/api/imunizacao/chamada', { fila_id: id });
    expect(chamada.statusCode, chamada.body).toBe(200);
    expect(json(await req('PUT', `${base}/atender/${id}`)).status).toBe(StatusFila.EM_ATENDIMENTO);

    const penta = await fx.lote(SALA_UBS, 'PENTA');
    const r = await req('POST', '/api/imunizacao/registro-vacinacao', {
      paciente_id: p.id,
      fila_id: id,
      data_aplicacao: hoje,
      doses: [{ vacina_id: penta.vacinaId, lote_id: penta.loteId, dose: 'D1' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await fx.linha(sql`select status from fila where id = ${id}`)).status).toBe(StatusFila.FINALIZADO);
    expect(Number((await fx.linha(sql`select fila_id from vacinacao where paciente_id = ${p.id}`)).fila_id)).toBe(id);
  });

  it('answers only with the permission, only at a vaccination room, only on its own entries', async () => {
    const medico = (await ctx.login('medico')).headers;
    expect((await req('GET', base, undefined, medico)).statusCode).toBe(403);
    const coord = await ctx.loginNoCentro('imunizacao', 'Central de Rede de Frio');
    const naRede = await req('GET', base, undefined, coord);
    expect(naRede.statusCode).toBe(422);
    expect(json(naRede).message).toBe(M.semSetor);
    // an entry of the other room is not this room's
    const poli = await ctx.loginNoCentro('vacina', SALA_POLI);
    const p = await fx.paciente('1990-05-05');
    const outra = json(await req('POST', base, { paciente_id: p.id }, poli)).id;
    ubs = await ctx.loginNoCentro('vacina', SALA_UBS);
    const alheia = await req('PUT', `${base}/atender/${outra}`);
    expect(alheia.statusCode).toBe(404);
    expect(json(alheia).message).toBe(MENSAGENS_FILA.naoEncontrada);
  });
});

describe('imunizacao/aplicacao-campanha', () => {
  async function campanha(p: { idadeMin?: number; idadeMax?: number; sexo?: string | null } = {}) {
    const inf = await fx.vacina('INF');
    const c = await fx.linha(sql`
      insert into vacinacao_campanha (nome, inicio, fim, estrategia, idade_minima_meses, idade_maxima_meses, sexo, populacao_alvo, meta_percentual)
      values (${`Campanha de teste ${Math.random().toString(36).slice(2, 7)}`}, ${somarDias(hoje, -2)}, ${somarDias(hoje, 10)}, 5,
              ${p.idadeMin ?? 6}, ${p.idadeMax ?? 71}, ${p.sexo ?? null}, 200, 90)
      returning id`);
    await fx.linha(
      sql`insert into vacinacao_campanha_vacina (campanha_id, vacina_id, dose) values (${c.id}, ${inf.id}, 'DP') returning id`,
    );
    return { id: Number(c.id), vacinaId: Number(inf.id) };
  }

  it('lists the campaign, preselects the FEFO lot, records with the campaign strategy and counts today', async () => {
    const c = await campanha();
    const lote = await fx.lote(SALA_UBS, 'INF', { validade: somarDias(hoje, 3) });
    const emAndamento = json(await req('GET', '/api/imunizacao/aplicacao-campanha')).data;
    expect(emAndamento.find((x: { id: number }) => x.id === c.id)).toMatchObject({ meta: 180, aplicadas_hoje_na_sala: 0 });

    const crianca = await fx.paciente(somarDias(hoje, -400));
    const tela = json(await req('GET', `/api/imunizacao/aplicacao-campanha/${c.id}?paciente_id=${crianca.id}`)).data;
    expect(tela.fora_do_publico).toBeNull();
    expect(tela.vacinas[0].lote.lote_id).toBe(lote.loteId); // expires first
    const r = await req('POST', `/api/imunizacao/aplicacao-campanha/${c.id}`, {
      paciente_id: crianca.id,
      doses: [{ vacina_id: c.vacinaId, dose: 'DP', lote_id: lote.loteId }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const v = await fx.linha(sql`select estrategia, campanha_id::int as campanha_id from vacinacao where paciente_id = ${crianca.id}`);
    expect(v).toMatchObject({ estrategia: 5, campanha_id: c.id });
    const depois = json(await req('GET', `/api/imunizacao/aplicacao-campanha/${c.id}?paciente_id=${crianca.id}`)).data;
    expect(depois.campanha.aplicadas_hoje_na_sala).toBe(1);
    expect(depois.ja_vacinado).toEqual([c.vacinaId]);
  });

  it('outside the target group needs a reason', async () => {
    const c = await campanha({ idadeMin: 6, idadeMax: 23 });
    const lote = await fx.lote(SALA_UBS, 'INF');
    const maior = await fx.paciente(somarDias(hoje, -365 * 3));
    const corpo = { paciente_id: maior.id, doses: [{ vacina_id: c.vacinaId, dose: 'DP', lote_id: lote.loteId }] };
    const semMotivo = await req('POST', `/api/imunizacao/aplicacao-campanha/${c.id}`, corpo);
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).errors.justificativa[0]).toMatch(/fora do público-alvo da campanha: idade de 3\d meses fora da faixa/);
    const ok = await req('POST', `/api/imunizacao/aplicacao-campanha/${c.id}`, { ...corpo, justificativa: 'Surto na creche.' });
    expect(ok.statusCode, ok.body).toBe(201);
    const outra = await fx.vacina('BCG');
    const foraDaCampanha = await req('POST', `/api/imunizacao/aplicacao-campanha/${c.id}`, {
      ...corpo,
      doses: [{ vacina_id: outra.id, dose: 'DU', lote_id: lote.loteId }],
    });
    expect(json(foraDaCampanha).errors['doses.0.vacina_id']).toBeDefined();
  });
});
