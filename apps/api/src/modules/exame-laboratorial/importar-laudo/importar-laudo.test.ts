import { SITUACAO_EXAME_LAB } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { agendarLab, type CenarioLab, type ExameAgendar, mensagemOru, montarCenarioLab, pacienteLab } from './importar-laudo.fixtures.js';
import { lerArquivoLaudo, numeroDoLaudo } from './importar-laudo.service.js';

let ctx: TestContext;
let headers: Record<string, string>;
let clienteId: number;
let c: CenarioLab;
const URL = '/api/exame-laboratorial/importar-laudo';

const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
const linhas = (q: SQL) => emDemo(async (tx) => (await tx.execute(q)).rows as Record<string, unknown>[]);

async function agendar(exames: ExameAgendar[], sexo: 0 | 1 = 1) {
  return emDemo(async (tx) => {
    const p = await pacienteLab(tx, `PACIENTE IMPORTA ${c.sufixo} ${Math.random().toString(36).slice(2, 6)}`, sexo);
    return { pacienteId: p, ...(await agendarLab(tx, c, p, exames)) };
  });
}
const num = (): ExameAgendar => ({ exameId: c.exameNum.id, procedimento: c.exameNum.procedimento });
const lista = (): ExameAgendar => ({ exameId: c.exameLista.id, procedimento: c.exameLista.procedimento });
const importar = (conteudo: string, extra: Record<string, unknown> = {}, h = headers) =>
  ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: h,
    payload: { laboratorio_id: c.apoioId, arquivo_nome: 'laudo.hl7', conteudo, ...extra },
  });
const resultadosDe = (aeIds: number[]) =>
  linhas(sql`select r.id, r.origem, r.importacao_id, r.situacao, ae.situacao as exame_situacao
    from lab_resultado r join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id
    where r.agendamento_exame_id = any(${`{${aeIds.join(',')}}`}::bigint[])`);

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('laboratorio')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  clienteId = Number(rows[0]?.id);
  c = await emDemo((tx) => montarCenarioLab(tx));
});
afterAll(() => ctx.close());

describe('importar-laudo: reading', () => {
  it('reads the documented CSV with or without header, quotes and decimal comma', () => {
    const a = lerArquivoLaudo(
      'numero_agendamento;codigo_exame;codigo_campo;valor;unidade\r\n123;E1;C1;"1,5";mg/dL\r\n\r\n123;E1;C2;texto; \n',
    );
    expect(a.formato).toBe('csv');
    expect(a.linhas.map((l) => [l.linha, l.linhaExame, l.numero, l.campoCodigo, l.valor, l.unidade])).toEqual([
      [2, 2, '123', 'C1', '1,5', 'mg/dL'],
      [4, 2, '123', 'C2', 'texto', ''],
    ]);
    expect(lerArquivoLaudo('9;E;C;1').linhas).toHaveLength(1);
    expect(lerArquivoLaudo('9;E;C;1\n9;E;C').problemas[0]?.motivo).toMatch(/3 coluna/);
    expect(numeroDoLaudo('1,5')).toBe(1.5);
    expect(numeroDoLaudo(' 120 ')).toBe(120);
    expect(numeroDoLaudo('<0,5')).toBeNull();
    expect(numeroDoLaudo('1.234,5')).toBeNull();
  });
});

