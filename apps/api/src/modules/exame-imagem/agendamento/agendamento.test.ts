import { IMG, modalidadeDoProcedimento, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type ExameSolicitado, registrarFonteExamesSolicitados } from '../../../lib/clinico/exames-solicitados.js';
import { agoraLocal } from '../../agenda/index.js';
import { cenarioImagem, usuarioComImagem } from './agendamento.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof cenarioImagem>>;
const AG = '/api/exame-imagem/agendamento';
const RETRO = '/api/exame-imagem/agendamento-retroativo';
const REAG = '/api/exame-imagem/reagendamento-cancelamento-exame';
const COTA = '/api/exame-imagem/cota';

const pedidos: ExameSolicitado[] = [];
for (const origem of ['teste-img', 'pronto-atendimento-teste'])
  registrarFonteExamesSolicitados({
    origem,
    listar: async (_tx, pacienteId) => pedidos.filter((p) => p.pacienteId === pacienteId && p.origem === origem),
    obter: async (_tx, id) => pedidos.find((p) => p.id === id && p.origem === origem) ?? null,
  });

const post = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'PUT', url, headers, payload });
const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const um = async (q: ReturnType<typeof sql>) => c.emOutra(async (tx) => (await tx.execute(q)).rows[0] as Record<string, unknown>);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
  c = await cenarioImagem(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const pedido = (pacienteId: number, jornadaId: number, data: string, hora: string, over: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  jornada_id: jornadaId,
  data,
  hora,
  exame_id: c.exames.us.id,
  unidade_solicitante_id: c.unidadeId,
  solicitante_nome: 'Dr. João do Papel',
  ...over,
});

describe('modalidadeDoProcedimento', () => {
  it('maps SIGTAP subgroups to modalities', () => {
    expect(modalidadeDoProcedimento('0204030153')).toBe(1);
    expect(modalidadeDoProcedimento('0204030188')).toBe(3);
    expect(modalidadeDoProcedimento('0205020046')).toBe(2);
    expect(modalidadeDoProcedimento('0206010079')).toBe(4);
    expect(modalidadeDoProcedimento('0207010064')).toBe(5);
    expect(modalidadeDoProcedimento('0202010015')).toBeNull();
  });
});

