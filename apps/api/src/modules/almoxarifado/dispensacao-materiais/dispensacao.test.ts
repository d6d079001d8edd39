import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hojeIso, MENSAGENS_DISPENSACAO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import type { Tx } from '../../../db/client.js';
import {
  clienteDemo,
  type EstoqueDeTeste,
  emTenant,
  novoEstoqueDeTeste,
  novoMaterial,
  saldoDoLote,
  saldoInicial,
} from '../inventario/estoque-de-teste.fixtures.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'dispensacao-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const hoje = hojeIso();
const api = (e: EstoqueDeTeste, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/almoxarifado/dispensacao-materiais${url ? `/${url}` : ''}`,
    headers: e.headers,
    payload,
  });

async function novoPaciente(tx: Tx, extra: { obito?: boolean } = {}) {
  const nome = `CURATIVO ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const { rows } = await tx.execute(sql`
    insert into cidadao (nome, nome_social, preferencia_nome_id, data_nascimento, data_obito)
    values (${nome}, 'Dona Teste', 1, '1950-04-12', ${extra.obito ? somarDias(hoje, -2) : null}) returning id`);
  return { id: Number(rows[0].id), nome };
}

/** A stock with a dressing material in two lots: 10 units expiring soon (R$ 1,00) and 20 later (R$ 1,20). */
async function cenario() {
  const e = await novoEstoqueDeTeste(ctx);
  const dados = await emTenant(ctx.database, e.clienteId, async (tx) => {
    const gaze = await novoMaterial(tx, 'Gaze');
    return {
      gaze,
      d1: await saldoInicial(tx, e, gaze.id, 'GZ10', 10, '1.00', { validadeEmDias: 30 }),
      d2: await saldoInicial(tx, e, gaze.id, 'GZ20', 20, '1.20', { validadeEmDias: 300 }),
      paciente: await novoPaciente(tx),
    };
  });
  return { e, ...dados };
}

const pdfTexto = (nome: string, pdf: Buffer) => {
  const caminho = join(dir, nome);
  writeFileSync(caminho, pdf);
  return execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
};