describe('importar-laudo: routes', () => {
  it('lists the support laboratories on create and needs the permission', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${URL}/create`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.laboratorios).toContainEqual({ id: c.apoioId, nome: `Lab apoio ${c.sufixo}`, codigo_hl7: c.codigoHl7 });
    expect(json(res).data.laboratorios.map((l: { id: number }) => l.id)).not.toContain(c.municipalId);
    const medico = (await ctx.login('medico')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/create`, headers: medico })).statusCode).toBe(403);
    expect((await importar('x', {}, medico)).statusCode).toBe(403);
  });

  it('refuses bad input with 422 on the fields and writes nothing', async () => {
    const antes = await linhas(sql`select count(*)::int as n from lab_importacao where laboratorio_id = ${c.apoioId}`);
    let res = await importar('', { laboratorio_id: c.municipalId });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.laboratorio_id).toEqual(['Escolha um laboratório de apoio ativo.']);
    res = await importar('   \n');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.arquivo).toEqual(['O arquivo está vazio.']);
    res = await importar('um texto qualquer');
    expect(json(res).errors.arquivo[0]).toMatch(/não é HL7/);
    res = await importar('MSH|\rOBX|1|NM|X||1');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.arquivo).toEqual(['Linha 1: Segmento MSH sem os caracteres de codificação (MSH-2).']);
    res = await importar('x', { arquivo_nome: '' });
    expect(json(res).errors.arquivo_nome).toEqual(['Escolha o arquivo.']);
    const depois = await linhas(sql`select count(*)::int as n from lab_importacao where laboratorio_id = ${c.apoioId}`);
    expect(depois[0]?.n).toBe(antes[0]?.n);
  });

  it('imports an HL7 file of two schedulings: results classified, exams → resultado lançado, history', async () => {
    const a = await agendar([num(), lista()], 1);
    const b = await agendar([num()], 0);
    const hl7 = [
      mensagemOru(c.codigoHl7, 'M1', [
        // the numeric exam by its interface code, the list one by its SIGTAP code
        {
          numero: a.numero,
          exame: c.exameNum.codigoInterface,
          obx: [
            [c.exameNum.campos.num, 'NM', '120', 'mg/dL'],
            [c.exameNum.campos.obs, 'TX', 'Amostra \\T\\ lipêmica'],
          ],
        },
        { numero: a.numero, exame: c.exameLista.procedimento, obx: [[c.exameLista.campos.lista, 'CE', 'NR^Não reagente^L']] },
      ]),
      mensagemOru(c.codigoHl7, 'M2', [{ numero: b.numero, exame: c.exameNum.procedimento, obx: [[c.exameNum.campos.num, 'NM', '35']] }]),
    ].join('\r\n');
    const res = await importar(hl7);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d).toMatchObject({ situacao: 'importada', formato: 'hl7', total: 4, importados: 4, exames: 3, problemas: [] });
    expect(d.resultados.find((r: { numero: string; exame: string }) => r.numero === String(b.numero))).toMatchObject({
      valores: 1,
      fora_da_faixa: 1,
      criticos: 1,
    });

    const res1 = await resultadosDe([...a.aeIds, ...b.aeIds]);
    expect(res1).toHaveLength(3);
    for (const r of res1)
      expect(r).toMatchObject({ origem: 2, importacao_id: d.id, situacao: 1, exame_situacao: SITUACAO_EXAME_LAB.resultadoLancado });
    const valores = await linhas(sql`select c.codigo, v.valor_numero::float as n, v.valor_texto, v.faixa, v.critico
      from lab_resultado_valor v join lab_exame_campo c on c.id = v.campo_id join lab_resultado r on r.id = v.resultado_id
      where r.importacao_id = ${d.id} order by r.agendamento_exame_id, c.ordem`);
    expect(valores).toEqual([
      { codigo: c.exameNum.campos.num, n: 120, valor_texto: null, faixa: 1, critico: false },
      { codigo: c.exameNum.campos.obs, n: null, valor_texto: 'Amostra & lipêmica', faixa: null, critico: false },
      { codigo: c.exameLista.campos.lista, n: null, valor_texto: 'Não reagente', faixa: null, critico: false },
      { codigo: c.exameNum.campos.num, n: 35, valor_texto: null, faixa: -1, critico: true },
    ]);

    const lista1 = await ctx.app.inject({ method: 'GET', url: `${URL}/datatable?start=0&length=50`, headers });
    expect(lista1.statusCode, lista1.body).toBe(200);
    expect(json(lista1).data.find((x: { id: number }) => x.id === d.id)).toMatchObject({ total: 4, importados: 4, problemas: 0 });
    const um = await ctx.app.inject({ method: 'GET', url: `${URL}/${d.id}`, headers });
    expect(json(um).data.resultados).toHaveLength(3);

    // the same file again: every exam already has its result; nothing written, each one listed
    const again = json(await importar(hl7)).data;
    expect(again.situacao).toBe('recusada');
    expect(again.problemas.map((p: { motivo: string }) => p.motivo)).toEqual(Array(3).fill(expect.stringMatching(/já lançado/)));
    expect(await resultadosDe([...a.aeIds, ...b.aeIds])).toHaveLength(3);

    // a correction (OBX-11 = C) replaces the entered, unsigned result
    const corr = mensagemOru(c.codigoHl7, 'M3', [
      { numero: b.numero, exame: c.exameNum.codigoInterface, obx: [[c.exameNum.campos.num, 'NM', '88', 'mg/dL', 'C']] },
    ]);
    const rc = json(await importar(corr)).data;
    expect(rc).toMatchObject({ situacao: 'importada', importados: 1 });
    const v2 = await linhas(sql`select v.valor_numero::float as n, v.faixa, r.importacao_id from lab_resultado_valor v
      join lab_resultado r on r.id = v.resultado_id where r.agendamento_exame_id = ${b.aeIds[0]} and r.situacao <> 3`);
    expect(v2).toEqual([{ n: 88, faixa: 0, importacao_id: rc.id }]);
    // four imports and their checks: room for a machine shared with other test runs
  }, 120_000);

  it('imports the CSV', async () => {
    const a = await agendar([num()]);
    const csv = `numero_agendamento;codigo_exame;codigo_campo;valor;unidade\n${a.numero};${c.exameNum.codigoInterface};${c.exameNum.campos.num};"98,5";MG/DL\n`;
    const d = json(await importar(csv, { arquivo_nome: 'laudo.csv' })).data;
    expect(d).toMatchObject({ situacao: 'importada', formato: 'csv', total: 1, importados: 1 });
    const v = await linhas(sql`select v.valor_numero::float as n, v.faixa from lab_resultado_valor v
      join lab_resultado r on r.id = v.resultado_id where r.agendamento_exame_id = ${a.aeIds[0]}`);
    expect(v).toEqual([{ n: 98.5, faixa: 0 }]);
  });

  it('all or nothing: one file with every kind of mismatch writes no result and lists each problem', async () => {
    const ok = await agendar([num()]);
    const cancelado = await agendar([{ ...num(), situacao: SITUACAO_EXAME_LAB.cancelado }]);
    const assinado = await agendar([{ ...num(), situacao: SITUACAO_EXAME_LAB.liberado }]);
    const outroLab = await agendar([{ ...num(), executorId: c.municipalId }]);
    const texto = await agendar([num(), lista()]);
    const L = c.exameNum.codigoInterface;
    const F = c.exameNum.campos.num;
    const csv = [
      'numero_agendamento;codigo_exame;codigo_campo;valor;unidade',
      `${ok.numero};${L};${F};90;mg/dL`, // 2: fine on its own
      `1;${L};${F};90;`, // 3: unknown scheduling
      `${ok.numero};${c.exameLista.procedimento};${c.exameLista.campos.lista};Reagente;`, // 4: exam not scheduled there
      `${ok.numero};${L};CAMPO-INEXISTENTE;1;`, // 5: unknown field
      `${cancelado.numero};${L};${F};90;`, // 6: cancelled
      `${assinado.numero};${L};${F};90;`, // 7: signed
      `${texto.numero};${L};${F};noventa;`, // 8: not a number
      `${texto.numero};${c.exameLista.procedimento};${c.exameLista.campos.lista};Talvez;`, // 9: not an option
      `${outroLab.numero};${L};${F};90;`, // 10: not sent to this lab
      `${ok.numero};${L};${c.exameLista.campos.lista};Reagente;`, // 11: field of another exam
      `${texto.numero};${L};${c.exameNum.campos.obs};x;`, // 12: fine
      `${texto.numero};${L};${F};91;mmol/L`, // 13: repeated field (the first one already listed)
    ].join('\n');
    const res = await importar(csv, { arquivo_nome: 'laudo.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d).toMatchObject({ situacao: 'recusada', importados: 0, total: 12, resultados: [] });
    expect(d.problemas.map((p: { linha: number; motivo: string }) => [p.linha, p.motivo])).toEqual([
      [3, 'Agendamento não encontrado.'],
      [4, 'Exame não agendado neste agendamento.'],
      [5, 'Campo desconhecido.'],
      [6, 'Exame cancelado.'],
      [7, 'Resultado já assinado: cancele-o antes de importar outro.'],
      [8, 'Valor "noventa" não é um número (campo numérico).'],
      [9, 'Valor "Talvez" não está entre as opções do campo (Não reagente, Reagente).'],
      [10, 'Exame não foi enviado a este laboratório de apoio.'],
      [11, `O campo não pertence ao exame ${c.exameNum.nome}.`],
      [13, 'Campo repetido no exame.'],
    ]);
    expect(d.problemas[0]).toEqual({ linha: 3, numero: '1', exame: L, campo: '', motivo: 'Agendamento não encontrado.' });
    expect(await resultadosDe([...ok.aeIds, ...texto.aeIds, ...outroLab.aeIds])).toEqual([]);
    const ae = await linhas(sql`select situacao from lab_agendamento_exame where id = ${ok.aeIds[0]}`);
    expect(ae[0]?.situacao).toBe(SITUACAO_EXAME_LAB.coletado);
    // the refused attempt stays in the history with its problems
    const hist = await linhas(sql`select importados, jsonb_array_length(rejeitados) as n from lab_importacao where id = ${d.id}`);
    expect(hist).toEqual([{ importados: 0, n: 10 }]);
  }, 120_000);

  it('HL7: a sender other than the laboratory, a preliminary result, an order without number are problems', async () => {
    const a = await agendar([num()]);
    const hl7 = [
      mensagemOru('OUTRO', 'X1', [
        { numero: a.numero, exame: c.exameNum.codigoInterface, obx: [[c.exameNum.campos.num, 'NM', '80', '', 'P']] },
      ]),
      mensagemOru(c.codigoHl7, 'X2', [{ numero: '', exame: c.exameNum.codigoInterface, obx: [[c.exameNum.campos.num, 'NM', '80']] }]),
    ].join('\n');
    const d = json(await importar(hl7)).data;
    expect(d.situacao).toBe('recusada');
    expect(d.problemas.map((p: { linha: number; motivo: string }) => [p.linha, p.motivo])).toEqual([
      [1, `Remetente (MSH-4) "OUTRO" não é o laboratório escolhido (código HL7 ${c.codigoHl7}).`],
      [4, 'Resultado não final (OBX-11 = P): só F (final) ou C (correção) são importados.'],
      [7, 'Pedido sem número do agendamento (OBR-2 ou ORC-2 vazio).'],
    ]);
    expect(await resultadosDe(a.aeIds)).toEqual([]);
  });
});
