import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hojeIso, MENSAGENS_LIVRO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import type { Tx } from '../../../db/client.js';
import { entrar, estornar, retirar } from '../../estoque/index.js';
import {
  clienteDemo,
  emTenant,
  type FarmaciaDeTeste,
  novaDispensacao,
  novaFarmaciaDeTeste,
  novoMedicamento,
  novoPaciente,
  sessaoNaFarmacia,
} from './livro.fixtures.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'livro-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
const BASE = '/api/farmacia/livro-psicotropico';
const api = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: url.startsWith('/') ? url : `${BASE}/${url}`, headers, payload });
const LISTA = { B1: 4, C1: 6, C3: 8 };

/** Stock of a pharmacy through the engine: an entry (returns the lot id). */
async function entrada(tx: Tx, f: FarmaciaDeTeste, materialId: number, quantidade: number, data: string, lote: string) {
  const m = await entrar(
    tx,
    { hoje },
    {
      tipo: 'entrada_nf',
      centroCustoId: f.centroCustoId,
      data,
      materialId,
      lote: { numero: lote, validade: dia(300), fabricanteId: null },
      quantidade,
      custoUnitario: 1,
    },
  );
  return m.loteId;
}

/** A dispensing of `quantidade` with its retained prescription: the movement and the dispensing's rows. */
async function dispensar(tx: Tx, f: FarmaciaDeTeste, materialId: number, quantidade: number, pacienteId: number) {
  const d = await novaDispensacao(tx, f, {
    pacienteId,
    data: dia(-1),
    materialId,
    numero: 'B123456',
    prescritor: 'Dra. Ana Lima',
    conselho: 'CRM 9876/PE',
  });
  const [mov] = await retirar(
    tx,
    { hoje },
    {
      tipo: 'dispensacao',
      centroCustoId: f.centroCustoId,
      data: dia(-1),
      materialId,
      quantidade,
      documento: { tipo: 'farmacia_dispensacao', id: d.dispensacaoId },
    },
  );
  const { rows } = await tx.execute(sql`
    insert into farmacia_dispensacao_item (dispensacao_id, dispensacao_receita_id, material_id, quantidade)
    values (${d.dispensacaoId}, ${d.receitaId}, ${materialId}, ${quantidade}) returning id`);
  await tx.execute(sql`
    insert into farmacia_dispensacao_lote (item_id, lote_id, quantidade, movimento_id)
    values (${rows[0].id}, ${mov.loteId}, ${quantidade}, ${mov.movimentoId})`);
  return mov.movimentoId;
}

async function abrir(f: FarmaciaDeTeste, dataAbertura: string, base = BASE) {
  const r = await api(f.farmaceutico, 'POST', base, {
    data_abertura: dataAbertura,
    responsavel_nome: 'Beatriz Gouveia Rocha',
    responsavel_conselho: 'CRF 7731/PE',
  });
  expect(r.statusCode, r.body).toBe(201);
  return json(r).id as number;
}

const contarLinhas = (f: FarmaciaDeTeste, livroId: number) =>
  emTenant(ctx.database, f.clienteId, async (tx) =>
    Number((await tx.execute(sql`select count(*)::int as n from farmacia_livro_linha where livro_id = ${livroId}`)).rows[0].n),
  );

