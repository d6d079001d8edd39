import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { atendimento, observacaoEvolucao, StatusAtendimento } from '../../../db/schema/index.js';
import { fila } from '../../fila/index.js';
import { leiturasAuditadas, multipart, noMunicipio, prescrever } from '../enfermagem/enfermagem.fixtures.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
const base = '/api/pronto-atendimento/paciente-observacao';
const OBSERVACAO = 'Sala de Observação';

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
});
afterAll(() => ctx.close());

const lista = async (busca: string | number, headers = f.headers.enfermagem) =>
  json(await ctx.app.inject({ method: 'GET', url: `${base}/datatable?draw=1&start=0&length=10&search[value]=${busca}`, headers }));

const evoluir = (payload: Record<string, unknown>, headers = f.headers.enfermagem) =>
  ctx.app.inject({ method: 'POST', url: base, headers, payload });

const evolucoes = (atendimentoId: number) =>
  noMunicipio(f, async (tx) => {
    const [r] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(observacaoEvolucao)
      .where(eq(observacaoEvolucao.atendimentoId, atendimentoId));
    return r?.n ?? 0;
  });

describe('pacientes em observação', () => {
  it('lists a patient forwarded to observation with time, colour and last vital signs, flags the 24 h limit and not others', async () => {
    const p = await pacienteNoSetor(f, { destino: OBSERVACAO, quem: 'enfermagem' });
    const noConsultorio = await pacienteNoSetor(f);
    const r = await lista(p.numero);
    expect(r.records_filtered).toBe(1);
    expect(r.data[0]).toMatchObject({
      id: p.filaId,
      status: 2,
      numero: p.numero,
      setor: OBSERVACAO,
      classificacao_risco: 'Amarelo',
      excedido: false,
      ultima_evolucao_em: null,
      ultimos_sinais: { origem: 'triagem', pa_sistolica: 130, pa_diastolica: 85, frequencia_cardiaca: 92, saturacao: 97, dor: 6 },
    });
    expect(Number(r.data[0].ultimos_sinais.temperatura)).toBe(37.8);
    expect(r.data[0].minutos_em_observacao).toBeLessThan(5);
    expect((await lista(noConsultorio.numero)).records_filtered).toBe(0);

    // 25 hours ago: past the limit of SIGTAP 0301060029 (observation up to 24 hours)
    await noMunicipio(f, (tx) => tx.update(fila).set({ entradaEm: sql`now() - interval '25 hours'` }).where(eq(fila.id, p.filaId)));
    const depois = (await lista(p.numero)).data[0];
    expect(depois.excedido).toBe(true);
    expect(depois.minutos_em_observacao).toBeGreaterThanOrEqual(25 * 60);

    const nota = await evoluir({
      fila_id: p.filaId,
      texto: 'Paciente consciente, orientado, dor 3/10.',
      pa_sistolica: 120,
      pa_diastolica: 80,
      dor: 3,
    });
    expect(nota.statusCode).toBe(201);
    expect(json(nota).message).toBe('Evolução registrada.');
    const comNota = (await lista(p.numero)).data[0];
    expect(comNota.ultimos_sinais).toMatchObject({ origem: 'evolucao', pa_sistolica: 120, pa_diastolica: 80, dor: 3, saturacao: null });
    expect(Date.parse(comNota.ultima_evolucao_em)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the timeline of notes, doctor evaluations and administrations, newest first, with the active prescription, audited', async () => {
    const p = await pacienteNoSetor(f, { destino: OBSERVACAO, quem: 'enfermagem' });
    const rx = await prescrever(f, p.atendimentoId, [{ descricao: 'Dipirona 500 mg/ml', dose: '2 ml', via: 'EV', intervaloHoras: 6 }]);
    expect((await evoluir({ fila_id: p.filaId, texto: 'Admitido na observação.' })).statusCode).toBe(201);
    const corpo = multipart([
      { nome: 'fila_id', valor: String(p.filaId) },
      { nome: 'administracoes', valor: JSON.stringify([{ prescricao_item_id: rx.itens[0], status: 1 }]) },
    ]);
    const adm = await ctx.app.inject({
      method: 'POST',
      url: '/api/pronto-atendimento/enfermagem',
      payload: corpo.payload,
      headers: { ...f.headers.enfermagem, ...corpo.headers },
    });
    expect(adm.statusCode).toBe(201);

    const res = await ctx.app.inject({ method: 'GET', url: `${base}/create/${p.filaId}`, headers: f.headers.medico });
    expect(res.statusCode).toBe(200);
    const { model } = json(res);
    expect(model.atendimento.numero).toBe(p.numero);
    expect(model.fila).toMatchObject({ id: p.filaId, setor_tipo_id: 10, excedido: false });
    expect(model.evolucao.map((e: { tipo: string }) => e.tipo)).toEqual(['administracao', 'evolucao', 'medico']);
    expect(model.evolucao[0]).toMatchObject({ descricao: 'Dipirona 500 mg/ml', status: 1, profissional: 'Marcos Antônio Ferreira' });
    expect(model.evolucao[1]).toMatchObject({ texto: 'Admitido na observação.', profissional: 'Marcos Antônio Ferreira' });
    expect(model.evolucao[2]).toMatchObject({
      anamnese: 'Dor abdominal em cólica',
      destino_nome: 'Medicação e reavaliação',
      profissional: 'Ricardo Lins Cavalcanti',
    });
    expect(model.prescricao).toHaveLength(1);
    expect(model.prescricao[0].doses_administradas).toBe(1);
    expect(await leiturasAuditadas(f, p.atendimentoId, 'paciente-observacao/create')).toBe(1);
  });

  it('refuses bad vital signs, entries of other sectors and closed FAAs with 422, writing nothing; 403 without permission', async () => {
    const p = await pacienteNoSetor(f, { destino: OBSERVACAO, quem: 'enfermagem' });
    const casos: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ pa_sistolica: 120 }, { pa_diastolica: ['Informe a pressão sistólica e a diastólica'] }],
      [{ pa_sistolica: 80, pa_diastolica: 90 }, { pa_diastolica: ['A pressão diastólica deve ser menor que a sistólica'] }],
      [{ temperatura: '46' }, { temperatura: ['Temperatura deve ser menor ou igual a 45'] }],
      [{ saturacao: 101 }, { saturacao: ['Saturação de O₂ deve ser menor ou igual a 100'] }],
      [{ texto: '' }, { texto: ['O campo Evolução é obrigatório.'] }],
    ];
    for (const [extra, erros] of casos) {
      const res = await evoluir({ fila_id: p.filaId, texto: 'Estável.', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(json(res).errors).toEqual(erros);
    }
    expect(await evolucoes(p.atendimentoId)).toBe(0);

    const noConsultorio = await pacienteNoSetor(f);
    const outroSetor = await evoluir({ fila_id: noConsultorio.filaId, texto: 'Estável.' });
    expect(outroSetor.statusCode).toBe(422);
    expect(json(outroSetor).errors).toEqual({ fila_id: ['Esta entrada não é de uma sala de observação.'] });
    expect(await evolucoes(noConsultorio.atendimentoId)).toBe(0);

    expect((await evoluir({ fila_id: p.filaId, texto: 'Estável.' }, f.headers.recepcao)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/create/${p.filaId}`, headers: f.headers.recepcao })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/datatable?draw=1&start=0&length=10`, headers: f.headers.recepcao })).statusCode,
    ).toBe(403);

    await noMunicipio(f, (tx) =>
      tx.update(atendimento).set({ status: StatusAtendimento.FECHADO }).where(eq(atendimento.id, p.atendimentoId)),
    );
    const fechada = await evoluir({ fila_id: p.filaId, texto: 'Estável.' });
    expect(fechada.statusCode).toBe(422);
    expect(json(fechada).errors).toEqual({ atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] });
    expect(await evolucoes(p.atendimentoId)).toBe(0);
  });
});
