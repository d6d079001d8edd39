import { CALENDARIO_PNI, hojeIso, MENSAGENS_REGISTRO_VACINACAO as M, maiorData, proximaDose, somarDias, somarPeriodo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { CRIANCA_FILA_DEMO } from './registro.demo.js';
import { fixturesVacinacao, SALA_POLI, SALA_UBS } from './registro.fixtures.js';

/**
 * imunizacao/registro-vacinacao (issue 20): every calendar rule through the route (refused or needing a reason),
 * only lots of the room and not expired, several doses all-or-none, the aprazamento, transcriptions, cancellation
 * returning the dose to the lot and the vial, permissions. Patients and lots are this file's own.
 */
let ctx: TestContext;
let fx: Awaited<ReturnType<typeof fixturesVacinacao>>;
let ubs: Record<string, string>;
let poli: Record<string, string>;
const base = '/api/imunizacao/registro-vacinacao';
const hoje = hojeIso();

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = ubs) =>
  ctx.app.inject({ method, url, headers, payload });
const dose = (l: { vacinaId: number; loteId: number }, d: string, extra: object = {}) => ({
  vacina_id: l.vacinaId,
  lote_id: l.loteId,
  dose: d,
  ...extra,
});
const registrar = (pacienteId: number, doses: object[], extra: object = {}, headers = ubs) =>
  req('POST', base, { paciente_id: pacienteId, data_aplicacao: hoje, doses, ...extra }, headers);

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await fixturesVacinacao(ctx);
  ubs = await ctx.loginNoCentro('vacina', SALA_UBS);
  poli = await ctx.loginNoCentro('vacina', SALA_POLI);
  // the last login decides where the user is; ubs carries its own token
  ubs = await ctx.loginNoCentro('vacina', SALA_UBS);
}, 180_000);
afterAll(() => ctx.close());

