import { AMB, MENSAGENS_AGENDA, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { cenario, usuarioCom } from './agendamento.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof cenario>>;
const PARAM = '/api/ambulatorio/parametrizacao';
const PADRAO = {
  horizonte_agendamento_dias: 60,
  intervalo_minimo_dias: 0,
  permitir_dois_futuros_mesma_especialidade: false,
  faltas_para_alerta: 2,
  bloquear_apos_faltas: false,
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
  c = await cenario(ctx);
});
afterAll(async () => {
  await ctx.app.inject({ method: 'PUT', url: PARAM, headers: admin, payload: PADRAO });
  await ctx.close();
});

const post = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown> = {}, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

async function novaJornada(over: Record<string, unknown> = {}) {
  const res = await post('/api/ambulatorio/jornada', c.jornada(over));
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
}
const sugestao = (jornadaId: number, data: string, tipo = 1, limite = 100) =>
  get(`/api/ambulatorio/agendamento/sugestao/0/${c.especialidadeId}/0/${data}/${tipo}?limite=${limite}&jornada_id=${jornadaId}`);
const agendar = (jornadaId: number, pacienteId: number, data: string, hora: string, tipo = 1, url = '/api/ambulatorio/agendamento') =>
  post(url, { paciente_id: pacienteId, jornada_id: jornadaId, data, hora, tipo_vaga: tipo });

describe('ambulatorio/jornada', () => {
  it('refuses the shift rules of spec 000 §5 with their messages, verbatim, and quotas beyond the day', async () => {
    const mesmoDia = await post('/api/ambulatorio/jornada', c.jornada({ hora_inicio: '10:00', hora_fim: '09:00' }));
    expect(mesmoDia.statusCode).toBe(422);
    expect(json(mesmoDia).errors.hora_fim).toEqual([
      'Essa escala é para o mesmo dia e, portanto, o Horário de Saída deve ser superior ao Horário de Entrada!',
    ]);
    const longa = await post('/api/ambulatorio/jornada', c.jornada({ vira_dia: true, hora_inicio: '19:00', hora_fim: '20:00' }));
    expect(json(longa).errors.hora_fim).toEqual(['A carga horária ultrapassa 24 horas. Por favor, revise a jornada inserida.']);
    const noturna = await post(
      '/api/ambulatorio/jornada',
      c.jornada({ vira_dia: true, hora_inicio: '19:00', hora_fim: '07:00', duracao_minutos: 60, vagas_primeira_vez: 12, vagas_retorno: 0 }),
    );
    expect(noturna.statusCode, noturna.body).toBe(201);
    const demais = await post('/api/ambulatorio/jornada', c.jornada({ vagas_primeira_vez: 10, vagas_retorno: 5 }));
    expect(json(demais).errors.vagas_primeira_vez).toEqual(['A soma das vagas (15) ultrapassa os horários do dia (10).']);
    const semDia = await post('/api/ambulatorio/jornada', c.jornada({ dias_semana: [] }));
    expect(json(semDia).errors.dias_semana).toEqual(['Selecione ao menos um dia da semana.']);
  });
});

