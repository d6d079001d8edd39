import { SITUACAO_EXAME_IMAGEM as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { type CenarioImagem, exameImagem, montarCenarioImagem, pacienteImagem } from './fechamento.fixtures.js';
import { garantirExameAberto, MENSAGEM_EXAME_FECHADO } from './fechamento.guard.js';

let ctx: TestContext;
let headers: Record<string, string>;
let clienteId: number;
let c: CenarioImagem;
/**
 * Last month at the scenario's unit: A rx1 liberado (day 5), B rx1 realizado without report (day 6), C rx2 laudado
 * (day 7), D us cancelled (day 8, never billed), E rx1 still scheduled on day 20 (not done: warned), F rx1 done
 * at another unit. Expected: rx1 × 2, rx2 × 1.
 */
const ids: Record<string, number> = {};
const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('radiologista')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
  await emDemo(async (tx) => {
    c = await montarCenarioImagem(tx);
    const p = async (n: string) => pacienteImagem(tx, `PACIENTE FECH ${n} ${c.sufixo}`);
    ids.a = await exameImagem(tx, c, { pacienteId: await p('A'), procedimento: c.rx1, situacao: S.liberado, realizadoEm: c.diaDoMes(5) });
    ids.b = await exameImagem(tx, c, { pacienteId: await p('B'), procedimento: c.rx1, situacao: S.realizado, realizadoEm: c.diaDoMes(6) });
    ids.c = await exameImagem(tx, c, { pacienteId: await p('C'), procedimento: c.rx2, situacao: S.laudado, realizadoEm: c.diaDoMes(7) });
    ids.d = await exameImagem(tx, c, { pacienteId: await p('D'), procedimento: c.us, situacao: S.cancelado, realizadoEm: null });
    ids.e = await exameImagem(tx, c, {
      pacienteId: await p('E'),
      procedimento: c.rx1,
      situacao: S.agendado,
      agendadoPara: `${c.competencia}-20`,
    });
    const outra = Number(
      (await tx.execute(sql`insert into unidade (nome_fantasia) values (${`Outra ${c.sufixo}`}) returning id`)).rows[0]?.id,
    );
    ids.f = await exameImagem(tx, c, {
      pacienteId: await p('F'),
      procedimento: c.rx1,
      situacao: S.liberado,
      realizadoEm: c.diaDoMes(5),
      unidadeId: outra,
    });
  });
}, 240_000);
afterAll(() => ctx.close());

const previa = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/exame-imagem/fechamento/previa?unidade_id=${c.unidadeId}&competencia=${c.competencia}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};
const fechar = (h = headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/exame-imagem/fechamento',
    headers: h,
    payload: { unidade_id: c.unidadeId, competencia: c.competencia },
  });