describe('registro-vacinacao: doses applied in the room', () => {
  it('records two doses at once from the room lots, with the suggested next dose, and shows them on the calendar', async () => {
    const nasc = somarDias(hoje, -65);
    const p = await fx.paciente(nasc);
    const penta = await fx.lote(SALA_UBS, 'PENTA');
    const vip = await fx.lote(SALA_UBS, 'VIP', { porFrasco: 10 });

    const antes = json(await req('GET', `${base}/create/${p.id}`)).data;
    expect(antes.situacao.find((i: any) => i.sigla === 'PENTA' && i.dose === 'D1').situacao).toMatch(/devida|em_dia/);
    const vacinaPenta = antes.vacinas.find((v: any) => v.id === penta.vacinaId);
    expect(vacinaPenta.lotes.some((l: any) => l.lote_id === penta.loteId)).toBe(true);

    const r = await registrar(p.id, [dose(penta, 'D1'), dose(vip, 'D1')]);
    expect(r.statusCode, r.body).toBe(201);
    expect(json(r).message).toBe(M.registrado(2));
    expect(await fx.saldo(penta.centroCustoId, penta.loteId)).toBe(9);
    expect(await fx.saldo(vip.centroCustoId, vip.loteId)).toBe(9);

    const linhas = await fx.linhas(sql`select dose, movimento_id, frasco_id, proxima_dose_data::text as proxima, proxima_dose
      from vacinacao where paciente_id = ${p.id} order by id`);
    const esperado = proximaDose(CALENDARIO_PNI, { nascimento: nasc, sexo: 'F', gestante: false }, [], {
      sigla: 'PENTA',
      dose: 'D1',
      data: hoje,
    });
    expect(linhas[0]).toMatchObject({ dose: 'D1', proxima: esperado?.data, proxima_dose: 'D2' });
    expect(esperado?.data).toBe(maiorData(somarPeriodo(hoje, '60d'), somarPeriodo(nasc, '4m')));
    expect(linhas[0].movimento_id).not.toBeNull();
    expect(linhas[0].frasco_id).toBeNull(); // single-dose lot
    expect(linhas[1].frasco_id).not.toBeNull(); // 10-dose vial opened
    const frasco = await fx.linha(sql`select doses_restantes from vacina_frasco_aberto where id = ${linhas[1].frasco_id}`);
    expect(frasco.doses_restantes).toBe(9);

    const depois = json(await req('GET', `${base}/create/${p.id}`)).data;
    expect(depois.situacao.find((i: any) => i.sigla === 'PENTA' && i.dose === 'D1')).toMatchObject({
      situacao: 'aplicada',
      aplicada_em: hoje,
    });
    expect(depois.historico.map((h: any) => h.vacina_id)).toEqual([penta.vacinaId, vip.vacinaId]);
    const auditada = await fx.linha(sql`select count(*)::int as n from auditoria where acao = 'LEITURA' and paciente_id = ${p.id}`);
    expect(auditada.n).toBeGreaterThanOrEqual(2);

    // the same dose again: refused with the calendar's message
    const dup = await registrar(p.id, [dose(penta, 'D1')]);
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors['doses.0.dose'][0]).toMatch(/já foi aplicada em/);
  });

  it('a dose too early needs a reason, then is stored with the rule; out of order is refused', async () => {
    const p = await fx.paciente(somarDias(hoje, -20));
    const penta = await fx.lote(SALA_UBS, 'PENTA');
    const semMotivo = await registrar(p.id, [dose(penta, 'D1')]);
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).errors.justificativa[0]).toMatch(/antecipada: a idade mínima é 42 dias/);
    expect(await fx.saldo(penta.centroCustoId, penta.loteId)).toBe(10);

    const comMotivo = await registrar(p.id, [dose(penta, 'D1')], { justificativa: 'Viagem da família; orientação médica.' });
    expect(comMotivo.statusCode, comMotivo.body).toBe(201);
    const v = await fx.linha(sql`select justificativa, regras_justificadas from vacinacao where paciente_id = ${p.id}`);
    expect(v).toMatchObject({ justificativa: 'Viagem da família; orientação médica.', regras_justificadas: ['dose_antecipada'] });

    const q = await fx.paciente(somarDias(hoje, -200));
    const foraDeOrdem = await registrar(q.id, [dose(penta, 'D2')]);
    expect(foraDeOrdem.statusCode).toBe(422);
    expect(json(foraDeOrdem).errors['doses.0.dose'][0]).toMatch(/exige a 1ª dose de Penta/);
  });

  it('out of the age range needs a reason; a future date is refused', async () => {
    const p = await fx.paciente(somarDias(hoje, -365 * 8));
    const bcg = await fx.lote(SALA_UBS, 'BCG');
    const fora = await registrar(p.id, [dose(bcg, 'DU')]);
    expect(fora.statusCode).toBe(422);
    expect(json(fora).errors.justificativa[0]).toMatch(/fora da faixa etária/);

    const futura = await registrar(p.id, [dose(bcg, 'DU')], { data_aplicacao: somarDias(hoje, 1), justificativa: 'x' });
    expect(futura.statusCode).toBe(422);
    expect(json(futura).errors.data_aplicacao).toEqual([M.dataFutura]);
  });

  it('only lots of the room with stock and not expired', async () => {
    const p = await fx.paciente(somarDias(hoje, -70));
    const daPoli = await fx.lote(SALA_POLI, 'PENTA');
    const outra = await registrar(p.id, [dose(daPoli, 'D1')]);
    expect(outra.statusCode).toBe(422);
    expect(json(outra).errors['doses.0.lote_id']).toEqual([M.loteDeOutraSala]);

    const vencido = await fx.lote(SALA_UBS, 'PENTA', { validade: somarDias(hoje, -1), diasAtras: 10 });
    const r = await registrar(p.id, [dose(vencido, 'D1')]);
    expect(r.statusCode).toBe(422);
    expect(json(r).errors['doses.0.lote_id']).toEqual([M.loteVencido(vencido.numero, somarDias(hoje, -1))]);
    const lista = json(await req('GET', `${base}/create/${p.id}`)).data.vacinas.flatMap((v: any) => v.lotes.map((l: any) => l.lote_id));
    expect(lista).not.toContain(vencido.loteId);
    expect(lista).not.toContain(daPoli.loteId);
  });

  it('two doses are all or none: the second failing at the stock leaves nothing written', async () => {
    const p = await fx.paciente(somarDias(hoje, -70));
    const hb = await fx.lote(SALA_UBS, 'VIP', { quantidade: 1 });
    const penta = await fx.lote(SALA_UBS, 'PENTA');
    // VIP D1 and D2 the same day pass the calendar with a reason; the lot holds one dose only
    const r = await registrar(p.id, [dose(penta, 'D1'), dose(hb, 'D1'), dose(hb, 'D2')], { justificativa: 'Teste de atomicidade.' });
    expect(r.statusCode, r.body).toBe(422);
    expect(Object.keys(json(r).errors)).toEqual(['doses.2.lote_id']);
    expect((await fx.linha(sql`select count(*)::int as n from vacinacao where paciente_id = ${p.id}`)).n).toBe(0);
    expect(await fx.saldo(penta.centroCustoId, penta.loteId)).toBe(10);
    expect(await fx.saldo(hb.centroCustoId, hb.loteId)).toBe(1);
  });

  it('keeps the next-dose date typed, refusing one not after the application', async () => {
    const p = await fx.paciente(somarDias(hoje, -70));
    const penta = await fx.lote(SALA_UBS, 'PENTA');
    const antes = await registrar(p.id, [dose(penta, 'D1', { proxima_dose_data: hoje })]);
    expect(antes.statusCode).toBe(422);
    expect(json(antes).errors['doses.0.proxima_dose_data']).toEqual([M.proximaAntesDaAplicacao]);
    const alvo = somarDias(hoje, 75);
    expect((await registrar(p.id, [dose(penta, 'D1', { proxima_dose_data: alvo })])).statusCode).toBe(201);
    expect((await fx.linha(sql`select proxima_dose_data::text as d from vacinacao where paciente_id = ${p.id}`)).d).toBe(alvo);
  });

  it('cancelling returns the dose to the lot and to the open vial; only the room that applied it', async () => {
    const p = await fx.paciente(somarDias(hoje, -70));
    const vip = await fx.lote(SALA_UBS, 'VIP', { porFrasco: 10 });
    const id = json(await registrar(p.id, [dose(vip, 'D1')])).ids[0];
    const frasco = (await fx.linha(sql`select frasco_id from vacinacao where id = ${id}`)).frasco_id;
    expect(await fx.saldo(vip.centroCustoId, vip.loteId)).toBe(9);

    const semMotivo = await req('PUT', `${base}/cancelar/${id}`, { motivo: '' });
    expect(semMotivo.statusCode).toBe(422);
    const deOutra = await req('PUT', `${base}/cancelar/${id}`, { motivo: 'Registro no paciente errado.' }, poli);
    expect(json(deOutra).message).toBe(M.canceladoDeOutraSala);
    const ok = await req('PUT', `${base}/cancelar/${id}`, { motivo: 'Registro no paciente errado.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await fx.saldo(vip.centroCustoId, vip.loteId)).toBe(10);
    expect((await fx.linha(sql`select doses_restantes from vacina_frasco_aberto where id = ${frasco}`)).doses_restantes).toBe(10);
    const estorno = await fx.linha(
      sql`select m.tipo from estoque_movimento m join vacinacao v on m.estorno_de_id = v.movimento_id where v.id = ${id}`,
    );
    expect(estorno.tipo).toBe('estorno_aplicacao_vacina');
    expect((await fx.linha(sql`select motivo_cancelamento from vacinacao where id = ${id}`)).motivo_cancelamento).toBe(
      'Registro no paciente errado.',
    );
    expect(json(await req('PUT', `${base}/cancelar/${id}`, { motivo: 'De novo.' })).message).toBe(M.jaCancelado);
    // the cancelled dose no longer counts: the same dose can be recorded again
    expect((await registrar(p.id, [dose(vip, 'D1')])).statusCode).toBe(201);
  });
});