describe('exame-imagem/agendamento', () => {
  it('books a paper exam in a free slot of an equipment that fits, at the SIGTAP value, and prints the slip', async () => {
    const jUs = await c.jornada(c.equipamentos.us);
    const jRx = await c.jornada(c.equipamentos.rx);
    const data = c.dia(4);
    const form = json(await get(`${AG}/create`)).data;
    expect(form.exames.find((e: { id: number }) => e.id === c.exames.us.id)).toMatchObject({ modalidade: 2 });
    const vagas = json(await get(`${AG}/sugestao?exame_id=${c.exames.us.id}&data_inicial=${data}&limite=50`)).data;
    expect(vagas.length).toBeGreaterThan(0);
    expect(vagas.every((v: { recurso_id: number }) => v.recurso_id !== c.equipamentos.rx)).toBe(true);
    expect(vagas.find((v: { jornada_id: number }) => v.jornada_id === jUs)).toMatchObject({ data, hora: '07:00:00' });
    const pacienteId = await c.paciente();
    const errado = await post(AG, pedido(pacienteId, jRx, data, '07:00:00'));
    expect(errado.statusCode).toBe(422);
    expect(json(errado).errors.jornada_id[0]).toMatch(/não realiza/);
    const semSolicitante = await post(
      AG,
      pedido(pacienteId, jUs, data, '07:00:00', { unidade_solicitante_id: null, solicitante_nome: null }),
    );
    expect(json(semSolicitante).errors).toMatchObject({
      unidade_solicitante_id: ['Informe a unidade solicitante.'],
      solicitante_nome: ['Informe o profissional solicitante.'],
    });
    const res = await post(AG, pedido(pacienteId, jUs, data, '07:00:00', { urgente: true, observacao: 'Trazer exames anteriores' }));
    expect(res.statusCode, res.body).toBe(201);
    const d = json(res).data;
    expect(d).toMatchObject({
      situacao: 1,
      equipamento_id: c.equipamentos.us,
      unidade_id: c.unidadeId,
      valor: c.exames.us.valor,
      urgente: true,
      solicitacao_origem: 'papel',
      solicitante_nome: 'Dr. João do Papel',
      data,
      hora: '07:00:00',
    });
    expect(d.preparo).toBe('Jejum de 8 horas. Bexiga cheia: beber 1 litro de água 1 hora antes.');
    expect(d.numero).toBeGreaterThan(0);
    const pdf = await get(`${AG}/${d.id}/comprovante.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // the slot is taken: the engine refuses the same time, and the next search no longer offers it
    const outra = await post(AG, pedido(await c.paciente(), jUs, data, '07:00:00'));
    expect(outra.statusCode).toBe(422);
    const depois = json(await get(`${AG}/sugestao?exame_id=${c.exames.us.id}&jornada_id=${jUs}&data_inicial=${data}&limite=1`)).data;
    expect(depois[0]).toMatchObject({ data, hora: '07:10:00' });
    const lista = json(await get(`${AG}/datatable?equipamento_id=${c.equipamentos.us}&data_inicio=${data}&data_fim=${data}&situacao=1`));
    expect(lista.data.map((x: { id: number }) => x.id)).toContain(d.id);
    const listagem = await get(`/api/exame-imagem/listagem-exames-agendados/pdf?data=${data}&equipamento_id=${c.equipamentos.us}`);
    expect(listagem.statusCode).toBe(200);
    expect(listagem.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await get('/api/exame-imagem/listagem-exames-agendados/pdf')).statusCode).toBe(422);
  });

  it('schedules a request of the product once, and never an emergency request', async () => {
    const jUs = await c.jornada(c.equipamentos.us);
    const data = c.dia(5);
    const pacienteId = await c.paciente();
    const base = {
      pacienteId,
      exameId: c.exames.us.id,
      exameNome: 'US abdome',
      exameTipo: 2,
      procedimentoCodigo: c.exames.us.codigo,
      dataSolicitacao: somarDias(data, -10),
      solicitanteId: c.profissionalId,
      solicitanteNome: 'Dra. Solicitante',
      unidadeId: c.outraUnidadeId,
      unidadeNome: 'Unidade',
      atendimentoId: 55,
    };
    pedidos.push({ ...base, origem: 'teste-img', id: 800_000 + pacienteId });
    const card = json(await get(`${AG}/paciente/${pacienteId}`));
    expect(card.solicitacoes.map((s: { id: number }) => s.id)).toEqual([800_000 + pacienteId]);
    expect(card.solicitacoes[0].modalidade).toBe(2);
    const item = {
      solicitacao_origem: 'teste-img',
      solicitacao_id: 800_000 + pacienteId,
      unidade_solicitante_id: null,
      solicitante_nome: null,
    };
    const res = await post(AG, pedido(pacienteId, jUs, data, '07:20:00', item));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({
      solicitacao_origem: 'teste-img',
      unidade_solicitante_id: c.outraUnidadeId,
      solicitante_nome: 'Dra. Solicitante',
    });
    expect(json(await get(`${AG}/paciente/${pacienteId}`)).solicitacoes).toEqual([]);
    const denovo = await post(AG, pedido(pacienteId, jUs, data, '07:30:00', item));
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.solicitacao_id[0]).toMatch(/já foi agendada/);
    const pa = await post(
      AG,
      pedido(pacienteId, jUs, data, '07:30:00', { ...item, solicitacao_origem: 'pronto-atendimento', solicitacao_id: 1 }),
    );
    expect(json(pa).errors.solicitacao_id[0]).toMatch(/pronto atendimento/);
  });

  it('books a past date only through the retroactive route, with its own permission', async () => {
    const jRx = await c.jornada(c.equipamentos.rx);
    const passado = somarDias(agoraLocal().hoje, -5);
    const pacienteId = await c.paciente();
    const normal = await post(AG, pedido(pacienteId, jRx, passado, '07:00:00', { exame_id: c.exames.rx.id }));
    expect(normal.statusCode).toBe(422);
    const vagas = json(await get(`${RETRO}/sugestao?exame_id=${c.exames.rx.id}&jornada_id=${jRx}&data_inicial=${passado}&limite=2`)).data;
    expect(vagas[0]).toMatchObject({ data: passado, hora: '07:00:00' });
    const retro = await post(RETRO, pedido(pacienteId, jRx, passado, '07:00:00', { exame_id: c.exames.rx.id }));
    expect(retro.statusCode, retro.body).toBe(201);
    expect(json(retro).data.retroativo).toBe(true);
    const lista = json(await get(`${RETRO}/datatable?retroativo=1&paciente_id=${pacienteId}`));
    expect(lista.data.map((r: { id: number }) => r.id)).toEqual([json(retro).data.id]);
    const sem = await usuarioComImagem(ctx, [IMG.agendamentoVer, IMG.agendamentoCadastrar]);
    expect((await post(RETRO, {}, sem)).statusCode).toBe(403);
    const nada = await usuarioComImagem(ctx, []);
    expect((await get(`${AG}/datatable`, nada)).statusCode).toBe(403);
    expect((await post(AG, {}, nada)).statusCode).toBe(403);
    expect((await get('/api/exame-imagem/listagem-exames-agendados/pdf?data=2030-01-01', nada)).statusCode).toBe(403);
    expect((await put(`${REAG}/1/cancelar`, { motivo: 'x' }, sem)).statusCode).toBe(403);
  });
});

describe('exame-imagem/reagendamento-cancelamento-exame', () => {
  it('reschedule frees the old slot (another patient books that exact slot); cancel leaves the quota', async () => {
    const jRx = await c.jornada(c.equipamentos.rx);
    const data = c.dia(6);
    const unidade = await c.unidadeNova();
    const cota = await post(COTA, { competencia: data.slice(0, 7), unidade_solicitante_id: unidade, quantidade: 5 });
    expect(cota.statusCode, cota.body).toBe(201);
    const p1 = await c.paciente();
    const marcado = json(
      await post(AG, pedido(p1, jRx, data, '08:00:00', { exame_id: c.exames.rx.id, unidade_solicitante_id: unidade })),
    ).data;
    const futuros = json(await get(`${REAG}/datatable?futuros=1&paciente_id=${p1}`));
    expect(futuros.data.map((x: { id: number }) => x.id)).toEqual([marcado.id]);
    const semMotivo = await put(`${REAG}/${marcado.id}/reagendar`, { jornada_id: jRx, data, hora: '08:30:00' });
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).errors.motivo).toBeDefined();
    const ocupado = await post(AG, pedido(await c.paciente(), jRx, data, '08:00:00', { exame_id: c.exames.rx.id }));
    expect(ocupado.statusCode).toBe(422);
    const mov = await put(`${REAG}/${marcado.id}/reagendar`, {
      jornada_id: jRx,
      data,
      hora: '08:30:00',
      motivo: 'Equipamento em manutenção',
    });
    expect(mov.statusCode, mov.body).toBe(200);
    expect(json(mov).data).toMatchObject({ hora: '08:30:00', reagendamentos: 1, situacao: 1 });
    expect(json(mov).data.agendamento_id).not.toBe(marcado.agendamento_id);
    const velho = await um(sql`select status, motivo_cancelamento from agendamento where id = ${marcado.agendamento_id}`);
    expect(velho).toMatchObject({ status: 5, motivo_cancelamento: 'Reagendado: Equipamento em manutenção' });
    const vagas = json(await get(`${REAG}/sugestao?exame_id=${c.exames.rx.id}&jornada_id=${jRx}&data_inicial=${data}&limite=20`)).data;
    expect(vagas.some((v: { data: string; hora: string }) => v.data === data && v.hora === '08:00:00')).toBe(true);
    expect(vagas.some((v: { data: string; hora: string }) => v.data === data && v.hora === '08:30:00')).toBe(false);
    const p2 = await c.paciente();
    const livre = await post(AG, pedido(p2, jRx, data, '08:00:00', { exame_id: c.exames.rx.id }));
    expect(livre.statusCode, livre.body).toBe(201);
    // cancel: reason required, situation 5, slot freed, the quota no longer counts it
    const usado = () =>
      get(`${COTA}?competencia=${data.slice(0, 7)}`).then((r) =>
        json(r).data.find((x: { unidade_solicitante_id: number }) => x.unidade_solicitante_id === unidade),
      );
    expect((await usado()).quantidade_usada).toBe(1);
    expect((await put(`${REAG}/${marcado.id}/cancelar`, {})).statusCode).toBe(422);
    const canc = await put(`${REAG}/${marcado.id}/cancelar`, { motivo: 'Paciente desistiu' });
    expect(canc.statusCode, canc.body).toBe(200);
    expect(json(canc).data).toMatchObject({ situacao: 5, motivo_cancelamento: 'Paciente desistiu', status: 5 });
    expect((await usado()).quantidade_usada).toBe(0);
    const outraVez = await put(`${REAG}/${marcado.id}/cancelar`, { motivo: 'De novo' });
    expect(outraVez.statusCode).toBe(422);
    expect((await post(AG, pedido(await c.paciente(), jRx, data, '08:30:00', { exame_id: c.exames.rx.id }))).statusCode).toBe(201);
    // a closed competence refuses changes
    const fechado = json(livre).data.id;
    await c.emOutra(async (tx) => {
      const { rows } = await tx.execute(sql`insert into img_fechamento (unidade_id, competencia, quantidade, valor, fechado_por)
        values (${c.unidadeId}, ${`19${c.sufixo.slice(0, 2).replace(/\D/g, '0')}-01`.slice(0, 7)}, 0, 0, ${c.profissionalId}) returning id`);
      await tx.execute(sql`update img_exame set fechamento_id = ${Number((rows[0] as { id: number }).id)} where id = ${fechado}`);
    });
    const bloq = await put(`${REAG}/${fechado}/cancelar`, { motivo: 'Tentativa' });
    expect(bloq.statusCode).toBe(422);
    expect(json(bloq).errors.exame[0]).toMatch(/competência fechada/);
  });
});
