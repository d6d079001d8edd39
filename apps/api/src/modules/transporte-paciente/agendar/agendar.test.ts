import { hojeIso, MENSAGENS_VIAGEM as M, somarDias, TP } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { type CenarioTransporte, cenarioTransporte } from './agendar.fixtures.js';

let ctx: TestContext;
let clerk: Record<string, string>;
let c: CenarioTransporte;
const AG = '/api/transporte-paciente/agendar';
const PRE = '/api/transporte-paciente/pre-agendamento-transporte';
const REIMP = '/api/transporte-paciente/reimpressao-protocolo';

const post = (url: string, payload: unknown, headers = clerk) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const put = (url: string, payload: unknown, headers = clerk) => ctx.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const get = (url: string, headers = clerk) => ctx.app.inject({ method: 'GET', url, headers });
const um = (q: ReturnType<typeof sql>) => c.em(async (tx) => (await tx.execute(q)).rows[0] as Record<string, unknown>);

beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: 'error' });
  clerk = (await ctx.login('transporte')).headers;
  c = await cenarioTransporte(ctx);
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

const reserva = (pacienteId: number, over: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  destino_id: c.destino,
  local_id: c.local,
  data: c.dia(3),
  horario_consulta: '09:30',
  ponto_id: c.ponto,
  motivo_id: c.motivo,
  tipo_passageiro: 1,
  ...over,
});
const MARIA = { nome: 'Maria Luíza da Conceição', cns: '205839471620003', telefone: '87988776655', relacao: 'Filho(a)' };

