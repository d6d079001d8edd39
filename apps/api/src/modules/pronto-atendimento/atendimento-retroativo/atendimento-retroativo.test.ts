import { DestinoAtendimento } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json } from '../../../../test/helpers.js';
import { atendimento, atendimentoDiagnostico, atendimentoMedico, triagem } from '../../../db/schema/index.js';
import { fila } from '../../fila/index.js';
import { emTenant, idDoUsuario, usuarioNoLocal } from '../fechamento-faa/vida-faa.fixtures.js';
import { fixturePa, novoPaciente, type PaFixture } from '../pa.fixtures.js';

let f: PaFixture;
let medicoId: number;
let enfermeiroId: number;
let gestor: { id: number; nome: string; headers: Record<string, string> };

const base = '/api/pronto-atendimento/atendimento-retroativo';
const HORA = 3_600_000;
const DIA = 24 * HORA;
/** An instant as the browser sends it (with the offset). */
const haQuanto = (ms: number) => new Date(Date.now() - ms).toISOString();

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  medicoId = await idDoUsuario(f, 'medico');
  enfermeiroId = await idDoUsuario(f, 'enfermagem');
  gestor = await usuarioNoLocal(f, { papeis: ['administrador'], ocupacao: '131205' });
});
afterAll(() => f.ctx.close());

const corpo = (pacienteId: number, extra: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  chegada_em: haQuanto(3 * DIA),
  classificacao_risco_id: f.cores.find((c) => c.ordem === 4)?.id,
  queixa: 'Tosse e febre há 2 dias',
  pa_sistolica: 120,
  pa_diastolica: 80,
  temperatura: '38,2',
  medico_id: medicoId,
  anamnese: 'Tosse produtiva, febre aferida em casa.',
  conduta: 'Sintomáticos e orientações.',
  cid_principal: 'J06.9',
  cids_secundarios: ['R50'],
  destino: DestinoAtendimento.ALTA,
  alta_em: haQuanto(3 * DIA - 2 * HORA),
  ...extra,
});
const registrar = (payload: object, headers = gestor.headers) => f.ctx.app.inject({ method: 'POST', url: base, headers, payload });
const faasDo = (pacienteId: number) =>
  emTenant(f, (tx) => tx.select({ id: atendimento.id }).from(atendimento).where(eq(atendimento.pacienteId, pacienteId)));

