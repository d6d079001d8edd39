import { hojeIso, RELATORIOS_ALMOXARIFADO, SetorTipo, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { posicao } from '../../estoque/index.js';
import { type EstoqueDeTeste, emTenant, novoEstoqueDeTeste, novoMaterial } from '../inventario/estoque-de-teste.fixtures.js';
import { janelaCmm } from './consultas-estoque.js';

let ctx: TestContext;
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);

/**
 * One small stock lived for 40 days, through the screens: two invoices (the second reversed), two exits (the second
 * reversed), one dispensing and one requisition partly supplied. Every report is read over it.
 */
interface Cenario {
  e: EstoqueDeTeste;
  a: { id: number; nome: string };
  b: { id: number; nome: string };
  setor: { id: number; nome: string };
}
let c: Cenario;

async function montar(): Promise<Cenario> {
  const e = await novoEstoqueDeTeste(ctx);
  const post = async (url: string, payload: object, metodo: 'POST' | 'PUT' = 'POST') => {
    const r = await ctx.app.inject({ method: metodo, url: `/api/almoxarifado/${url}`, headers: e.headers, payload });
    if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return json(r);
  };
  const base = await emTenant(ctx.database, e.clienteId, async (tx) => {
    const a = await novoMaterial(tx, 'Atadura');
    const b = await novoMaterial(tx, 'Tira reagente');
    const cnpj = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('');
    const { rows: f } = await tx.execute(
      sql`insert into fornecedor (razao_social, cnpj) values (${`Fornecedor ${cnpj}`}, ${cnpj}) returning id`,
    );
    const nome = `Curativos ${cnpj}`;
    const { rows: s } = await tx.execute(sql`
      insert into centro_custo (infraestrutura_id, setor_id, nome)
      values ((select infraestrutura_id from centro_custo where id = ${e.centroCustoId}),
              (select id from setor where setor_tipo_id = ${SetorTipo.ENFERMAGEM} order by id limit 1), ${nome}) returning id`);
    const { rows: p } = await tx.execute(sql`insert into cidadao (nome) values ('PACIENTE DO RELATORIO') returning id`);
    return { a, b, fornecedor: Number(f[0].id), setor: { id: Number(s[0].id), nome }, paciente: Number(p[0].id) };
  });
  const { a, b, setor } = base;
  const nota = (numero: string, data: string, total: string, itens: object[]) =>
    post('entrada', {
      fornecedor_id: base.fornecedor,
      numero_nota: numero,
      serie: '1',
      data_emissao: data,
      data_entrada: data,
      valor_total: total,
      itens,
    });
  await nota('101', dia(-40), '40,00', [
    { material_id: a.id, lote: 'A1', validade: dia(200), quantidade: 10, valor_unitario: '2,00' },
    { material_id: b.id, lote: 'B1', validade: dia(20), quantidade: 5, valor_unitario: '4,00' },
  ]);
  const nf2 = await nota('102', dia(-35), '8,00', [
    { material_id: a.id, lote: 'A2', validade: dia(300), quantidade: 4, valor_unitario: '2,00' },
  ]);
  await post('saida', {
    destino_tipo: 1,
    centro_custo_destino_id: setor.id,
    data: dia(-20),
    itens: [{ material_id: a.id, quantidade: 3 }],
  });
  const s2 = await post('saida', { destino_tipo: 2, data: dia(-15), itens: [{ material_id: a.id, quantidade: 2 }] });
  await post('dispensacao-materiais', { paciente_id: base.paciente, data: dia(-10), itens: [{ material_id: b.id, quantidade: 1 }] });
  await post(`entrada/estorno/${nf2.id}`, { motivo: 'Devolvida ao fornecedor' }, 'PUT');
  await post(`saida/estorno/${s2.id}`, { motivo: 'Lançada em dobro' }, 'PUT');
  // a requisition of the sector: 5 asked, 2 supplied at R$ 2,00 (the requisition screens are another feature's)
  await emTenant(ctx.database, e.clienteId, async (tx) => {
    const { rows: per } = await tx.execute(sql`
      insert into almoxarifado_requisicao_periodo (centro_custo_requisitante_id, centro_custo_almoxarifado_id, data_abertura, data_fechamento)
      values (${setor.id}, ${e.centroCustoId}, ${dia(-30)}, ${dia(10)}) returning id`);
    const { rows: req } = await tx.execute(sql`
      insert into almoxarifado_requisicao (centro_custo_requisitante_id, centro_custo_almoxarifado_id, periodo_id, data, situacao)
      values (${setor.id}, ${e.centroCustoId}, ${per[0].id}, ${dia(-5)}, 2) returning id`);
    const { rows: it } = await tx.execute(sql`
      insert into almoxarifado_requisicao_item (requisicao_id, material_id, quantidade_solicitada, quantidade_atendida)
      values (${req[0].id}, ${a.id}, 5, 2) returning id`);
    const { rows: sup } = await tx.execute(
      sql`insert into almoxarifado_requisicao_suprimento (requisicao_id, data) values (${req[0].id}, ${dia(-4)}) returning id`,
    );
    await tx.execute(sql`
      insert into almoxarifado_requisicao_suprimento_item (suprimento_id, requisicao_item_id, material_id, lote_id, quantidade, custo_unitario)
      values (${sup[0].id}, ${it[0].id}, ${a.id}, (select id from estoque_lote where material_id = ${a.id} and lote = 'A1'), 2, 2)`);
  });
  return { e, a, b, setor };
}