describe('transporte-paciente/agendar', () => {
  it('books a patient with a companion, numbers the slip and writes the history', async () => {
    const form = json(await get(`${AG}/create`)).data;
    expect(form.destinos.map((d: { id: number }) => d.id)).toContain(c.destino);
    expect(form.relacoes).toContain('Cônjuge');
    const p = await c.paciente();
    const res = await post(AG, reserva(p, { acompanhantes: [MARIA], observacao: 'Levar exames anteriores' }));
    expect(res.statusCode, res.body).toBe(201);
    const a = json(res).data;
    expect(a).toMatchObject({ paciente_id: p, destino_id: c.destino, situacao: 1, horario_consulta: '09:30:00', local_id: c.local });
    expect(String(a.numero)).toMatch(new RegExp(`^${c.dia(3).slice(0, 4)}\\d{6}$`));
    expect(a.acompanhantes).toEqual([expect.objectContaining({ ordem: 1, nome: MARIA.nome, cns: MARIA.cns, relacao: 'Filho(a)' })]);
    const hist = json(await get(`${AG}/historico/${a.id}`)).data;
    expect(hist).toHaveLength(1);
    expect(hist[0]).toMatchObject({ tipo: 'agendamento' });
    expect(hist[0].descricao).toContain('1 acompanhante(s)');
    // one booking per patient, day and destination
    const dup = await post(AG, reserva(p));
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors.data[0]).toBe('O paciente já tem agendamento para este destino nesta data.');
    // the same day to another destination is another booking
    expect((await post(AG, reserva(p, { destino_id: c.outroDestino, local_id: null }))).statusCode).toBe(201);
    const doDia = json(await get(`${AG}/agendado-paciente?paciente_id=${p}&data=${c.dia(3)}`)).data;
    expect(doDia).toHaveLength(2);
    const lista = json(await get(`${AG}/datatable?paciente_id=${p}&destino_id=${c.destino}`));
    expect(lista.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect(json(await get(`${AG}/${a.id}`)).data.observacao).toBe('Levar exames anteriores');
  });

  it('refuses bad input in pt-BR without writing: past date, three companions, a bad CNS, a place of another destination', async () => {
    const p = await c.paciente();
    const antes = await um(sql`select count(*)::int as n from tp_agendamento where paciente_id = ${p}`);
    const ontem = await post(AG, reserva(p, { data: c.dia(-1) }));
    expect(ontem.statusCode).toBe(422);
    expect(json(ontem).errors.data[0]).toBe('A data da viagem não pode ser anterior a hoje.');
    const tres = await post(AG, reserva(p, { acompanhantes: [MARIA, { ...MARIA, nome: 'José Dois' }, { ...MARIA, nome: 'Ana Três' }] }));
    expect(tres.statusCode).toBe(422);
    expect(JSON.stringify(json(tres).errors)).toContain('Informe no máximo 2 acompanhantes.');
    const cns = await post(AG, reserva(p, { acompanhantes: [{ ...MARIA, cns: '123456789012345' }] }));
    expect(cns.statusCode).toBe(422);
    expect(Object.keys(json(cns).errors).join()).toMatch(/acompanhantes/);
    const local = await post(AG, reserva(p, { local_id: c.localOutro }));
    expect(json(local).errors.local_id[0]).toBe('O local de atendimento não pertence a este destino.');
    const semDestino = await post(AG, reserva(p, { destino_id: null }));
    expect(json(semDestino).errors.destino_id[0]).toMatch(/Destino/);
    // today is allowed
    expect((await post(AG, reserva(p, { data: c.dia(0) }))).statusCode).toBe(201);
    const depois = await um(sql`select count(*)::int as n from tp_agendamento where paciente_id = ${p}`);
    expect(Number(depois.n) - Number(antes.n)).toBe(1);
  });

  it('offers only the recurring trips running that weekday to that destination and refuses the others', async () => {
    const data = c.dia(4);
    const dow = new Date(`${data}T12:00:00Z`).getUTCDay();
    const hoje = await c.jornada({ dias: [dow] });
    const outroDia = await c.jornada({ dias: [(dow + 1) % 7] });
    const outroDestino = await c.jornada({ destino: c.outroDestino });
    const ofertas = json(await get(`${AG}/jornada?destino_id=${c.destino}&data=${data}`)).data.map((j: { id: number }) => j.id);
    expect(ofertas).toContain(hoje);
    expect(ofertas).not.toContain(outroDia);
    expect(ofertas).not.toContain(outroDestino);
    const p = await c.paciente();
    const r1 = await post(AG, reserva(p, { data, jornada_id: outroDia }));
    expect(json(r1).errors.jornada_id[0]).toBe('A viagem recorrente não sai neste dia da semana.');
    const r2 = await post(AG, reserva(p, { data, jornada_id: outroDestino }));
    expect(json(r2).errors.jornada_id[0]).toBe('A viagem recorrente não vai para este destino.');
    expect((await post(AG, reserva(p, { data, jornada_id: hoje }))).statusCode).toBe(201);
  });

  it('counts companions and wheelchair places against the usual vehicle', async () => {
    const v = await c.veiculo({ lugares: 3, cadeirante: 1 });
    const j = await c.jornada({ veiculo: v });
    const data = c.dia(5);
    // a seated patient with two companions: 3 seats, the van is full
    expect(
      (await post(AG, reserva(await c.paciente(), { data, jornada_id: j, acompanhantes: [MARIA, { ...MARIA, nome: 'João Irmão' }] })))
        .statusCode,
    ).toBe(201);
    const cheio = await post(AG, reserva(await c.paciente(), { data, jornada_id: j }));
    expect(cheio.statusCode).toBe(422);
    expect(json(cheio).errors.jornada_id[0]).toMatch(/^Lotação esgotada: o veículo Van .* tem 0 lugar\(es\) livre\(s\)/);
    // a wheelchair user takes the wheelchair place (not a seat); the second one finds none
    expect((await post(AG, reserva(await c.paciente(), { data, jornada_id: j, tipo_passageiro: 2 }))).statusCode).toBe(201);
    const sem = await post(AG, reserva(await c.paciente(), { data, jornada_id: j, tipo_passageiro: 2 }));
    expect(json(sem).errors.jornada_id[0]).toMatch(/Sem lugar para cadeirante/);
    const ofertas = json(await get(`${AG}/jornada?destino_id=${c.destino}&data=${data}`)).data;
    expect(ofertas.find((x: { id: number }) => x.id === j)).toMatchObject({
      lugares: 3,
      ocupados: 3,
      lugares_cadeirante: 1,
      ocupados_cadeirante: 1,
    });
  });

  it('20 simultaneous bookings on a 5-seat vehicle: exactly 5 are accepted', async () => {
    const v = await c.veiculo({ lugares: 5, cadeirante: 0 });
    const j = await c.jornada({ veiculo: v });
    const data = c.dia(6);
    const pacientes = await Promise.all(Array.from({ length: 20 }, () => c.paciente()));
    const resultados = await Promise.all(pacientes.map((p) => post(AG, reserva(p, { data, jornada_id: j }))));
    expect(resultados.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const recusas = resultados.filter((r) => r.statusCode !== 201);
    expect(new Set(recusas.map((r) => r.statusCode))).toEqual(new Set([422]));
    for (const r of recusas) expect(json(r).errors.jornada_id[0]).toMatch(/^Lotação esgotada/);
    expect(await um(sql`select count(*)::int as n from tp_agendamento where jornada_id = ${j} and data = ${data}`)).toEqual({ n: 5 });
  });

  it('changes the time of bookings, the booking itself, adds an observation and cancels with reason — all in the history', async () => {
    const v = await c.veiculo({ lugares: 2, cadeirante: 0 });
    const j = await c.jornada({ veiculo: v });
    const j2 = await c.jornada({ horario: '05:00' });
    const data = c.dia(7);
    const p = await c.paciente();
    const a = json(await post(AG, reserva(p, { data, jornada_id: j }))).data;
    const doDia = json(await get(`${AG}/alterar-horario?data=${data}&destino_id=${c.destino}`)).data;
    expect(doDia.map((x: { id: number }) => x.id)).toContain(a.id);
    const h = await put(`${AG}/alterar-horario`, { ids: [a.id], horario_consulta: '13:00', jornada_id: j2 });
    expect(h.statusCode, h.body).toBe(200);
    expect(json(h).data[0]).toMatchObject({ horario_consulta: '13:00:00', jornada_id: j2 });
    // alterar-agendado: back to the 2-seat van with two companions does not fit (3 seats)
    const base = { id: a.id, destino_id: c.destino, data, jornada_id: j, tipo_passageiro: 1 };
    const demais = await put(`${AG}/alterar-agendado`, { ...base, acompanhantes: [MARIA, { ...MARIA, nome: 'João Irmão' }] });
    expect(json(demais).errors.jornada_id[0]).toMatch(/^Lotação esgotada/);
    const ok = await put(`${AG}/alterar-agendado`, { ...base, acompanhantes: [MARIA], urgente: true, horario_consulta: '08:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toMatchObject({ urgente: true, jornada_id: j, horario_consulta: '08:00:00' });
    expect(json(ok).data.acompanhantes).toHaveLength(1);
    expect(
      (await post(`${AG}/observacao`, { agendamento_id: a.id, observacao: 'Paciente pediu para embarcar no centro.' })).statusCode,
    ).toBe(201);
    const semMotivo = await put(`${AG}/${a.id}/cancelar`, { motivo: '' });
    expect(semMotivo.statusCode).toBe(422);
    const cancel = await put(`${AG}/${a.id}/cancelar`, { motivo: 'Consulta remarcada pelo hospital' });
    expect(json(cancel).data).toMatchObject({ situacao: 5, motivo_cancelamento: 'Consulta remarcada pelo hospital' });
    expect((await put(`${AG}/${a.id}/cancelar`, { motivo: 'de novo' })).statusCode).toBe(422);
    const hist = json(await get(`${AG}/historico/${a.id}`)).data.map((e: { tipo: string }) => e.tipo);
    expect(hist).toEqual(['agendamento', 'horario', 'alteracao', 'observacao', 'cancelamento']);
    // the cancelled booking frees the patient's day: booking again is allowed
    expect((await post(AG, reserva(p, { data }))).statusCode).toBe(201);
  });

  it("a booking on a closed trip does not change: time, booking and cancellation refused with the trip's message", async () => {
    const data = c.dia(9);
    const p = await c.paciente();
    const a = json(await post(AG, reserva(p, { data }))).data;
    const veiculo = await c.veiculo({ lugares: 5 });
    // a closed trip holding the booking still placed (alocado): only the trip's guard stands in the way
    const viagem = await um(sql`with m as (
        insert into tp_condutor (nome, cnh_numero, cnh_categoria, cnh_validade)
        values (${`MOTORISTA FECHADA ${c.sufixo}`}, ${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}, 'D', '2099-12-31') returning id)
      insert into tp_viagem (numero, data, horario_saida, destino_id, veiculo_id, condutor_id, situacao, km_saida, km_chegada, montada_por)
      select ${800_000_000 + Math.floor(Math.random() * 99_000_000)}, ${data}, '04:00', ${c.destino}, ${veiculo}, m.id, 2, 10, 20,
             (select id from usuario where login = 'transporte') from m
      returning id`);
    await um(sql`update tp_agendamento set viagem_id = ${Number(viagem.id)}, situacao = 2 where id = ${a.id} returning id`);
    const horario = await put(`${AG}/alterar-horario`, { ids: [a.id], horario_consulta: '14:00' });
    expect(horario.statusCode).toBe(422);
    expect(json(horario).message).toBe(M.fechada);
    const alterar = await put(`${AG}/alterar-agendado`, { id: a.id, destino_id: c.destino, data, tipo_passageiro: 1, urgente: true });
    expect(alterar.statusCode).toBe(422);
    expect(json(alterar).errors.viagem_id).toEqual([M.fechada]);
    const cancelar = await put(`${AG}/${a.id}/cancelar`, { motivo: 'Paciente desistiu da consulta' });
    expect(cancelar.statusCode).toBe(422);
    expect(json(cancelar).message).toBe(M.fechada);
    const agora = await um(sql`select situacao, horario_consulta::text as h, urgente, viagem_id from tp_agendamento where id = ${a.id}`);
    expect([Number(agora.situacao), agora.h, agora.urgente, Number(agora.viagem_id)]).toEqual([2, '09:30:00', false, Number(viagem.id)]);
    // reopened, the booking changes again
    await um(sql`update tp_viagem set situacao = 1 where id = ${Number(viagem.id)} returning id`);
    expect((await put(`${AG}/alterar-horario`, { ids: [a.id], horario_consulta: '14:00' })).statusCode).toBe(200);
  });

  it('prints the 10.3 cm slip with companions per the settings, the urgent variant and a multi-page batch', async () => {
    const v = await c.veiculo({ lugares: 10 });
    const j = await c.jornada({ veiculo: v, horario: '04:30' });
    const data = c.dia(8);
    const p = await c.paciente({ nome: `José Antônio da Conceição ${c.sufixo}` });
    const a = json(
      await post(AG, reserva(p, { data, jornada_id: j, acompanhantes: [MARIA], observacao: 'Cadeira de rodas própria' })),
    ).data;
    const u = json(
      await post(AG, reserva(await c.paciente(), { data, jornada_id: j, urgente: true, regulacao_numero: 'REG-2026-77' })),
    ).data;
    const res = await get(`${AG}/${a.id}/comprovante.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = await lerPdf(res.rawPayload);
    expect(pdf.paginas).toHaveLength(1);
    expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - 10.3)).toBeLessThan(0.01);
    const t = (pdf.textos[0] ?? '').replace(/\s+/g, ' ');
    expect(t).toContain('TRANSPORTE');
    expect(t).toContain(`José Antônio da Conceição ${c.sufixo}`);
    expect(t).toContain(`Destino: Recife ${c.sufixo} — Hospital da Restauração ${c.sufixo}`);
    expect(t).toContain(`Motivo: Consulta especializada ${c.sufixo}`);
    expect(t).toMatch(/Horário da consulta: 09:30/);
    expect(t).toContain(`Ponto de embarque: Praça Mestre Dominguinhos ${c.sufixo}`);
    expect(t).toContain(`Agendamento nº ${a.numero}`);
    expect(t).toContain('Cadeira de rodas própria');
    expect(t).toMatch(/Horário de saída: 04:30/);
    expect(t).toContain(`Van ${c.sufixo}`);
    expect(t).not.toContain('SOLICITAÇÃO URGENTE');
    // companions: printed by default, hidden when the settings say so
    const ajuste = async (valor: boolean) =>
      c.em((tx) =>
        tx.execute(sql`insert into tp_parametrizacao (comprovante_acompanhante) values (${valor})
                       on conflict (cliente_id) do update set comprovante_acompanhante = excluded.comprovante_acompanhante`),
      );
    await ajuste(true);
    const com = (await lerPdf((await get(`${AG}/${a.id}/comprovante.pdf`)).rawPayload)).textos[0]?.replace(/\s+/g, ' ') ?? '';
    expect(com).toContain(`Nome: ${MARIA.nome}`);
    expect(com).toContain('CNS: 205 8394 7162 0003');
    await ajuste(false);
    const sem = (await lerPdf((await get(`${AG}/${a.id}/comprovante.pdf`)).rawPayload)).textos[0] ?? '';
    expect(sem).not.toContain(MARIA.nome);
    await ajuste(true);
    // urgent + regulation variant
    const tu = (await lerPdf((await get(`${AG}/${u.id}/comprovante.pdf`)).rawPayload)).textos[0]?.replace(/\s+/g, ' ') ?? '';
    expect(tu).toContain('SOLICITAÇÃO URGENTE');
    expect(tu).toContain('Protocolo de fechamento: REG-2026-77');
    expect(tu).toContain(`Solicitação de regulação nº REG-2026-77 confirmada: transporte agendado sob o protocolo ${u.numero}.`);
    // the batch: one page per booking, each 10.3 cm
    const lote = await lerPdf((await get(`${AG}/comprovantes.pdf?ids=${a.id},${u.id}`)).rawPayload);
    expect(lote.paginas).toHaveLength(2);
    for (const pg of lote.paginas) expect(Math.abs(pg.larguraCm - 10.3)).toBeLessThan(0.01);
    expect(lote.textos[1]).toContain('SOLICITAÇÃO URGENTE');
    // reimpressao-protocolo finds it by number and reprints it
    const achado = json(await get(`${REIMP}/search?numero=${a.numero}`));
    expect(achado.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const porNome = json(await get(`${REIMP}/search?search[value]=${encodeURIComponent(`Conceição ${c.sufixo}`)}`));
    expect(porNome.data.map((x: { id: number }) => x.id)).toContain(a.id);
    expect((await get(`${REIMP}/${a.id}/comprovante.pdf`)).statusCode).toBe(200);
  });

  it('lookups: destination, places, point, vehicles, the no-show count, passenger types', async () => {
    const p = await c.paciente();
    const a = json(await post(AG, reserva(p, { data: c.dia(1) }))).data;
    await c.em((tx) => tx.execute(sql`update tp_agendamento set situacao = 4 where id = ${a.id}`));
    expect(json(await get(`${AG}/falta-paciente?paciente_id=${p}`)).data).toMatchObject({ faltas: 1, ultima_falta: c.dia(1) });
    expect(json(await get(`${AG}/locais?destino_id=${c.destino}`)).data).toEqual([
      { id: c.local, nome: `Hospital da Restauração ${c.sufixo}` },
    ]);
    expect(json(await get(`${AG}/ponto/${c.ponto}`)).data).toMatchObject({ bairro: 'Centro' });
    expect(json(await get(`${AG}/destino`)).data.find((d: { id: number }) => d.id === c.destino)).toMatchObject({
      municipio_nome: 'Recife',
    });
    expect(json(await get(`${AG}/municipios`)).data.map((m: { id: number }) => m.id)).toContain(2611606);
    expect(json(await get(`${AG}/tipo-passageiros`)).data).toHaveLength(3);
    expect((await get(`${AG}/veiculo`)).statusCode).toBe(200);
    expect(json(await get(`${AG}/agendamentos?paciente_id=${p}`)).data).toHaveLength(1);
  });
});

describe('transporte-paciente/pre-agendamento-transporte', () => {
  it('keeps requests waiting, books one (leaves the list), deletes the selected', async () => {
    const p = await c.paciente();
    const criar = (over: Record<string, unknown> = {}) =>
      post(PRE, {
        paciente_id: p,
        origem: 3,
        destino_id: c.destino,
        local_id: c.local,
        data_desejada: c.dia(9),
        acompanhantes: 1,
        regulacao_numero: 'R-1',
        ...over,
      });
    const res = await criar();
    expect(res.statusCode, res.body).toBe(201);
    const pre = json(res).data;
    expect(pre).toMatchObject({ origem: 3, acompanhantes: 1, agendado_em: null });
    expect(json(await criar({ acompanhantes: 3 })).errors.acompanhantes[0]).toMatch(/menor ou igual a 2/);
    expect(
      json(await get(`${PRE}/search?query=${encodeURIComponent(`Transporte ${c.sufixo}`)}`)).data.map((x: { id: number }) => x.id),
    ).toContain(pre.id);
    const alt = await put(`${PRE}/${pre.id}`, {
      paciente_id: p,
      origem: 3,
      destino_id: c.destino,
      data_desejada: c.dia(10),
      observacao: 'Oncologia',
    });
    expect(json(alt).data).toMatchObject({ data_desejada: c.dia(10), observacao: 'Oncologia', local_id: null });
    expect(json(await get(`${PRE}/${pre.id}/edit`)).data.observacao).toBe('Oncologia');
    const ag = await post(AG, reserva(p, { data: c.dia(10), pre_agendamento_id: pre.id, regulacao_numero: 'R-1' }));
    expect(ag.statusCode, ag.body).toBe(201);
    expect(json(ag).data.pre_agendamento_id).toBe(pre.id);
    expect(json(await get(`${PRE}/search`)).data.map((x: { id: number }) => x.id)).not.toContain(pre.id);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${PRE}/${pre.id}`, headers: clerk })).statusCode).toBe(422);
    const a = json(await criar()).data;
    const b = json(await criar()).data;
    const del = await post(`${PRE}/delete-all`, { ids: [a.id, b.id, pre.id] });
    expect(json(del).data).toEqual({ excluidos: 2 });
    const d = json(await criar()).data;
    expect((await ctx.app.inject({ method: 'DELETE', url: `${PRE}/${d.id}`, headers: clerk })).statusCode).toBe(204);
  });
});

