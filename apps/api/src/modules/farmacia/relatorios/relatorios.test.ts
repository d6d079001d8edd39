import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hojeIso, RELATORIOS_FARMACIA, SetorTipo, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { entrar, estornar, retirar } from '../../estoque/index.js';

let ctx: TestContext;
let dir: string;
let headers: Record<string, string>;
const hoje = hojeIso();
const dia = (n: number) => somarDias(hoje, n);
/** The first day of the month `n` months after the one of `data`. */
const mes = (data: string, n: number) => {
  const [a, m] = data.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(a, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
};
const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/**
 * A pharmacy of its own lived for 40 days: a common medicine, a B1 controlled one and a CEAF one; two patients;
 * five dispensings (one before the period, one reversed, one a CEAF pickup), a write-off and a second entry of the
 * controlled medicine; four CEAF processes (authorised, in analysis, authorised but expired, refused long ago).
 * Every report is read over the period of the last 30 days, narrowed to this pharmacy.
 */
interface Cenario {
  centroCustoId: number;
  p1: { id: number; nome: string };
  p2: { id: number; nome: string };
  comum: string;
  controlado: string;
  ceaf: string;
  m0: string;
}
let c: Cenario;

async function montar(tx: Tx): Promise<Cenario> {
  const s = sufixo();
  const { rows: u } = await tx.execute(sql`select id from usuario where login = 'farmacia'`);
  const usuarioId = Number(u[0].id);
  const { rows: cc } = await tx.execute(sql`
    insert into centro_custo (infraestrutura_id, setor_id, nome)
    values ((select infraestrutura_id from centro_custo where nome = 'Dispensação de Medicamentos' order by id limit 1),
            (select id from setor where setor_tipo_id = ${SetorTipo.FARMACIA} order by id limit 1), ${`Farmácia de teste ${s}`})
    returning id`);
  const centroCustoId = Number(cc[0].id);
  const material = async (nome: string, lista: number | null) => {
    const n = `${nome} ${s}`;
    const { rows } = await tx.execute(sql`
      insert into material (nome, unidade_fornecimento_id, grupo_id, medicamento, lista_controle_id)
      values (${n}, 1, (select id from grupo order by id limit 1), true, ${lista}) returning id`);
    return { id: Number(rows[0].id), nome: n };
  };
  const comum = await material('LOSARTANA RELATORIO', null);
  const controlado = await material('CLONAZEPAM RELATORIO', 4);
  const ceaf = await material('ADALIMUMABE RELATORIO', null);
  const paciente = async (nome: string) => {
    const n = `${nome} ${s}`;
    const cns = `7${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`;
    const { rows } = await tx.execute(sql`insert into cidadao (nome, cns, telefone) values (${n}, ${cns}, '87999990000') returning id`);
    return { id: Number(rows[0].id), nome: n };
  };
  const p1 = await paciente('ANA RELATORIO');
  const p2 = await paciente('BRUNO RELATORIO');

  const est = { usuarioId };
  const entrada = (materialId: number, lote: string, quantidade: number, custo: string, data: string) =>
    entrar(tx, est, {
      tipo: 'entrada_inicial',
      centroCustoId,
      data,
      materialId,
      lote: { numero: `${lote}${s.slice(-4)}`, validade: dia(300) },
      quantidade,
      custoUnitario: custo,
    });
  await entrada(comum.id, 'LT', 100, '0.10', dia(-40));
  await entrada(controlado.id, 'CZA', 50, '0.20', dia(-40));
  await entrada(controlado.id, 'CZB', 20, '0.20', dia(-5));
  await entrada(ceaf.id, 'AD', 10, '100', dia(-40));

  const processo = async (p: {
    pacienteId: number;
    cid: string;
    status: number;
    solicitacao: string;
    inicio: string;
    fim: string;
    competencias?: [autorizada: number, dispensada: number][];
  }) => {
    const { rows } = await tx.execute(sql`
      insert into farmacia_processo_alto_custo (centro_custo_id, paciente_id, material_id, cid_codigo, medico_nome, data_solicitacao,
        validade_inicio, validade_fim, quantidade_mes1, quantidade_mes2, quantidade_mes3, status, numero_lme)
      values (${centroCustoId}, ${p.pacienteId}, ${ceaf.id}, ${p.cid}, 'DRA. REUMATO', ${p.solicitacao}, ${p.inicio}, ${p.fim}, 2, 2, 2,
              ${p.status}, ${`LME-${s}`}) returning id`);
    const id = Number(rows[0].id);
    for (const [i, [autorizada, dispensada]] of (p.competencias ?? []).entries())
      await tx.execute(sql`
        insert into farmacia_processo_alto_custo_competencia (processo_id, mes, competencia, quantidade_autorizada, quantidade_dispensada)
        values (${id}, ${i + 1}, ${mes(p.inicio, i)}, ${autorizada}, ${dispensada})`);
    return id;
  };
  // the month the period starts in: its competence is pending, the next one picked up, the third due only if already begun
  const m0 = mes(dia(-30), 0);
  const autorizado = await processo({
    pacienteId: p2.id,
    cid: 'M058',
    status: 2,
    solicitacao: dia(-45),
    inicio: m0,
    fim: somarDias(mes(m0, 3), -1),
    competencias: [
      [2, 0],
      [2, 2],
      [2, 0],
    ],
  });
  await processo({
    pacienteId: p1.id,
    cid: 'M058',
    status: 1,
    solicitacao: dia(-5),
    inicio: mes(hoje, 1),
    fim: somarDias(mes(hoje, 4), -1),
  });
  await processo({ pacienteId: p1.id, cid: 'F200', status: 2, solicitacao: dia(-120), inicio: dia(-90), fim: dia(-1) });
  await processo({ pacienteId: p2.id, cid: 'M058', status: 3, solicitacao: dia(-100), inicio: dia(-100), fim: dia(-40) });

  const dispensar = async (d: {
    pacienteId: number;
    data: string;
    itens: { materialId: number; quantidade: number; proxima?: string }[];
    receita?: { tipo: number; numero?: string };
    processoId?: number;
  }) => {
    const { rows } = await tx.execute(sql`
      insert into farmacia_dispensacao (centro_custo_id, paciente_id, data, usuario_id, processo_alto_custo_id)
      values (${centroCustoId}, ${d.pacienteId}, ${d.data}, ${usuarioId}, ${d.processoId ?? null}) returning id`);
    const id = Number(rows[0].id);
    let receitaId: number | null = null;
    if (d.receita) {
      const { rows: r } = await tx.execute(sql`
        insert into farmacia_dispensacao_receita (dispensacao_id, origem, tipo, numero_notificacao, prescritor_nome, prescritor_conselho, data_emissao)
        values (${id}, 'externa', ${d.receita.tipo}, ${d.receita.numero ?? null}, 'DR. TESTE', 'CRM 123', ${d.data}) returning id`);
      receitaId = Number(r[0].id);
    }
    const movimentos: number[] = [];
    for (const item of d.itens) {
      const { rows: it } = await tx.execute(sql`
        insert into farmacia_dispensacao_item (dispensacao_id, dispensacao_receita_id, material_id, quantidade, proxima_retirada)
        values (${id}, ${receitaId}, ${item.materialId}, ${item.quantidade}, ${item.proxima ?? null}) returning id`);
      const saidas = await retirar(tx, est, {
        tipo: 'dispensacao',
        centroCustoId,
        data: d.data,
        materialId: item.materialId,
        quantidade: item.quantidade,
        documento: { tipo: 'farmacia_dispensacao', id },
      });
      for (const m of saidas) {
        movimentos.push(m.movimentoId);
        await tx.execute(sql`
          insert into farmacia_dispensacao_lote (item_id, lote_id, quantidade, custo_unitario, movimento_id)
          values (${it[0].id}, ${m.loteId}, ${m.quantidade}, ${m.custoUnitario}, ${m.movimentoId})`);
      }
    }
    return { id, movimentos };
  };
  await dispensar({ pacienteId: p1.id, data: dia(-35), itens: [{ materialId: controlado.id, quantidade: 5 }], receita: { tipo: 3 } });
  await dispensar({
    pacienteId: p1.id,
    data: dia(-20),
    itens: [
      { materialId: comum.id, quantidade: 30, proxima: dia(10) },
      { materialId: controlado.id, quantidade: 10 },
    ],
    receita: { tipo: 3, numero: 'B123' },
  });
  await dispensar({ pacienteId: p1.id, data: dia(-10), itens: [{ materialId: comum.id, quantidade: 30 }], receita: { tipo: 1 } });
  const estornada = await dispensar({ pacienteId: p2.id, data: dia(-10), itens: [{ materialId: controlado.id, quantidade: 5 }] });
  for (const movimentoId of estornada.movimentos) await estornar(tx, est, { movimentoId, motivo: 'Receita vencida' });
  await tx.execute(sql`update farmacia_dispensacao set situacao = 2, motivo_estorno = 'Receita vencida', estornado_em = now(),
    estornado_por = ${usuarioId} where id = ${estornada.id}`);
  await dispensar({ pacienteId: p2.id, data: dia(-3), itens: [{ materialId: ceaf.id, quantidade: 2 }], processoId: autorizado });
  await retirar(tx, est, { tipo: 'baixa', centroCustoId, data: dia(-2), materialId: controlado.id, quantidade: 3, motivo: 'Quebra' });

  return { centroCustoId, p1, p2, comum: comum.nome, controlado: controlado.nome, ceaf: ceaf.nome, m0 };
}

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'relatorios-farmacia-'));
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  c = await withTenant(ctx.database.db, { clienteId: Number(rows[0].id) }, montar);
  headers = (await ctx.login('farmacia')).headers;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const periodo = () => ({ centro_custo_id: c.centroCustoId, data_inicio: dia(-30), data_fim: hoje });