describe('almoxarifado/dispensacao-materiais', () => {
  it('hands supplies to a patient first-expiry-first-out, keeps the history, warns on a recent one and prints the plain receipt', async () => {
    const { e, gaze, d1, d2, paciente } = await cenario();
    const form = json(await api(e, 'GET', `create/${paciente.id}`));
    expect(form.form).toMatchObject({
      centro_custo: { id: e.centroCustoId, nome: e.nome },
      paciente: { paciente_id: paciente.id, prontuario: paciente.id, paciente_nome: paciente.nome, nome_social: 'Dona Teste' },
      dias_intervalo: 30,
      recentes: [],
    });

    const store = await api(e, 'POST', '', {
      paciente_id: paciente.id,
      data: hoje,
      observacao: 'Curativo domiciliar',
      itens: [{ material_id: gaze.id, quantidade: 12 }],
    });
    expect(store.statusCode).toBe(201);
    const id = json(store).id;
    const edit = json(await api(e, 'GET', `${id}/edit`)).model;
    expect(edit.itens.map((i: Record<string, unknown>) => [i.lote, i.quantidade])).toEqual([
      ['GZ10', 10],
      ['GZ20', 2],
    ]);
    expect(edit).toMatchObject({ situacao: 1, observacao: 'Curativo domiciliar', paciente: { paciente_id: paciente.id } });

    // the next visit within the interval: the form brings what was given, for the warning
    expect(json(await api(e, 'GET', `create/${paciente.id}`)).form.recentes).toEqual([
      { material_id: gaze.id, material: gaze.nome, data: hoje, quantidade: 12 },
    ]);
    const historico = json(await api(e, 'GET', `historico/${paciente.id}?length=10&start=0`));
    expect(historico.data.map((l: Record<string, unknown>) => [l.dispensacao_id, l.data, l.lote, l.quantidade])).toEqual([
      [id, hoje, 'GZ10', 10],
      [id, hoje, 'GZ20', 2],
    ]);
    const lista = json(await api(e, 'GET', `datatable?length=10&start=0&search[value]=${encodeURIComponent('curativo')}`));
    expect(lista.data).toEqual([expect.objectContaining({ id, paciente_id: paciente.id, quantidade_itens: 2, situacao: 1 })]);

    // reading the patient's supplies leaves its trail
    const leituras = await emTenant(ctx.database, e.clienteId, (tx) =>
      tx.execute(sql`select count(*)::int as n from auditoria where acao = 'LEITURA' and paciente_id = ${paciente.id}`),
    );
    expect(Number(leituras.rows[0].n)).toBe(4);

    const pdf = await api(e, 'GET', `/impressao/almoxarifado/dispensacao-materiais/${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // the 8 cm roll wraps long lines: compare the text with its line breaks as spaces, except the item line
    const texto = pdfTexto('recibo.pdf', pdf.rawPayload);
    const plano = texto.replace(/\s+/g, ' ');
    expect(texto).toContain('COMPROVANTE DE DISPENSAÇÃO');
    expect(plano).toContain(`Paciente: ${paciente.nome} (Dona Teste)`);
    expect(plano).toContain(`Entrega: ${hoje.split('-').reverse().join('/')}`);
    expect(texto).toContain('ITENS DISPENSADOS');
    // the plain variant: one line per material with the quantity handed over (the two lots summed)
    expect(texto).toContain(`${gaze.nome} 12\n`);
    expect(texto).not.toContain('REIMPRESSÃO');
    expect(
      pdfTexto('reimpressao.pdf', (await api(e, 'GET', `/impressao/almoxarifado/dispensacao-materiais/${id}?reimpressao=1`)).rawPayload),
    ).toContain('REIMPRESSÃO');

    // the reversal puts every unit back into its lot, once
    const estorno = await api(e, 'PUT', `estorno/${id}`, { motivo: 'Paciente não compareceu' });
    expect(json(estorno)).toMatchObject({ situacao: 2, motivo_estorno: 'Paciente não compareceu' });
    const saldos = await emTenant(ctx.database, e.clienteId, async (tx) => ({
      d1: await saldoDoLote(tx, e.centroCustoId, d1),
      d2: await saldoDoLote(tx, e.centroCustoId, d2),
      estornos: (
        await tx.execute(sql`select count(*)::int as n from estoque_movimento where documento_tipo = 'dispensacao-materiais'
          and documento_id = ${id} and tipo = 'estorno_dispensacao'`)
      ).rows[0].n,
    }));
    expect(saldos).toEqual({ d1: 10, d2: 20, estornos: 2 });
    expect(json(await api(e, 'PUT', `estorno/${id}`, { motivo: 'de novo' })).errors.motivo).toEqual([MENSAGENS_DISPENSACAO.jaEstornada]);
    const semRecibo = await api(e, 'GET', `/impressao/almoxarifado/dispensacao-materiais/${id}`);
    expect(json(semRecibo).errors.id).toEqual([MENSAGENS_DISPENSACAO.estornadaSemRecibo]);
    expect(json(await api(e, 'GET', `create/${paciente.id}`)).form.recentes).toEqual([]);
  });

  it('refuses more than the valid lots hold, a deceased patient and a repeated material, writing nothing', async () => {
    const { e, gaze, paciente } = await cenario();
    const itens = (quantidade: number) => [{ material_id: gaze.id, quantidade }];
    const demais = await api(e, 'POST', '', { paciente_id: paciente.id, data: hoje, itens: itens(31) });
    expect(demais.statusCode).toBe(422);
    expect(json(demais).errors['itens.0.quantidade']).toEqual([`Item 1: ${gaze.nome}: saldo disponível em lotes válidos 30, pedido 31.`]);
    const falecido = await emTenant(ctx.database, e.clienteId, (tx) => novoPaciente(tx, { obito: true }));
    const obito = await api(e, 'POST', '', { paciente_id: falecido.id, data: hoje, itens: itens(1) });
    expect(json(obito).errors.paciente_id).toEqual([expect.stringMatching(/^Paciente com óbito registrado em \d{2}\/\d{2}\/\d{4}\.$/)]);
    const repetido = await api(e, 'POST', '', { paciente_id: paciente.id, data: hoje, itens: [...itens(1), ...itens(2)] });
    expect(json(repetido).errors['itens.1.material_id']).toEqual([MENSAGENS_DISPENSACAO.materialRepetido]);
    const vazio = await api(e, 'POST', '', { paciente_id: paciente.id, data: hoje, itens: [] });
    expect(json(vazio).errors.itens).toEqual(['Informe ao menos um item.']);
    const n = await emTenant(ctx.database, e.clienteId, (tx) =>
      tx.execute(sql`select count(*)::int as n from almoxarifado_dispensacao where centro_custo_id = ${e.centroCustoId}`),
    );
    expect(n.rows[0].n).toBe(0);
    // another stock's dispensing is not found; a clerk without the permission cannot dispense
    const recepcao = await ctx.login('recepcao');
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/almoxarifado/dispensacao-materiais',
      headers: recepcao.headers,
      payload: { paciente_id: paciente.id, data: hoje, itens: itens(1) },
    });
    expect(r.statusCode).toBe(403);
  });

  it('finds the patient by name for the index, under the screen’s own permission', async () => {
    const { e, paciente } = await cenario();
    const r = json(await api(e, 'GET', `paciente/autocomplete?search[value]=${encodeURIComponent(paciente.nome.toLowerCase())}`));
    expect(r.data).toEqual([expect.objectContaining({ id: paciente.id, label: expect.stringContaining(paciente.nome) })]);
    expect(json(await api(e, 'GET', 'paciente/autocomplete?search[value]=a')).data).toEqual([]);
  });

  it('the demo: dressings handed to a patient twice this month and one dispensing reversed', async () => {
    const { rows } = await emTenant(ctx.database, await clienteDemo(ctx.database), (tx) =>
      tx.execute(sql`
        select d.situacao, count(*)::int as n from almoxarifado_dispensacao d join centro_custo c on c.id = d.centro_custo_id
         where c.nome = 'Estoque Central' group by d.situacao order by d.situacao`),
    );
    expect(rows).toEqual([
      { situacao: 1, n: 3 },
      { situacao: 2, n: 1 },
    ]);
  });
});