describe('ambulatorio/agendamento', () => {
  it('suggests the next free slots, skipping holidays and blocked days, and only the quota of the type', async () => {
    const jornadaId = await novaJornada();
    const d = somarDias(c.proximo(1), 0);
    await c.emOutra((tx) =>
      tx.execute(sql`insert into feriado (descricao, data, abrangencia, recorrente) values ('Feriado do teste', ${d}, 3, false)`),
    );
    const bloqueio = await post('/api/ambulatorio/jornada-bloqueio', {
      jornada_id: jornadaId,
      data_inicio: somarDias(d, 1),
      data_fim: somarDias(d, 2),
      motivo: 'Capacitação',
    });
    expect(bloqueio.statusCode, bloqueio.body).toBe(201);
    const vagas = json(await sugestao(jornadaId, somarDias(d, -1))).data as { data: string; hora: string }[];
    const dias = [...new Set(vagas.map((v) => v.data))];
    expect(dias.slice(0, 2)).toEqual([somarDias(d, -1), somarDias(d, 3)]);
    expect(vagas.filter((v) => v.data === somarDias(d, -1)).map((v) => v.hora)).toEqual([
      '08:00:00',
      '08:15:00',
      '08:30:00',
      '08:45:00',
      '09:00:00',
      '09:15:00',
      '09:30:00',
      '09:45:00',
      '10:00:00',
      '10:15:00',
    ]);
    // no regulated quota on this agenda: nothing to suggest
    expect(json(await sugestao(jornadaId, d, 3)).data).toEqual([]);
    // booking on the holiday is refused too
    const p = await c.paciente();
    expect(json(await agendar(jornadaId, p, d, '08:00')).message).toBe(MENSAGENS_AGENDA.feriado);
  });

  it('books a slot once; the quota of a type never goes below zero; one future appointment per specialty unless allowed', async () => {
    const jornadaId = await novaJornada({ vagas_retorno: 1 });
    const d = c.proximo(2, 5);
    const [p1, p2, p3] = [await c.paciente(), await c.paciente(), await c.paciente()];
    const ok = await agendar(jornadaId, p1, d, '08:00');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok).data).toMatchObject({ status: 1, tipo_vaga: 1, data: d, hora: '08:00:00', telefones: ['81999990000'] });
    expect(json(ok).data.numero).toBeGreaterThan(0);
    expect(json(ok).faltas).toMatchObject({ total: 0, alerta: false });

    const tomado = await agendar(jornadaId, p2, d, '08:00');
    expect(tomado.statusCode).toBe(422);
    expect(json(tomado).message).toBe('Horário indisponível');

    expect((await agendar(jornadaId, p2, d, '08:15', 2)).statusCode).toBe(201);
    const esgotada = await agendar(jornadaId, p3, d, '08:30', 2);
    expect(json(esgotada).message).toBe('Não há mais vagas do tipo Retorno nesta data.');

    const duplo = await agendar(jornadaId, p1, somarDias(d, 1), '08:00');
    expect(json(duplo).message).toBe('O paciente já possui um agendamento futuro nesta especialidade.');
    expect((await put(PARAM, { ...PADRAO, permitir_dois_futuros_mesma_especialidade: true })).statusCode).toBe(200);
    expect((await agendar(jornadaId, p1, somarDias(d, 1), '08:00')).statusCode).toBe(201);
    expect((await put(PARAM, { ...PADRAO, intervalo_minimo_dias: 7, permitir_dois_futuros_mesma_especialidade: true })).statusCode).toBe(
      200,
    );
    expect(json(await agendar(jornadaId, p1, somarDias(d, 2), '08:00')).message).toBe(
      'O paciente teve um agendamento nesta especialidade há menos de 7 dias.',
    );
    await put(PARAM, PADRAO);

    const passado = await agendar(jornadaId, p3, somarDias(c.proximo(2, 0), -7), '08:00');
    expect(json(passado).message).toBe(MENSAGENS_AGENDA.passado);
  });

  it('50 clerks booking the last 10 slots at once: exactly 10 succeed, the others get "Horário indisponível"', async () => {
    // the lead runs this file on PostgreSQL too (DATABASE_URL), where the requests really run in parallel
    const jornadaId = await novaJornada({ vagas_primeira_vez: 10, vagas_retorno: 0 });
    const d = c.proximo(3, 4);
    const pacientes = await Promise.all(Array.from({ length: 50 }, () => c.paciente()));
    const horas = json(await sugestao(jornadaId, d))
      .data.filter((v: { data: string }) => v.data === d)
      .map((v: { hora: string }) => v.hora);
    expect(horas).toHaveLength(10);
    const respostas = await Promise.all(pacientes.map((p, i) => agendar(jornadaId, p, d, horas[i % 10])));
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((s) => s === 201)).toHaveLength(10);
    expect(respostas.filter((r) => r.statusCode !== 201).map((r) => json(r).message)).toEqual(Array(40).fill('Horário indisponível'));
    const [{ n }] = (
      await c.emOutra((tx) =>
        tx.execute(sql`select count(*)::int as n from agendamento where jornada_id = ${jornadaId} and data = ${d} and status <> 5`),
      )
    ).rows as { n: number }[];
    expect(Number(n)).toBe(10);
    expect(json(await sugestao(jornadaId, d)).data.filter((v: { data: string }) => v.data === d)).toEqual([]);
  });

  it('cancels with a reason (the slot is free again), registers and undoes an absence, shows the no-show history', async () => {
    const jornadaId = await novaJornada();
    const d = c.proximo(4, 6);
    const p = await c.paciente('81988887777');
    const id = json(await agendar(jornadaId, p, d, '09:00')).data.id;
    const semMotivo = await put(`/api/ambulatorio/agendamento/cancel/${id}`, {});
    expect(json(semMotivo).errors.motivo).toEqual(['O campo Motivo é obrigatório.']);
    const falta = await put(`/api/ambulatorio/agendamento/absent/${id}`);
    expect(json(falta).message).toBe(`A falta só pode ser registrada a partir de ${d.split('-').reverse().join('/')}.`);
    const cancelado = await put(`/api/ambulatorio/agendamento/cancel/${id}`, { motivo: 'Paciente pediu' });
    expect(json(cancelado).data).toMatchObject({
      status: 5,
      motivo_cancelamento: 'Paciente pediu',
      cancelado_por_nome: expect.any(String),
    });
    expect(json(await put(`/api/ambulatorio/agendamento/cancel/${id}`, { motivo: 'De novo' })).message).toBe(
      'Não é possível cancelar: o agendamento está cancelado.',
    );
    const horas = json(await sugestao(jornadaId, d))
      .data.filter((v: { data: string }) => v.data === d)
      .map((v: { hora: string }) => v.hora);
    expect(horas).toContain('09:00:00');

    // a retroactive booking (after a downtime) takes a past day, with its own permission
    const ontem = somarDias(c.proximo(4, 0), -7);
    const retro = await agendar(jornadaId, p, ontem, '08:00', 1, '/api/ambulatorio/agendamento-retroativo');
    expect(retro.statusCode, retro.body).toBe(201);
    const rid = json(retro).data.id;
    expect(json(retro).data.retroativo).toBe(true);
    expect(json(await put(`/api/ambulatorio/agendamento/absent/${rid}`)).data.status).toBe(4);
    const ficha = json(await get(`/api/ambulatorio/agendamento/unidade-paciente/${p}`));
    expect(ficha.paciente.telefones).toEqual(['81988887777']);
    expect(ficha.faltas).toMatchObject({ total: 1, ultimos12_meses: 1, alerta: false, ultimas: [{ data: ontem, hora: '08:00:00' }] });
    expect(json(await put(`/api/ambulatorio/agendamento/undo-absent/${rid}`)).data.status).toBe(1);
    expect(json(await get(`/api/ambulatorio/agendamento/unidade-paciente/${p}`)).faltas.total).toBe(0);
    // the trail has each change
    const trilha = (
      await c.emOutra((tx) =>
        tx.execute(sql`select count(*)::int as n from auditoria where tabela = 'agendamento' and registro_id = ${rid} and acao = 'UPDATE'`),
      )
    ).rows as { n: number }[];
    expect(Number(trilha[0]?.n)).toBe(2);
  });

  it('a block lists the appointments it hits with the phones, and reschedules each to the next free slot', async () => {
    const jornadaId = await novaJornada();
    const d = c.proximo(5, 5);
    const p = await c.paciente('81977776666');
    const id = json(await agendar(jornadaId, p, d, '08:30')).data.id;
    const afetados = json(
      await get(`/api/ambulatorio/jornada-bloqueio/afetados?jornada_id=${jornadaId}&data_inicio=${d}&data_fim=${d}`),
    ).data;
    expect(afetados).toMatchObject([{ id, telefones: ['81977776666'], hora: '08:30:00' }]);
    await post('/api/ambulatorio/jornada-bloqueio', { jornada_id: jornadaId, data_inicio: d, data_fim: d, motivo: 'Licença' });
    const novo = await put(`/api/ambulatorio/jornada-bloqueio/reagendar/${id}`);
    expect(novo.statusCode, novo.body).toBe(200);
    expect(json(novo).data).toMatchObject({ data: somarDias(d, 1), hora: '08:00:00', paciente_id: p, status: 1 });
    const antigo = json(await get(`/api/ambulatorio/agendamento/${id}`)).data;
    expect(antigo.status).toBe(5);
    expect(antigo.motivo_cancelamento).toContain('Licença');
  });

  it('checks permissions (403) and keeps each municipality to its own appointments', async () => {
    const jornadaId = await novaJornada();
    const d = c.proximo(6, 5);
    const id = json(await agendar(jornadaId, await c.paciente(), d, '08:00')).data.id;
    const demo = (await ctx.login('admin')).headers;
    expect((await get(`/api/ambulatorio/agendamento/${id}`, demo)).statusCode).toBe(404);
    expect((await put(`/api/ambulatorio/agendamento/cancel/${id}`, { motivo: 'x' }, demo)).statusCode).toBe(404);
    const soVer = await usuarioCom(ctx, [AMB.agendamentoVer]);
    expect((await post('/api/ambulatorio/agendamento', {}, soVer)).statusCode).toBe(403);
    expect((await put('/api/ambulatorio/agendamento/absent/1', {}, soVer)).statusCode).toBe(403);
    expect((await post('/api/ambulatorio/agendamento-retroativo', {}, soVer)).statusCode).toBe(403);
    expect((await get('/api/ambulatorio/agendamento/sugestao/0/0/0/-/1', soVer)).statusCode).toBe(200);
    const nada = await usuarioCom(ctx, [AMB.parametrizacao]);
    expect((await get('/api/ambulatorio/agendamento/sugestao/0/0/0/-/1', nada)).statusCode).toBe(403);
  });
});