beforeAll(async () => {
  ctx = await createTestContext();
  c = await montar();
});
afterAll(() => ctx.close());

const lista = async (relatorio: string, filtros: Record<string, string | number>) => {
  const q = new URLSearchParams({
    length: '100',
    start: '0',
    ...Object.fromEntries(Object.entries(filtros).map(([k, v]) => [k, String(v)])),
  });
  const r = await ctx.app.inject({ method: 'GET', url: `/api/almoxarifado/${relatorio}/list?${q}`, headers: c.e.headers });
  expect(r.statusCode, r.body).toBe(200);
  return json(r) as { data: Record<string, any>[]; totais?: Record<string, number> };
};

/** The consumption of the CMM window: what left before the first day of this month (the reversals are dated today). */
function consumoNaJanela(meses: number) {
  const { inicio, fim } = janelaCmm(hoje, meses);
  const dentro = (d: number) => dia(d) >= inicio && dia(d) <= fim;
  return { a: (dentro(-20) ? 3 : 0) + (dentro(-15) ? 2 : 0), b: dentro(-10) ? 1 : 0 };
}

describe('almoxarifado reports', () => {
  it('every report answers its totals over the scenario, and prints and exports with the same filters', async () => {
    const estoque = { centro_custo_id: c.e.centroCustoId };
    const periodo = { ...estoque, data_inicio: dia(-60), data_fim: hoje };
    const cmm = consumoNaJanela(1);
    const esperado: Record<string, [filtros: Record<string, string | number>, linhas: number, totais: Record<string, number>]> = {
      // X consumed 3 × R$ 2,00; the stock's own exit came back; the patient took 1 × R$ 4,00
      'relatorio-consumo-financeiro': [periodo, 2, { quantidade: 4, valor: 10 }],
      'relatorio-entrada': [periodo, 3, { quantidade: 19, valor_total: 48 }],
      'relatorio-estorno-entrada': [periodo, 1, { quantidade: 4, valor: 8 }],
      'relatorio-estorno-saida': [periodo, 1, { quantidade: 2, valor: 4 }],
      'relatorio-validade-material': [estoque, 2, { quantidade: 11, valor: 30 }],
      'relatorio-saida': [periodo, 2, { quantidade: 5, valor: 10 }],
      'relatorio-posicao-estoque': [estoque, 2, { quantidade: 11, valor: 30 }],
      'relatorio-requisicao': [periodo, 1, { solicitada: 5, atendida: 2, pendente: 3, valor_atendido: 4 }],
      'relatorio-consumo-medio-mensal': [
        { ...estoque, meses: 1 },
        2,
        { consumo: cmm.a + cmm.b, saldo: 11, sugestao_compra: Math.max(0, cmm.a - 7) + Math.max(0, cmm.b - 4) },
      ],
      'relatorio-kardex': [{ ...periodo, material_id: c.a.id }, 7, { entrada: 16, saida: 9 }],
    };
    expect(Object.keys(esperado).sort()).toEqual(RELATORIOS_ALMOXARIFADO.map((r) => r.relatorio).sort());
    for (const def of RELATORIOS_ALMOXARIFADO) {
      const [filtros, linhas, totais] = esperado[def.relatorio];
      const r = await lista(def.relatorio, filtros);
      expect([def.relatorio, r.data.length]).toEqual([def.relatorio, linhas]);
      expect([def.relatorio, r.totais]).toEqual([def.relatorio, expect.objectContaining(totais)]);
      const q = new URLSearchParams(Object.fromEntries(Object.entries(filtros).map(([k, v]) => [k, String(v)])));
      const pdf = await ctx.app.inject({ method: 'GET', url: `${def.impressaoPath}?${q}`, headers: c.e.headers });
      expect([def.relatorio, pdf.statusCode, pdf.headers['content-type']]).toEqual([def.relatorio, 200, 'application/pdf']);
      const csv = await ctx.app.inject({ method: 'GET', url: `${def.exportacaoPath}?${q}&formato=csv`, headers: c.e.headers });
      expect([def.relatorio, csv.statusCode]).toEqual([def.relatorio, 200]);
      expect(csv.body.split('\r\n').length).toBeGreaterThanOrEqual(linhas + 1);
    }
  });

  it('the kardex runs the balance from the one before the period, per material or per lot, and ends at the position', async () => {
    const saldos = async (filtros: Record<string, string | number>) =>
      (await lista('relatorio-kardex', { centro_custo_id: c.e.centroCustoId, material_id: c.a.id, data_fim: hoje, ...filtros })).data.map(
        (l) => [l.tipo, l.entrada, l.saida, l.saldo],
      );
    expect(await saldos({ data_inicio: dia(-60) })).toEqual([
      ['Saldo anterior', null, null, 0],
      ['Entrada por nota fiscal', 10, null, 10],
      ['Entrada por nota fiscal', 4, null, 14],
      ['Saída', null, 3, 11],
      ['Saída', null, 2, 9],
      ['Estorno de entrada', null, 4, 5],
      ['Estorno de saída', 2, null, 7],
    ]);
    expect((await saldos({ data_inicio: dia(-30) })).map((l) => l[3])).toEqual([14, 11, 9, 5, 7]);
    expect(await saldos({ data_inicio: dia(-60), lote: 'a2' })).toEqual([
      ['Saldo anterior', null, null, 0],
      ['Entrada por nota fiscal', 4, null, 4],
      ['Estorno de entrada', null, 4, 0],
    ]);
    // a required filter missing: 422 on its field
    const sem = await ctx.app.inject({
      method: 'GET',
      url: `/api/almoxarifado/relatorio-kardex/list?data_inicio=${dia(-5)}&data_fim=${hoje}`,
      headers: c.e.headers,
    });
    expect(json(sem).errors).toMatchObject({
      centro_custo_id: ['O campo Estoque é obrigatório.'],
      material_id: ['O campo Material é obrigatório.'],
    });
  });

  it('the position at a past date is the engine’s, and today’s matches the balance table', async () => {
    const noRelatorio = async (data?: string) =>
      (await lista('relatorio-posicao-estoque', { centro_custo_id: c.e.centroCustoId, ...(data ? { data } : {}) })).data
        .map((l) => [l.material, l.lote, l.quantidade])
        .sort();
    const noMotor = (data?: string) =>
      emTenant(ctx.database, c.e.clienteId, async (tx) =>
        (await posicao(tx, c.e.centroCustoId, data)).map((l) => [l.material, l.lote, l.quantidade]).sort(),
      );
    const passado = dia(-30);
    expect(await noRelatorio(passado.split('-').reverse().join('/'))).toEqual(await noMotor(passado));
    expect(await noRelatorio(passado)).toEqual([
      [c.a.nome, 'A1', 10],
      [c.a.nome, 'A2', 4],
      [c.b.nome, 'B1', 5],
    ]);
    expect(await noRelatorio()).toEqual(await noMotor());
    const futura = await ctx.app.inject({
      method: 'GET',
      url: `/api/almoxarifado/relatorio-posicao-estoque/list?data=${dia(1)}`,
      headers: c.e.headers,
    });
    expect(futura.statusCode).toBe(422);
    // a clerk without the report's permission
    const recepcao = await ctx.login('recepcao');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/almoxarifado/relatorio-posicao-estoque/list', headers: recepcao.headers }))
        .statusCode,
    ).toBe(403);
  });
});
