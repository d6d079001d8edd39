import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { assistenciaSocial, atendimento, auditoria, cidadao, StatusAtendimento } from '../../../db/schema/index.js';
import { noMunicipio } from '../enfermagem/enfermagem.fixtures.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
const base = '/api/pronto-atendimento/assistencia-social';
const haMinutos = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
});
afterAll(() => ctx.close());

const registros = (pacienteId: number) =>
  noMunicipio(f, async (tx) => {
    const [r] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(assistenciaSocial)
      .where(eq(assistenciaSocial.pacienteId, pacienteId));
    return r?.n ?? 0;
  });

describe('assistência social', () => {
  it('registers an attendance tied to an open FAA, edits it (audited read) and lists it', async () => {
    const p = await pacienteNoSetor(f, { atender: false });
    const [paciente] = await noMunicipio(f, (tx) => tx.select({ nome: cidadao.nome }).from(cidadao).where(eq(cidadao.id, p.pacienteId)));
    const admin = f.headers.admin;

    const form = json(await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers: admin })).form;
    expect(form.motivos).toHaveLength(7);
    expect(form.motivos[2]).toEqual({ id: 3, nome: 'Notificação de violência' });
    const faas = json(await ctx.app.inject({ method: 'GET', url: `${base}/atendimentos/${p.pacienteId}`, headers: admin })).data;
    expect(faas).toEqual([{ id: p.atendimentoId, numero: p.numero, recepcionado_em: expect.any(String), local: 'Pronto Atendimento' }]);

    const atendidoEm = haMinutos(10);
    const res = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers: admin,
      payload: {
        paciente_id: p.pacienteId,
        atendimento_id: p.atendimentoId,
        motivo: 1,
        relato: 'Filha contatada por telefone; virá acompanhar a paciente.',
        encaminhamento: null,
        atendido_em: atendidoEm,
      },
    });
    expect(res.statusCode).toBe(201);
    const criado = json(res);
    expect(criado).toMatchObject({
      paciente_id: p.pacienteId,
      motivo: 1,
      encaminhamento: null,
      profissional: 'Helena Vasconcelos Prado',
      atendimento: { id: p.atendimentoId, numero: p.numero },
    });
    expect(criado.paciente.label.startsWith(paciente?.nome.toUpperCase() as string)).toBe(true);
    expect(Date.parse(criado.atendido_em)).toBe(Date.parse(atendidoEm));

    const edit = await ctx.app.inject({ method: 'GET', url: `${base}/${criado.id}/edit`, headers: admin });
    expect(edit.statusCode).toBe(200);
    expect(json(edit).model.relato).toBe('Filha contatada por telefone; virá acompanhar a paciente.');
    const leituras = await noMunicipio(f, (tx) =>
      tx
        .select({ id: auditoria.id })
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LEITURA'), eq(auditoria.tabela, 'assistencia_social'), eq(auditoria.registroId, criado.id))),
    );
    expect(leituras).toHaveLength(1);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${criado.id}`,
      headers: admin,
      payload: {
        paciente_id: p.pacienteId,
        atendimento_id: p.atendimentoId,
        motivo: 5,
        relato: 'Transporte de retorno solicitado.',
        encaminhamento: 'Secretaria de Transportes',
        atendido_em: atendidoEm,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(json(put)).toMatchObject({
      motivo: 5,
      relato: 'Transporte de retorno solicitado.',
      encaminhamento: 'Secretaria de Transportes',
    });

    const lista = (q: string) =>
      ctx.app.inject({ method: 'GET', url: `${base}/datatable?draw=1&start=0&length=10&search[value]=${p.numero}${q}`, headers: admin });
    const r = json(await lista(''));
    expect(r.records_filtered).toBe(1);
    expect(r.data[0]).toMatchObject({
      id: criado.id,
      numero: p.numero,
      motivo: 5,
      paciente: paciente?.nome,
      profissional: 'Helena Vasconcelos Prado',
    });
    expect(json(await lista('&motivo=3')).records_filtered).toBe(0);

    // without an FAA
    const avulso = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers: admin,
      payload: { paciente_id: p.pacienteId, motivo: 6, relato: 'Orientação sobre benefício.', atendido_em: haMinutos(1) },
    });
    expect(avulso.statusCode).toBe(201);
    expect(json(avulso).atendimento).toBeNull();
  });

  it('refuses the future, missing fields, another patient’s or a closed FAA with 422, writing nothing; 403 without permission', async () => {
    const p = await pacienteNoSetor(f, { atender: false });
    const outro = await pacienteNoSetor(f, { atender: false });
    const valido = {
      paciente_id: p.pacienteId,
      atendimento_id: p.atendimentoId,
      motivo: 2,
      relato: 'Busca de leito na rede.',
      atendido_em: haMinutos(5),
    };
    const casos: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { atendido_em: new Date(Date.now() + 3_600_000).toISOString() },
        { atendido_em: ['Data e hora do atendimento não pode ser futura.'] },
      ],
      [{ relato: '  ' }, { relato: ['O campo Relato é obrigatório.'] }],
      [{ motivo: 9 }, { motivo: ['Motivo é inválido'] }],
      [{ atendimento_id: outro.atendimentoId }, { atendimento_id: ['A FAA informada não é deste paciente.'] }],
      [{ paciente_id: 999_999_999, atendimento_id: null }, { paciente_id: ['Paciente não encontrado.'] }],
    ];
    for (const [extra, erros] of casos) {
      const res = await ctx.app.inject({ method: 'POST', url: base, headers: f.headers.admin, payload: { ...valido, ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(json(res).errors).toEqual(erros);
    }
    expect(await registros(p.pacienteId)).toBe(0);

    for (const headers of [f.headers.recepcao, f.headers.enfermagem]) {
      expect((await ctx.app.inject({ method: 'POST', url: base, headers, payload: valido })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `${base}/datatable?draw=1&start=0&length=10`, headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `${base}/create`, headers })).statusCode).toBe(403);
    }
    expect(await registros(p.pacienteId)).toBe(0);

    const criado = json(await ctx.app.inject({ method: 'POST', url: base, headers: f.headers.admin, payload: valido }));
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${criado.id}/edit`, headers: f.headers.recepcao })).statusCode).toBe(403);
    await noMunicipio(f, (tx) =>
      tx.update(atendimento).set({ status: StatusAtendimento.FECHADO }).where(eq(atendimento.id, p.atendimentoId)),
    );
    const fechada = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${criado.id}`,
      headers: f.headers.admin,
      payload: { ...valido, relato: 'Alterado.' },
    });
    expect(fechada.statusCode).toBe(422);
    expect(json(fechada).errors).toEqual({ atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] });
    const [guardado] = await noMunicipio(f, (tx) =>
      tx.select({ relato: assistenciaSocial.relato }).from(assistenciaSocial).where(eq(assistenciaSocial.id, criado.id)),
    );
    expect(guardado?.relato).toBe('Busca de leito na rede.');
    const nova = await novoPaciente(f);
    expect(json(await ctx.app.inject({ method: 'GET', url: `${base}/atendimentos/${nova}`, headers: f.headers.admin })).data).toEqual([]);
  });
});