describe('atendimento-retroativo', () => {
  it('offers the unit doctors and closing destinations; registers the FAA, triage, evaluation and diagnoses at their times', async () => {
    const form = json(await f.ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: gestor.headers })).form;
    const medicos = form.medicos.map((m: { id: number }) => m.id);
    expect(medicos).toContain(medicoId);
    expect(medicos).not.toContain(enfermeiroId);
    expect(form.medicos.find((m: { id: number }) => m.id === medicoId)).toMatchObject({
      nome: 'Ricardo Lins Cavalcanti',
      registro: 'CRM 18342',
    });
    expect(form.destinos.map((d: { id: number }) => d.id)).toEqual([1, 3, 4, 5, 7, 8]);
    expect(form.max_dias).toBe(30);

    const pacienteId = await novoPaciente(f);
    const payload = corpo(pacienteId);
    const r = await registrar(payload);
    expect(r.statusCode).toBe(201);
    const { id, numero, message } = json(r);
    expect(String(numero)).toMatch(/^20\d{8}$/);
    expect(message).toBe(`Atendimento retroativo registrado. FAA nº ${numero}.`);

    const gravado = await emTenant(f, async (tx) => ({
      faa: (await tx.select().from(atendimento).where(eq(atendimento.id, id)))[0],
      triagens: await tx.select().from(triagem).where(eq(triagem.atendimentoId, id)),
      avaliacoes: await tx.select().from(atendimentoMedico).where(eq(atendimentoMedico.atendimentoId, id)),
      filas: await tx
        .select()
        .from(fila)
        .where(and(eq(fila.modulo, 'pronto-atendimento'), eq(fila.referenciaId, id))),
    }));
    expect(gravado.faa).toMatchObject({ retroativo: true, status: 1, recepcionadoPor: gestor.id, desfecho: 1, desfechoPor: medicoId });
    expect(gravado.faa?.recepcionadoEm.toISOString()).toBe(payload.chegada_em);
    expect(gravado.faa?.desfechoEm?.toISOString()).toBe(payload.alta_em);
    expect(gravado.triagens).toHaveLength(1);
    expect(gravado.triagens[0]).toMatchObject({
      queixa: 'Tosse e febre há 2 dias',
      paSistolica: 120,
      temperatura: '38.2',
      usuarioId: null,
    });
    expect(gravado.triagens[0]?.criadaEm.toISOString()).toBe(payload.chegada_em);
    expect(gravado.avaliacoes).toHaveLength(1);
    expect(gravado.avaliacoes[0]).toMatchObject({ usuarioId: medicoId, ocupacaoCodigo: '225125', destino: 1 });
    expect(gravado.avaliacoes[0]?.criadoEm.toISOString()).toBe(payload.alta_em);
    const diagnosticos = await emTenant(f, (tx) =>
      tx
        .select({ cid: atendimentoDiagnostico.cidCodigo, principal: atendimentoDiagnostico.principal })
        .from(atendimentoDiagnostico)
        .where(eq(atendimentoDiagnostico.atendimentoMedicoId, gravado.avaliacoes[0]?.id as number)),
    );
    expect(diagnosticos.sort((a, b) => b.principal - a.principal)).toEqual([
      { cid: 'J069', principal: 1 },
      { cid: 'R50', principal: 0 },
    ]);
    expect(gravado.filas).toEqual([]);

    // it lists among the retroactive FAAs and is ready to close like any other
    const lista = json(
      await f.ctx.app.inject({ method: 'GET', url: `${base}/datatable?search[value]=${numero}`, headers: gestor.headers }),
    ).data;
    expect(lista[0]).toMatchObject({ id, medico: 'Ricardo Lins Cavalcanti', cid_principal: 'J069', digitado_por: gestor.nome });
    const fechada = await f.ctx.app.inject({ method: 'PUT', url: `/api/pronto-atendimento/fechamento-faa/${id}`, headers: gestor.headers });
    expect(fechada.statusCode).toBe(200);
  });

  it('refuses a future or too old arrival, a discharge before the arrival or in the future, writing nothing', async () => {
    const pacienteId = await novoPaciente(f);
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { chegada_em: new Date(Date.now() + HORA).toISOString(), alta_em: new Date(Date.now() + 2 * HORA).toISOString() },
        'chegada_em',
        'A chegada deve ser anterior ao momento atual.',
      ],
      [{ chegada_em: haQuanto(31 * DIA), alta_em: haQuanto(31 * DIA - HORA) }, 'chegada_em', 'A chegada deve estar nos últimos 30 dias.'],
      [{ alta_em: haQuanto(3 * DIA + HORA) }, 'alta_em', 'A alta deve ser posterior à chegada.'],
      [{ alta_em: new Date(Date.now() + HORA).toISOString() }, 'alta_em', 'A alta não pode estar no futuro.'],
      [{ destino: DestinoAtendimento.OBSERVACAO }, 'destino', 'Destino é inválido'],
      [{ classificacao_risco_id: null }, 'classificacao_risco_id', 'Informe a classificação de risco da triagem.'],
      [{ cid_principal: 'XYZ' }, 'cid_principal', 'O CID informado é inválido.'],
      [{ cids_secundarios: ['J069'] }, 'cids_secundarios', 'O CID secundário repete o principal ou outro secundário.'],
      [{ medico_id: enfermeiroId }, 'medico_id', 'O médico deve ser um profissional desta unidade com ocupação médica (CBO 225).'],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const r = await registrar(corpo(pacienteId, extra));
      expect(r.statusCode, campo).toBe(422);
      expect(json(r).errors[campo], campo).toEqual([mensagem]);
    }
    expect(await faasDo(pacienteId)).toEqual([]);
  });

  it('refuses a period that overlaps another FAA of the patient in this unit', async () => {
    const pacienteId = await novoPaciente(f);
    const primeira = await registrar(corpo(pacienteId, { chegada_em: haQuanto(5 * DIA), alta_em: haQuanto(5 * DIA - 4 * HORA) }));
    expect(primeira.statusCode).toBe(201);
    const sobreposta = await registrar(
      corpo(pacienteId, { chegada_em: haQuanto(5 * DIA - 2 * HORA), alta_em: haQuanto(5 * DIA - 6 * HORA) }),
    );
    expect(sobreposta.statusCode).toBe(422);
    expect(json(sobreposta).errors.chegada_em).toEqual([
      `O paciente tem outro atendimento nesta unidade nesse período (FAA nº ${json(primeira).numero}).`,
    ]);
    expect(await faasDo(pacienteId)).toHaveLength(1);
    // right after the first discharge is another stay
    const depois = await registrar(corpo(pacienteId, { chegada_em: haQuanto(5 * DIA - 4 * HORA), alta_em: haQuanto(5 * DIA - 5 * HORA) }));
    expect(depois.statusCode).toBe(201);
  });

  it('is refused to whom may not register retroactive attendances (403)', async () => {
    const pacienteId = await novoPaciente(f);
    expect((await registrar(corpo(pacienteId), f.headers.medico)).statusCode).toBe(403);
    expect((await f.ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: f.headers.recepcao })).statusCode).toBe(403);
    expect((await f.ctx.app.inject({ method: 'GET', url: `${base}/datatable`, headers: f.headers.enfermagem })).statusCode).toBe(403);
    expect(await faasDo(pacienteId)).toEqual([]);
  });
});