describe('exame-imagem/fechamento', () => {
  it('previews the month: lines per SIGTAP procedure with their exams, totals and warnings', async () => {
    const d = await previa();
    expect(d.fechamento).toBeNull();
    const total = Math.round((2 * c.rx1.valor + c.rx2.valor) * 100) / 100;
    expect(d.linhas.map((l: Record<string, unknown>) => [l.procedimento, l.quantidade, l.valor_unitario, l.total])).toEqual([
      [c.rx1.codigo, 2, c.rx1.valor, Math.round(2 * c.rx1.valor * 100) / 100],
      [c.rx2.codigo, 1, c.rx2.valor, c.rx2.valor],
    ]);
    expect(d.linhas[0].exames.map((e: { id: number }) => e.id)).toEqual([ids.a, ids.b]);
    expect(d.linhas[0].exames[0]).toMatchObject({ paciente: `PACIENTE FECH A ${c.sufixo}`, procedimento: c.rx1.codigo });
    expect(d.linhas[0].exames[0].solicitante).toEqual(expect.any(String));
    expect(d.quantidade).toBe(3);
    expect(d.total).toBe(total);
    expect(d.sem_laudo.map((e: { id: number }) => e.id)).toEqual([ids.b]);
    expect(d.agendados.map((e: { id: number }) => e.id)).toEqual([ids.e]);
    expect(d.fora_do_fechamento).toEqual([]);
  });

  it('refuses a competence not yet over and a bad month (422 on the field)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/exame-imagem/fechamento',
      headers,
      payload: { unidade_id: c.unidadeId, competencia: '2999-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.competencia).toEqual(['Não é possível fechar uma competência que ainda não terminou.']);
    const ruim = await ctx.app.inject({
      method: 'POST',
      url: '/api/exame-imagem/fechamento',
      headers,
      payload: { unidade_id: c.unidadeId, competencia: '2025-13' },
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors.competencia).toEqual(['Competência inválida: informe o mês (AAAA-MM).']);
  });

  it('needs the closing permission', async () => {
    const imagem = (await ctx.login('imagem')).headers;
    expect((await fechar(imagem)).statusCode).toBe(403);
  });

  it('closes: the closing row, the exams marked; a second closing is refused with 422', async () => {
    const res = await fechar();
    expect(res.statusCode, res.body).toBe(200);
    const f = json(res).data;
    expect(f).toMatchObject({ unidade_id: c.unidadeId, competencia: c.competencia, quantidade: 3 });
    expect(f.valor).toBe(Math.round((2 * c.rx1.valor + c.rx2.valor) * 100) / 100);
    await emDemo(async (tx) => {
      const { rows } = await tx.execute(
        sql`select id, fechamento_id from img_exame where id in (${ids.a}, ${ids.b}, ${ids.c}, ${ids.d}, ${ids.e}, ${ids.f}) order by id`,
      );
      const por = Object.fromEntries(rows.map((r) => [Number(r.id), r.fechamento_id == null ? null : Number(r.fechamento_id)]));
      expect([por[ids.a], por[ids.b], por[ids.c]]).toEqual([f.id, f.id, f.id]);
      expect([por[ids.d], por[ids.e], por[ids.f]]).toEqual([null, null, null]);
    });
    const deNovo = await fechar();
    expect(deNovo.statusCode).toBe(422);
    expect(json(deNovo).message).toMatch(/^Competência já fechada/);
    const lista = await ctx.app.inject({ method: 'GET', url: '/api/exame-imagem/fechamento/create', headers });
    expect(json(lista).data.fechamentos).toContainEqual(expect.objectContaining({ id: f.id, competencia: c.competencia }));
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/exame-imagem/fechamento/${f.id}/pdf`, headers });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a closed exam refuses changes through the guard; a later exam of the month stays out', async () => {
    await expect(emDemo((tx) => garantirExameAberto(tx, ids.a))).rejects.toMatchObject({
      statusCode: 422,
      errors: { exame: [MENSAGEM_EXAME_FECHADO] },
    });
    await emDemo((tx) => garantirExameAberto(tx, ids.e));
    await emDemo(async (tx) => {
      await tx.execute(
        sql`update img_exame set situacao = ${S.realizado}, realizado_em = ${c.diaDoMes(20)}::timestamptz where id = ${ids.e}`,
      );
    });
    const d = await previa();
    expect(d.fechamento).toMatchObject({ quantidade: 3 });
    expect(d.fora_do_fechamento.map((e: { id: number }) => e.id)).toEqual([ids.e]);
    expect(d.quantidade).toBe(3);
  });

  it('alteracao-exame-finalizado: finds the closed exam, changes procedure and date with a reason, recomputes the closing', async () => {
    const busca = await ctx.app.inject({
      method: 'GET',
      url: `/api/exame-imagem/alteracao-exame-finalizado?competencia=${c.competencia}`,
      headers,
    });
    expect(busca.statusCode, busca.body).toBe(200);
    expect(json(busca).data.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([ids.a, ids.b, ids.c]));
    expect(json(busca).data.map((e: { id: number }) => e.id)).not.toContain(ids.e);

    const url = `/api/exame-imagem/alteracao-exame-finalizado/${ids.b}`;
    const semMotivo = await ctx.app.inject({ method: 'PUT', url, headers, payload: { procedimento_codigo: c.us.codigo } });
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).errors.motivo).toEqual(['O campo Motivo é obrigatório.']);
    const foraDoMes = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { realizado_em: '2020-01-10T10:00:00-03:00', motivo: 'Data digitada errada na sala' },
    });
    expect(foraDoMes.statusCode).toBe(422);
    expect(json(foraDoMes).errors.realizado_em).toEqual(['A data de realização deve ficar dentro da competência fechada do exame.']);
    const naoImagem = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { procedimento_codigo: '0301010072', motivo: 'Procedimento errado' },
    });
    expect(naoImagem.statusCode).toBe(422);

    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { procedimento_codigo: c.us.codigo, realizado_em: c.diaDoMes(9), motivo: 'Exame feito foi ultrassonografia' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    const esperado = Math.round((c.rx1.valor + c.rx2.valor + c.us.valor) * 100) / 100;
    expect(d.fechamento).toEqual({ quantidade: 3, valor: esperado });
    expect(d.exame).toMatchObject({ procedimento_codigo: c.us.codigo, valor: c.us.valor });
    expect(d.exame.alteracoes[0]).toMatchObject({
      motivo: 'Exame feito foi ultrassonografia',
      antes: { procedimento_codigo: c.rx1.codigo, valor: c.rx1.valor },
      depois: { procedimento_codigo: c.us.codigo, valor: c.us.valor },
    });
    expect(d.exame.alteracoes[0].antes.realizado_em).toEqual(expect.any(String));
    await emDemo(async (tx) => {
      const { rows } = await tx.execute(sql`select f.valor::float8 as valor, x.usuario_id from img_fechamento f
        join img_alteracao_finalizado x on x.fechamento_id = f.id where x.img_exame_id = ${ids.b}`);
      expect(rows[0]).toMatchObject({ valor: esperado, usuario_id: c.usuarioId });
    });
    const d2 = await previa();
    expect(d2.linhas.map((l: { procedimento: string }) => l.procedimento)).toEqual([c.rx1.codigo, c.rx2.codigo, c.us.codigo].sort());
  });
});