describe('farmacia/livro-psicotropico and livro-talidomida', () => {
  it('writes each controlled movement of the pharmacy once, with the patient, prescription and a running balance per substance', async () => {
    const f = await novaFarmaciaDeTeste(ctx);
    const m = await emTenant(ctx.database, f.clienteId, async (tx) => {
      const clonazepam = await novoMedicamento(tx, 'Clonazepam 2 mg', LISTA.B1);
      const fluoxetina = await novoMedicamento(tx, 'Fluoxetina 20 mg', LISTA.C1);
      const talidomida = await novoMedicamento(tx, 'Talidomida 100 mg', LISTA.C3);
      const dipirona = await novoMedicamento(tx, 'Dipirona 500 mg', null);
      const paciente = await novoPaciente(tx);
      // before the opening: the balance the book carries over
      await entrada(tx, f, clonazepam.id, 30, dia(-10), 'CZ-A');
      return { clonazepam, fluoxetina, talidomida, dipirona, paciente };
    });
    const livroId = await abrir(f, dia(-5));
    const talidomidaId = await abrir(f, dia(-5), '/api/farmacia/livro-talidomida');

    const dispensacao = await emTenant(ctx.database, f.clienteId, async (tx) => {
      await entrada(tx, f, m.clonazepam.id, 100, dia(-3), 'CZ-B');
      await entrada(tx, f, m.fluoxetina.id, 50, dia(-3), 'FX-A');
      await entrada(tx, f, m.talidomida.id, 20, dia(-3), 'TL-A');
      await entrada(tx, f, m.dipirona.id, 500, dia(-3), 'DP-A');
      const mov = await dispensar(tx, f, m.clonazepam.id, 10, m.paciente.id);
      await retirar(
        tx,
        { hoje },
        {
          tipo: 'baixa',
          centroCustoId: f.centroCustoId,
          data: dia(-1),
          materialId: m.clonazepam.id,
          quantidade: 5,
          motivo: 'Comprimidos quebrados',
        },
      );
      return mov;
    });
    // the first reading writes what happened so far; a reversal afterwards comes in the next one
    const edit = json(await api(f.farmaceutico, 'GET', `${livroId}/edit`)).model;
    expect(
      edit.substancias.map((s: Record<string, unknown>) => [s.material, s.lista, s.saldo_anterior, s.entradas, s.saidas, s.saldo]),
    ).toEqual(
      [
        [m.clonazepam.nome, 'B1', 30, 100, 15, 115],
        [m.fluoxetina.nome, 'C1', 0, 50, 0, 50],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'pt-BR')),
    );
    await emTenant(ctx.database, f.clienteId, (tx) => estornar(tx, { hoje }, { movimentoId: dispensacao, motivo: 'Paciente devolveu' }));
    const url = `${livroId}/linhas?length=50&material_id=${m.clonazepam.id}&order[0][column_name]=id&order[0][dir]=asc`;
    const linhas = json(await api(f.farmaceutico, 'GET', url)).data;
    expect(linhas.map((l: Record<string, unknown>) => [l.tipo, l.quantidade_entrada, l.quantidade_saida, l.saldo])).toEqual([
      ['entrada', 100, 0, 130],
      ['saida', 0, 10, 120],
      ['perda', 0, 5, 115],
      ['estorno', 10, 0, 125],
    ]);
    expect(linhas[1]).toMatchObject({
      paciente_id: m.paciente.id,
      paciente: m.paciente.nome,
      numero_receita: 'B123456',
      prescritor: 'Dra. Ana Lima CRM 9876/PE',
    });
    expect(linhas[0].historico).toContain('Entrada por nota fiscal');
    expect(linhas[2].historico).toContain('Comprimidos quebrados');

    // read again and again: nothing is written twice
    const n = await contarLinhas(f, livroId);
    expect(n).toBe(5);
    await api(f.farmaceutico, 'GET', `${livroId}/edit`);
    await api(f.farmaceutico, 'GET', `/impressao/farmacia/livro-psicotropico/${livroId}`);
    expect(await contarLinhas(f, livroId)).toBe(5);
    // thalidomide goes to its own book only; a common medicine to none
    const tal = json(await api(f.farmaceutico, 'GET', `/api/farmacia/livro-talidomida/${talidomidaId}/edit`)).model;
    expect(tal.substancias.map((s: Record<string, unknown>) => [s.material, s.saldo])).toEqual([[m.talidomida.nome, 20]]);
    // one line by its id; another kind's route does not find it
    const uma = await api(f.farmaceutico, 'GET', `linha/${linhas[1].id}`);
    expect(json(uma).model).toMatchObject({ id: linhas[1].id, tipo: 'saida', saldo: 120 });
    expect((await api(f.farmaceutico, 'GET', `/api/farmacia/livro-talidomida/linha/${linhas[1].id}`)).statusCode).toBe(404);
  });

  it('takes a manual line with its justification, refuses one that would make the balance negative, and one open book at a time', async () => {
    const f = await novaFarmaciaDeTeste(ctx);
    const { diazepam, dipirona } = await emTenant(ctx.database, f.clienteId, async (tx) => ({
      diazepam: await novoMedicamento(tx, 'Diazepam 10 mg', LISTA.B1),
      dipirona: await novoMedicamento(tx, 'Dipirona 500 mg', null),
    }));
    const livroId = await abrir(f, dia(-2));
    const linha = (materialId: number, tipo: string, quantidade: number) =>
      api(f.farmaceutico, 'POST', 'linha', {
        livro_id: livroId,
        material_id: materialId,
        data: dia(-1),
        tipo,
        quantidade,
        historico: 'Recebido do hospital em empréstimo',
        justificativa: 'Entrada registrada em papel durante a queda do sistema.',
      });
    expect((await linha(diazepam.id, 'entrada', 20)).statusCode).toBe(201);
    const negativa = await linha(diazepam.id, 'perda', 21);
    expect(negativa.statusCode).toBe(422);
    expect(json(negativa).errors.quantidade).toEqual([MENSAGENS_LIVRO.saldoNegativo(diazepam.nome, 20, 21)]);
    expect(json(await linha(dipirona.id, 'entrada', 5)).errors.material_id).toEqual([
      MENSAGENS_LIVRO.materialForaDoLivro(dipirona.nome, 'A1, A2, A3, B1, B2, C1, C2, C4, C5'),
    ]);
    const curta = await api(f.farmaceutico, 'POST', 'linha', {
      livro_id: livroId,
      material_id: diazepam.id,
      data: dia(-1),
      tipo: 'saida',
      quantidade: 1,
      historico: 'x',
      justificativa: 'curta',
    });
    expect(json(curta).errors.justificativa).toEqual(['Justificativa deve conter no mínimo 10 caracteres']);
    expect((await linha(diazepam.id, 'saida', 20)).statusCode).toBe(201);
    expect(await contarLinhas(f, livroId)).toBe(2);

    const segundo = await api(f.farmaceutico, 'POST', BASE, {
      data_abertura: hoje,
      responsavel_nome: 'X Y',
      responsavel_conselho: 'CRF 1',
    });
    expect(json(segundo).errors.data_abertura).toEqual([MENSAGENS_LIVRO.jaAberto(1)]);
  });

  it('closes by the supervisor only; a closed book takes no line and no movement; the next opens after it', async () => {
    const f = await novaFarmaciaDeTeste(ctx);
    const morfina = await emTenant(ctx.database, f.clienteId, (tx) => novoMedicamento(tx, 'Morfina 10 mg/mL', 1));
    const livroId = await abrir(f, dia(-3));
    await emTenant(ctx.database, f.clienteId, (tx) => entrada(tx, f, morfina.id, 40, dia(-2), 'MR-A'));

    // while open, the responsible pharmacist and the opening term may be corrected
    const termo = 'Termo corrigido: livro nº 1 aberto pela farmacêutica substituta.';
    const corrigido = await api(f.farmaceutico, 'PUT', `${livroId}`, {
      responsavel_nome: 'Ana Souza',
      responsavel_conselho: 'CRF 999/PE',
      termo_abertura: termo,
    });
    expect(json(corrigido).model).toMatchObject({ responsavel_nome: 'Ana Souza', termo_abertura: termo });
    expect((await api(f.farmaceutico, 'PUT', `fechar/${livroId}`, { data_fechamento: dia(-1) })).statusCode).toBe(403);
    const cedo = await api(f.supervisor, 'PUT', `fechar/${livroId}`, { data_fechamento: dia(-3) });
    expect(json(cedo).errors.data_fechamento).toEqual([MENSAGENS_LIVRO.fechamentoAntesDasLinhas(dia(-2))]);
    const fechado = await api(f.supervisor, 'PUT', `fechar/${livroId}`, { data_fechamento: dia(-1) });
    expect(fechado.statusCode, fechado.body).toBe(200);
    expect(json(fechado).model).toMatchObject({ data_fechamento: dia(-1), substancias: [expect.objectContaining({ saldo: 40 })] });
    expect(json(fechado).model.termo_fechamento).toContain('com 1 lançamento de 1 substância ou medicamento');

    // after closing: no manual line, no synchronisation
    await emTenant(ctx.database, f.clienteId, (tx) => entrada(tx, f, morfina.id, 5, hoje, 'MR-B'));
    const recusada = await api(f.farmaceutico, 'POST', 'linha', {
      livro_id: livroId,
      material_id: morfina.id,
      data: dia(-1),
      tipo: 'entrada',
      quantidade: 1,
      historico: 'Teste',
      justificativa: 'Não deveria entrar no livro fechado.',
    });
    expect(recusada.statusCode).toBe(422);
    expect(json(recusada).errors.livro_id).toEqual([MENSAGENS_LIVRO.fechado(1)]);
    await api(f.farmaceutico, 'GET', `${livroId}/edit`);
    expect(await contarLinhas(f, livroId)).toBe(1);
    expect((await api(f.supervisor, 'PUT', `fechar/${livroId}`, { data_fechamento: hoje })).statusCode).toBe(422);
    const depois = await api(f.farmaceutico, 'PUT', `${livroId}`, {
      responsavel_nome: 'X Y',
      responsavel_conselho: 'CRF 1',
      termo_abertura: termo,
    });
    expect(json(depois).errors.id).toEqual([MENSAGENS_LIVRO.fechado(1)]);

    // the next book: suggested the day after, never on or before the closing; it carries the balance over
    expect(json(await api(f.farmaceutico, 'GET', 'data-abertura')).data_abertura).toBe(hoje);
    const antes = await api(f.farmaceutico, 'POST', BASE, {
      data_abertura: dia(-1),
      responsavel_nome: 'X Y',
      responsavel_conselho: 'CRF 1',
    });
    expect(json(antes).errors.data_abertura).toEqual([MENSAGENS_LIVRO.aberturaAntesDoFechamento(1, dia(-1))]);
    const novo = await abrir(f, hoje);
    const model = json(await api(f.farmaceutico, 'GET', `${novo}/edit`)).model;
    expect(model).toMatchObject({ numero: 2, substancias: [expect.objectContaining({ saldo_anterior: 40, entradas: 5, saldo: 45 })] });
  });

  it('prints the book (terms, one substance per page, "Folha n de N") and keeps the signature of the closed book', async () => {
    const f = await novaFarmaciaDeTeste(ctx);
    const codeina = await emTenant(ctx.database, f.clienteId, (tx) => novoMedicamento(tx, 'Codeína 30 mg', 2));
    const livroId = await abrir(f, dia(-3));
    await emTenant(ctx.database, f.clienteId, (tx) => entrada(tx, f, codeina.id, 12, dia(-2), 'CD-A'));
    const pdf = await api(f.farmaceutico, 'GET', `/impressao/farmacia/livro-psicotropico/${livroId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const caminho = join(dir, 'livro.pdf');
    writeFileSync(caminho, pdf.rawPayload);
    const texto = execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(texto).toContain('Folha 1 de 3');
    expect(texto).toContain('TERMO DE ABERTURA');
    expect(texto).toContain(`Este livro nº 1, escriturado eletronicamente`);
    expect(texto).toContain(codeina.nome);
    expect(texto).toContain('Livro em aberto: o termo de encerramento é lavrado quando o livro é fechado.');

    // the demo supervisor (who holds a test A1 certificate) closes and signs it; an open book is not signed
    const supervisor = await sessaoNaFarmacia(ctx, f, 'farmaceutico');
    const assinar = async () => {
      const impresso = await api(supervisor, 'GET', `/impressao/farmacia/livro-psicotropico/${livroId}`);
      const [cert] = json(await api(supervisor, 'GET', '/api/rest-pki/certificados')).data;
      const ini = await api(supervisor, 'POST', '/api/rest-pki/start', {
        base64: impresso.rawPayload.toString('base64'),
        thumbprint: cert.thumbprint,
        nome_arquivo: 'livro.pdf',
      });
      expect(ini.statusCode, ini.body).toBe(200);
      const fim = await api(supervisor, 'POST', '/api/rest-pki/finish', { token: json(ini).data.token });
      expect(fim.statusCode, fim.body).toBe(200);
      return api(supervisor, 'POST', `store-livro-assinado/${livroId}`, { nome_arquivo: 'livro.pdf', arquivo: json(fim).data });
    };
    expect(json(await assinar()).errors.id).toEqual([MENSAGENS_LIVRO.assinarAberto]);
    expect((await api(supervisor, 'PUT', `fechar/${livroId}`, { data_fechamento: hoje })).statusCode).toBe(200);
    const fechadoPdf = await api(supervisor, 'GET', `/impressao/farmacia/livro-psicotropico/${livroId}`);
    writeFileSync(caminho, fechadoPdf.rawPayload);
    expect(execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')).toContain(
      `TERMO DE ENCERRAMENTO Este livro nº 1 de`,
    );
    const assinado = await assinar();
    expect(assinado.statusCode, assinado.body).toBe(201);
    const codigo = json(assinado).data.codigo;
    expect(json(await api(f.farmaceutico, 'GET', `${livroId}/edit`)).model.assinatura_codigo).toBe(codigo);
    // another user cannot pass the supervisor's signed file as theirs
    const outro = await api(f.supervisor, 'POST', `store-livro-assinado/${livroId}`, {
      nome_arquivo: 'x.pdf',
      arquivo: fechadoPdf.rawPayload.toString('base64'),
    });
    expect(json(outro).errors.arquivo).toEqual([MENSAGENS_LIVRO.naoAssinado]);
  });

  it('serves only the session pharmacy and the holders of the book permissions', async () => {
    const f = await novaFarmaciaDeTeste(ctx);
    const livroId = await abrir(f, hoje);
    const outra = await novaFarmaciaDeTeste(ctx);
    expect((await api(outra.farmaceutico, 'GET', `${livroId}/edit`)).statusCode).toBe(404);
    expect(json(await api(outra.farmaceutico, 'GET', 'datatable?length=10')).data).toEqual([]);
    expect(json(await api(f.farmaceutico, 'GET', 'datatable?length=10')).data).toEqual([
      expect.objectContaining({ id: livroId, numero: 1, situacao: 'aberto', linhas: 0 }),
    ]);
    const { headers: recepcao } = await ctx.login('recepcao');
    expect((await api(recepcao, 'GET', 'datatable?length=10')).statusCode).toBe(403);
    expect((await api(recepcao, 'GET', `/impressao/farmacia/livro-psicotropico/${livroId}`)).statusCode).toBe(403);
  });

  it('the demo: an open psychotropic book with the opening stock as lines, an older closed one and an open thalidomide book', async () => {
    const { rows } = await emTenant(ctx.database, await clienteDemo(ctx.database), (tx) =>
      tx.execute(sql`
        select l.tipo, l.numero, l.fechado_em is not null as fechado, (select count(*)::int from farmacia_livro_linha x where x.livro_id = l.id) as linhas
          from farmacia_livro l join centro_custo c on c.id = l.centro_custo_id
         where c.nome = 'Dispensação de Medicamentos' order by l.tipo, l.numero`),
    );
    expect(rows.map((r) => [r.tipo, r.numero, r.fechado])).toEqual([
      ['psicotropico', 1, true],
      ['psicotropico', 2, false],
      ['talidomida', 1, false],
    ]);
    expect(Number(rows[1].linhas)).toBeGreaterThanOrEqual(8);
    expect(Number(rows[2].linhas)).toBeGreaterThanOrEqual(1);
  });
});