describe('registro-vacinacao: correction without stock', () => {
  it('changes route, site, care group and next-dose date; a lot or vaccine change is a cancellation', async () => {
    const p = await fx.paciente(somarDias(hoje, -70));
    const penta = await fx.lote(SALA_UBS, 'PENTA');
    const id = json(await registrar(p.id, [dose(penta, 'D1')])).ids[0];
    const antes = await req('PUT', `${base}/${id}`, { proxima_dose_data: somarDias(hoje, -1) });
    expect(json(antes).errors.proxima_dose_data).toEqual([M.proximaAntesDaAplicacao]);
    const ok = await req('PUT', `${base}/${id}`, {
      via: 2,
      local_aplicacao: 3,
      grupo_atendimento: 10,
      proxima_dose_data: somarDias(hoje, 70),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const v = await fx.linha(
      sql`select via, local_aplicacao, proxima_dose_data::text as p, lote_id::int as lote_id from vacinacao where id = ${id}`,
    );
    expect(v).toMatchObject({ via: 2, local_aplicacao: 3, p: somarDias(hoje, 70), lote_id: penta.loteId });
    expect(await fx.saldo(penta.centroCustoId, penta.loteId)).toBe(9);
  });
});

describe('registro-vacinacao: transcription of earlier doses', () => {
  it('records doses of the card without stock; a duplicate or a future date is refused', async () => {
    const p = await fx.paciente(somarDias(hoje, -150));
    const penta = await fx.vacina('PENTA');
    const corpo = (doses: object[]) => ({ paciente_id: p.id, origem: 2, doses });
    const d1 = {
      vacina_id: penta.id,
      dose: 'D1',
      data_aplicacao: somarDias(hoje, -85),
      lote_numero: 'AB12',
      estabelecimento_origem: 'UBS de Caruaru',
    };
    const r = await req('POST', `${base}/transcricao`, corpo([d1]));
    expect(r.statusCode, r.body).toBe(201);
    const v = await fx.linha(
      sql`select origem, movimento_id, lote_id, lote_numero, estabelecimento_origem from vacinacao where paciente_id = ${p.id}`,
    );
    expect(v).toMatchObject({
      origem: 2,
      movimento_id: null,
      lote_id: null,
      lote_numero: 'AB12',
      estabelecimento_origem: 'UBS de Caruaru',
    });

    const dup = await req('POST', `${base}/transcricao`, corpo([{ ...d1, data_aplicacao: somarDias(hoje, -80) }]));
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors['doses.0.dose'][0]).toMatch(/já foi aplicada/);
    const futura = await req('POST', `${base}/transcricao`, corpo([{ ...d1, dose: 'D2', data_aplicacao: somarDias(hoje, 3) }]));
    expect(json(futura).errors['doses.0.data_aplicacao']).toEqual([M.dataFutura]);
    const semLocal = await req('POST', `${base}/transcricao`, corpo([{ ...d1, dose: 'D2', estabelecimento_origem: '' }]));
    expect(json(semLocal).errors['doses.0.estabelecimento_origem']).toEqual(['O campo Estabelecimento ou país é obrigatório.']);
  });
});

describe('registro-vacinacao: permissions and the session room', () => {
  it('answers only with the permission, only at a vaccination room, only in its municipality', async () => {
    const p = await fx.paciente('2020-01-01');
    const medico = (await ctx.login('medico')).headers;
    expect((await req('GET', `${base}/create/${p.id}`, undefined, medico)).statusCode).toBe(403);
    expect((await registrar(p.id, [], {}, medico)).statusCode).toBe(403);
    const coord = await ctx.loginNoCentro('imunizacao', 'Central de Rede de Frio');
    const naRede = await req('GET', `${base}/create/${p.id}`, undefined, coord);
    expect(naRede.statusCode).toBe(422);
    expect(json(naRede).message).toBe(M.semSala);
    // another municipality does not see this one's records (row-level security): cancelling one is "not found"
    const vip = await fx.lote(SALA_UBS, 'VIP');
    const q = await fx.paciente(somarDias(hoje, -70));
    const id = json(await registrar(q.id, [dose(vip, 'D1')])).ids[0];
    const outra = (await ctx.login('admin', 'outra')).headers;
    const alheio = await req('PUT', `${base}/cancelar/${id}`, { motivo: 'Tentativa de outro município.' }, outra);
    expect(alheio.statusCode).toBe(404);
    expect(json(alheio).message).toBe(M.naoEncontrado);
    expect((await fx.linha(sql`select cancelado_em from vacinacao where id = ${id}`)).cancelado_em).toBeNull();
    const lista = await req('GET', `${base}?data=${hoje}`);
    expect(json(lista).data.some((l: { id: number }) => l.id === id)).toBe(true);
    expect(lista.statusCode, lista.body).toBe(200);
  });
});

describe('registro-vacinacao: the demo', () => {
  it('has a year of records, overdue children and the browser test child waiting in the UBS room', async () => {
    const alice = await fx.linha(sql`select id from cidadao where nome = ${CRIANCA_FILA_DEMO}`);
    const entrada = await fx.linha(sql`select status from fila where paciente_id = ${alice.id} and modulo = 'imunizacao'`);
    expect(entrada.status).toBe(1);
    const dela = json(await req('GET', `${base}/create/${alice.id}`)).data;
    expect(dela.situacao.filter((i: any) => i.sigla === 'PENTA' && i.dose === 'D1').map((i: any) => i.situacao)).toEqual(['aplicada']);
    expect(dela.situacao.find((i: any) => i.sigla === 'PENTA' && i.dose === 'D2').situacao).toMatch(/devida|em_dia/);
    const atrasados = await fx.linha(sql`select count(distinct paciente_id)::int as n from vacinacao
      where cancelado_em is null and proxima_dose_data < ${somarDias(hoje, -30)} and origem = 1`);
    expect(atrasados.n).toBeGreaterThanOrEqual(2);
    const ano = await fx.linha(sql`select count(*)::int as n, min(data_aplicacao)::text as desde from vacinacao where origem = 1`);
    expect(ano.n).toBeGreaterThan(30);
    expect(ano.desde < somarDias(hoje, -250)).toBe(true);
  });
});