describe('permissions', () => {
  it('the booking clerk holds the screens; a user without them gets 403', async () => {
    const semPermissao = (await ctx.login(await criarUsuario(ctx, { comoLogin: 'recepcao' }))).headers;
    const p = await c.paciente();
    expect((await post(AG, reserva(p), semPermissao)).statusCode).toBe(403);
    expect((await get(`${AG}/datatable`, semPermissao)).statusCode).toBe(403);
    expect((await get(`${PRE}/search`, semPermissao)).statusCode).toBe(403);
    expect((await get(`${REIMP}/search`, semPermissao)).statusCode).toBe(403);
    const sessao = (await ctx.login('transporte')).sessao;
    expect(JSON.stringify(sessao)).toContain(TP.agendarCadastrar);
  });
});

describe('demo', () => {
  it('seeds a week of bookings to Recife and Caruaru, with companions, two wheelchair users, one urgent, and requests waiting', async () => {
    const r = await um(sql`
      select count(*)::int as total,
             count(*) filter (where a.data = ${hojeIso()})::int as hoje,
             count(*) filter (where a.tipo_passageiro = 2)::int as cadeirantes,
             count(*) filter (where a.urgente)::int as urgentes,
             count(*) filter (where exists (select 1 from tp_acompanhante x where x.agendamento_id = a.id))::int as com_acompanhante,
             count(distinct a.data)::int as dias,
             (select count(*)::int from tp_pre_agendamento where agendado_em is null) as aguardando
        from tp_agendamento a join tp_destino d on d.id = a.destino_id
       where d.nome in ('Recife', 'Caruaru') and a.numero is not null
         and a.data between ${somarDias(hojeIso(), -3)} and ${somarDias(hojeIso(), 3)}`);
    // the booking demo's week (the trips' demo, viagem.demo.ts, books the weeks before it)
    expect(r.dias).toBe(7);
    expect(Number(r.total)).toBeGreaterThanOrEqual(7 * 24);
    expect(Number(r.hoje)).toBeGreaterThanOrEqual(24);
    expect(r.cadeirantes).toBe(2);
    expect(r.urgentes).toBe(1);
    expect(Number(r.com_acompanhante)).toBeGreaterThan(20);
    expect(Number(r.aguardando)).toBeGreaterThanOrEqual(5);
    // nobody booked on a recurring trip beyond its usual vehicle's seats
    const excesso = await um(sql`
      select count(*)::int as n from (
        select a.jornada_id, a.data, sum((a.tipo_passageiro = 1)::int + (select count(*) from tp_acompanhante x where x.agendamento_id = a.id)) as usados,
               max(v.lugares) as lugares
          from tp_agendamento a join tp_jornada j on j.id = a.jornada_id join tp_veiculo v on v.id = j.veiculo_id
         where a.situacao <> 5 group by a.jornada_id, a.data) t where usados > lugares`);
    expect(excesso.n).toBe(0);
  });
});