const consulta = (filtros: Record<string, string | number>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(filtros).map(([k, v]) => [k, String(v)])));
const lista = async (relatorio: string, filtros: Record<string, string | number>) => {
  const r = await ctx.app.inject({
    method: 'GET',
    url: `/api/farmacia/${relatorio}/list?length=100&start=0&${consulta(filtros)}`,
    headers,
  });
  expect(r.statusCode, `${relatorio}: ${r.body}`).toBe(200);
  return json(r) as { data: Record<string, any>[]; totais?: Record<string, number> };
};

describe('farmacia reports', () => {
  it('every report lists its rows and totals over the period, narrowed to the pharmacy', async () => {
    // the third competence is due (pending) only once its month has begun
    const terceiraDevida = mes(c.m0, 2) <= hoje;
    const esperado: Record<string, [linhas: number, totais: Record<string, number>, extra?: Record<string, string | number>]> = {
      'relatorio-dispensacao-paciente': [3, { quantidade: 70 }, { paciente_id: c.p1.id }],
      'relatorio-dispensacao': [5, { quantidade: 77 }],
      'relatorio-paciente-atendido': [2, { dispensacoes: 3, itens: 4, quantidade: 72 }],
      'relatorio-movimentacao-psicotropico': [1, { entradas: 20, saidas: 10, perdas: 3, ajustes: 0 }],
      'relatorio-quantitativo-dispensacao': [3, { quantidade: 72, dispensacoes: 4, custo: 208 }],
      'relatorio-estorno-dispensacao': [1, { quantidade: 5 }],
      'relatorio-alto-custo-retirada-pendente': [terceiraDevida ? 2 : 1, { pendente: terceiraDevida ? 4 : 2 }],
      'relatorio-alto-custo-processo': [3, { autorizada: 18 }],
      'relatorio-atendimento-diario': [3, { dispensacoes: 3, pacientes: 3, itens: 4, quantidade: 72 }],
      'relatorio-alto-custo-dispensacao': [1, { quantidade: 2, custo: 200 }],
      'relatorio-alto-custo-processo-paciente': [3, { autorizada: 6, dispensada: 2 }],
      'relatorio-alto-custo-estatistico-cid': [2, { processos: 3, status1: 1, status2: 1, status3: 0, status4: 0, status5: 1 }],
    };
    expect(Object.keys(esperado).sort()).toEqual(RELATORIOS_FARMACIA.map((r) => r.relatorio).sort());
    for (const def of RELATORIOS_FARMACIA) {
      const [linhas, totais, extra] = esperado[def.relatorio];
      const r = await lista(def.relatorio, { ...periodo(), ...extra });
      expect([def.relatorio, r.data.length]).toEqual([def.relatorio, linhas]);
      expect([def.relatorio, r.totais]).toEqual([def.relatorio, expect.objectContaining(totais)]);
    }
  });

  it('the patient’s dispensings show lots, prescriber and next pickup; the controlled balance closes', async () => {
    const doPaciente = await lista('relatorio-dispensacao-paciente', { ...periodo(), paciente_id: c.p1.id, material_id: '' });
    const controlado = doPaciente.data.find((l) => l.medicamento === c.controlado);
    expect(controlado).toMatchObject({ data: dia(-20), quantidade: 10, prescritor: 'DR. TESTE (CRM 123)', situacao: 'Ativa' });
    expect(controlado?.lotes).toMatch(/^CZA\w+ × 10, val\. \d{2}\/\d{2}\/\d{4}$/);
    expect(doPaciente.data.find((l) => l.medicamento === c.comum && l.data === dia(-20))?.proxima_retirada).toBe(dia(10));

    const [psico] = (await lista('relatorio-movimentacao-psicotropico', periodo())).data;
    // 50 in, 5 dispensed before the period; then 20 in, 10 + 5 dispensed (5 reversed), 3 written off
    expect(psico).toMatchObject({ lista: 'B1', medicamento: c.controlado, saldo_anterior: 45, saldo_final: 52 });

    const ativas = await lista('relatorio-dispensacao', { ...periodo(), situacao: '1' });
    expect([ativas.data.length, ativas.totais?.quantidade]).toEqual([4, 72]);
    expect(ativas.data.find((l) => l.data === dia(-20))?.receita).toBe('Notificação de receita B (azul) nº B123');

    const [estorno] = (await lista('relatorio-estorno-dispensacao', periodo())).data;
    expect(estorno).toMatchObject({ paciente: c.p2.nome, motivo: 'Receita vencida', data: dia(-10) });
  });

  it('the CEAF reports read the effective status, a CID category and the pending competences', async () => {
    const vencidos = await lista('relatorio-alto-custo-processo', { ...periodo(), status: '5' });
    expect(vencidos.data.map((l) => [l.cid, l.status])).toEqual([['F20.0', 'Vencido']]);
    const artrite = await lista('relatorio-alto-custo-processo', { ...periodo(), cid: 'M05' });
    expect(artrite.data.map((l) => l.status).sort()).toEqual(['Autorizado', 'Em análise']);

    const porCid = (await lista('relatorio-alto-custo-estatistico-cid', periodo())).data;
    expect(porCid.find((l) => l.cid === 'M05.8')).toMatchObject({ processos: 2, pacientes: 2, status1: 1, status2: 1 });

    const pendentes = (await lista('relatorio-alto-custo-retirada-pendente', periodo())).data;
    expect(pendentes[0]).toMatchObject({
      competencia: c.m0.slice(0, 7).replace('-', '/'),
      telefones: '(87) 99999-0000',
      autorizada: 2,
      dispensada: 0,
      pendente: 2,
    });
    const doPaciente = (await lista('relatorio-alto-custo-processo-paciente', { ...periodo(), paciente_id: c.p2.id })).data;
    expect(doPaciente).toMatchObject([{ status: 'Autorizado', autorizada: 6, dispensada: 2, ultima_retirada: dia(-3) }]);
  });

  it('refuses a missing period, a caller without the report and prints the PDF with the filters named', async () => {
    const semPeriodo = await ctx.app.inject({
      method: 'GET',
      url: `/api/farmacia/relatorio-dispensacao/list?centro_custo_id=${c.centroCustoId}`,
      headers,
    });
    expect(semPeriodo.statusCode).toBe(422);
    expect(json(semPeriodo).errors).toEqual({
      data_inicio: ['O campo Data inicial é obrigatório.'],
      data_fim: ['O campo Data final é obrigatório.'],
    });
    const semPaciente = await ctx.app.inject({
      method: 'GET',
      url: `/api/farmacia/relatorio-dispensacao-paciente/list?${consulta(periodo())}`,
      headers,
    });
    expect(json(semPaciente).errors).toEqual({ paciente_id: ['O campo Paciente é obrigatório.'] });

    const recepcao = (await ctx.login('recepcao')).headers;
    for (const url of [`/api/farmacia/relatorio-dispensacao/list?${consulta(periodo())}`, '/api/farmacia/relatorio/paciente/autocomplete'])
      expect((await ctx.app.inject({ method: 'GET', url, headers: recepcao })).statusCode, url).toBe(403);

    // the patient picker offers the pharmacy's patients only
    const busca = async (termo: string) =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/farmacia/relatorio/paciente/autocomplete?search[value]=${encodeURIComponent(termo)}`,
          headers,
        }),
      ).data as { id: number; label: string }[];
    expect((await busca(c.p1.nome)).map((p) => p.id)).toEqual([c.p1.id]);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/farmacia/relatorio-dispensacao-paciente?${consulta({ ...periodo(), paciente_id: c.p1.id })}`,
      headers,
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const arquivo = join(dir, 'dispensacao-paciente.pdf');
    writeFileSync(arquivo, pdf.rawPayload);
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
    expect(texto).toContain('Dispensações por paciente');
    expect(texto).toContain(`Paciente: ${c.p1.nome}`);
    expect(texto).toContain('Farmácia: Farmácia de teste');
    expect(texto).toContain(c.controlado);
  });
});
