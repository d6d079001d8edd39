import { hojeIso, MENSAGENS_EXPORTACAO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import {
  type AmbienteH3,
  ambienteH3,
  cnsValido,
  cpfValido,
  novaVacinacao,
  novoPaciente,
} from '../cadastro-campanha/imunizacao-h3.fixtures.js';
import { gerarExportacao } from './exportacao.service.js';

let ctx: TestContext;
let a: AmbienteH3;
let coord: Record<string, string>;
let sala: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await ambienteH3(ctx);
  coord = (await ctx.login('imunizacao')).headers;
  sala = (await ctx.login('vacina')).headers;
});
afterAll(() => ctx.close());

const BASE = '/api/imunizacao/exportacao';
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
const api = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers, payload });
const gerar = (headers = coord) => api(headers, 'POST', '', { inicio: dia(-10), fim: hoje, centroCustoId: a.salaId });
const modelo = async (id: number) => json(await api(coord, 'GET', `/${id}/edit`)).data.model;

describe('exportacao RIA', () => {
  let boa: number;
  let ruim: number;
  let pacienteRuim: number;
  let primeira: number;

  it('exports the complete record and lists the incomplete one with its reasons', async () => {
    await a.emTenant(async (tx) => {
      const p1 = await novoPaciente(tx, { cns: cnsValido() });
      const p2 = await novoPaciente(tx);
      pacienteRuim = p2.id;
      // a transcription needs no lot nor manufacturer; a dose of the room without the patient's CNS/CPF nor lot
      boa = await novaVacinacao(tx, a, { pacienteId: p1.id, data: dia(-3), origem: 2, lote: null });
      ruim = await novaVacinacao(tx, a, { pacienteId: p2.id, data: dia(-2), lote: null });
    });
    const r = await gerar();
    expect(r.statusCode).toBe(201);
    expect(json(r).message).toBe(MENSAGENS_EXPORTACAO.gerada(1, 1));
    primeira = json(r).id;
    const m = await modelo(primeira);
    expect(m).toMatchObject({ exportados: 1, recusados: 1, status: 'ativa', centro_custo_id: a.salaId });
    expect(m.pendencias).toHaveLength(1);
    expect(m.pendencias[0]).toMatchObject({ vacinacao_id: ruim, situacao: 'recusado', data_aplicacao: dia(-2) });
    expect(m.pendencias[0].motivos).toEqual(expect.arrayContaining(['Paciente sem CNS nem CPF.', 'Lote não informado.']));

    const d = await api(coord, 'GET', `/download/${primeira}`);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toContain('application/x-ndjson');
    expect(d.headers['content-disposition']).toContain(`ria-${dia(-10)}-a-${hoje}-${primeira}.ndjson`);
    const linhas = d.body.trim().split('\n');
    expect(linhas).toHaveLength(1);
    const bundle = JSON.parse(linhas[0]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document', identifier: { value: String(boa) } });
    expect(bundle.identifier.system).toMatch(/BRRNDS-/);
    const imunizacao = bundle.entry[1].resource;
    expect(imunizacao.primarySource).toBe(false);
    expect(imunizacao.protocolApplied[0].doseNumberString).toBe('9');
  });

  it('does not export again what an active export sent; regenerates after the data is fixed', async () => {
    const r = await gerar();
    const segunda = json(r).id;
    expect(await modelo(segunda)).toMatchObject({ exportados: 0, recusados: 1 });

    await a.emTenant(async (tx) => {
      await tx.execute(sql`update cidadao set cpf = ${cpfValido()} where id = ${pacienteRuim}`);
      await tx.execute(sql`update vacinacao set lote_numero = 'XYZ987' where id = ${ruim}`);
    });
    const rg = await api(coord, 'PUT', `/regerar/${segunda}`);
    expect(rg.statusCode).toBe(200);
    const motivos = json(rg).model.pendencias[0].motivos as string[];
    expect(motivos).not.toContain('Paciente sem CNS nem CPF.');
    expect(motivos).not.toContain('Lote não informado.');
    // the test's manufacturer has no PNI code: a dose given in the room waits for it (its reason says where to fill it)
    expect(motivos.join(' ')).toMatch(/Fabricante/);
  });

  it('a cancelled export frees its records; a record cancelled after export becomes a note', async () => {
    const c = await api(coord, 'PUT', `/cancelar/${primeira}`);
    expect(json(c).model).toMatchObject({ status: 'cancelada' });
    expect((await api(coord, 'PUT', `/regerar/${primeira}`)).statusCode).toBe(422);
    const terceira = json(await gerar()).id;
    expect(await modelo(terceira)).toMatchObject({ exportados: 1 });

    await a.emTenant((tx) => tx.execute(sql`update vacinacao set cancelado_em = now(), motivo_cancelamento = 'erro' where id = ${boa}`));
    const quarta = await modelo(json(await gerar()).id);
    expect(quarta.cancelados_apos_exportacao).toBe(1);
    const nota = quarta.pendencias.find((p: { situacao: string }) => p.situacao === 'cancelado');
    expect(nota.vacinacao_id).toBe(boa);
    expect(nota.motivos[0]).toContain(`exportação nº ${terceira}`);
  });

  it('lists exports; validates the period; only the coordination generates', async () => {
    const lista = json(await api(sala, 'GET', '/datatable?length=100'));
    expect(lista.data.some((l: { id: number }) => l.id === primeira)).toBe(true);
    expect((await gerar(sala)).statusCode).toBe(403);
    const r = await api(coord, 'POST', '', { inicio: hoje, fim: dia(-5) });
    expect(r.statusCode).toBe(422);
    expect(json(r).errors.fim).toContain(MENSAGENS_EXPORTACAO.periodo);
    expect((await api(coord, 'GET', '/999999999/edit')).statusCode).toBe(404);
    expect((await api(coord, 'GET', '/download/999999999')).statusCode).toBe(404);
    const form = json(await api(coord, 'GET', '/create')).data.form;
    expect(form.salas.some((s: { id: number }) => s.id === a.salaId)).toBe(true);
    expect(form.solicitante_configurado).toBe(true);
  });

  it('another municipality sees neither the exports nor their files', async () => {
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await api(outra, 'GET', `/${primeira}/edit`)).statusCode).toBe(404);
    expect((await api(outra, 'GET', `/download/${primeira}`)).statusCode).toBe(404);
    const lista = json(await api(outra, 'GET', '/datatable?length=100'));
    expect(lista.data.some((l: { id: number }) => l.id === primeira)).toBe(false);
  });

  it('refuses without the RNDS requester id, telling where to fill it', async () => {
    const erro = await a
      .emTenant(async (tx) => {
        await tx.execute(sql`update imunizacao_parametrizacao set solicitante_rnds = null`);
        await gerarExportacao(tx, a.vacinadorId, { inicio: dia(-1), fim: hoje, centroCustoId: a.salaId });
        throw new Error('não recusou');
      })
      .catch((e: Error) => e);
    expect(erro.message).toBe(MENSAGENS_EXPORTACAO.semSolicitante);
  });
});
