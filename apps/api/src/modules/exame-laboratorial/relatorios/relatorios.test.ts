import { hojeIso, RELATORIOS_EXAME_LABORATORIAL, RELATORIOS_EXAME_LABORATORIAL_NOMES, SITUACAO_EXAME_LAB as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { agendarLab, type CenarioLab, montarCenarioLab, pacienteLab } from '../importar-laudo/importar-laudo.fixtures.js';

let ctx: TestContext;
let headers: Record<string, string>;
let c: CenarioLab;
const hoje = hojeIso();
const competencia = hoje.slice(0, 7);

/**
 * A laboratory of its own (the scenario of importar-laudo's fixture) with two patients scheduled today:
 *   A (p1): glicose — result imported (120 mg/dL, above the range), its sample collected;
 *           sorologia — cancelled ("Pedido duplicado")
 *   B (p2): glicose — sample not collected ("Paciente não compareceu"); sorologia — collected, performed by the
 *           municipal laboratory itself (no support laboratory)
 * and a quota of 10 exams / R$ 100,00 for the unit this month. Glicose is worth R$ 10,50, sorologia R$ 7,25.
 */
let nomes: { p1Id: number; p1: string; p2: string; usuario: string; unidade: string; numeroA: string; numeroB: string };

async function montar(tx: Tx) {
  c = await montarCenarioLab(tx);
  const p1n = `PACIENTE REL UM ${c.sufixo}`;
  const p2n = `PACIENTE REL DOIS ${c.sufixo}`;
  const p1 = await pacienteLab(tx, p1n, 0);
  const p2 = await pacienteLab(tx, p2n, 1);
  const glicose = { exameId: c.exameNum.id, procedimento: c.exameNum.procedimento, valor: '10.50' };
  const soro = { exameId: c.exameLista.id, procedimento: c.exameLista.procedimento, valor: '7.25' };
  const a = await agendarLab(tx, c, p1, [
    { ...glicose, situacao: S.resultadoLancado },
    { ...soro, situacao: S.cancelado },
  ]);
  const b = await agendarLab(tx, c, p2, [
    { ...glicose, situacao: S.amostraNaoColetada },
    { ...soro, situacao: S.coletado, executorId: null },
  ]);
  await tx.execute(sql`update lab_agendamento_exame set motivo_cancelamento = 'Pedido duplicado', cancelado_por = ${c.usuarioId},
    cancelado_em = now() where id = ${a.aeIds[1]}`);
  const amostra = async (labAgendamentoId: number, situacao: number, motivo: string | null) =>
    Number(
      (
        await tx.execute(sql`insert into lab_amostra (lab_agendamento_id, material_biologico, recipiente, situacao, coletada_em, coletada_por,
          unidade_coleta_id, motivo_nao_coleta)
        values (${labAgendamentoId}, 2, 'Tubo amarelo', ${situacao}, ${situacao === 2 ? sql`now()` : null}, ${situacao === 2 ? c.usuarioId : null},
          ${c.unidadeId}, ${motivo}) returning id`)
      ).rows[0]?.id,
    );
  const amA = await amostra(a.labAgendamentoId, 2, null);
  const amB = await amostra(b.labAgendamentoId, 3, 'Paciente não compareceu');
  await tx.execute(sql`update lab_agendamento_exame set amostra_id = ${amA} where id = ${a.aeIds[0]}`);
  await tx.execute(sql`update lab_agendamento_exame set amostra_id = ${amB} where id = ${b.aeIds[0]}`);
  const imp = Number(
    (
      await tx.execute(sql`insert into lab_importacao (laboratorio_id, formato, arquivo_nome, total, importados, usuario_id)
      values (${c.apoioId}, 'hl7', 'r.hl7', 1, 1, ${c.usuarioId}) returning id`)
    ).rows[0]?.id,
  );
  const res = Number(
    (
      await tx.execute(sql`insert into lab_resultado (agendamento_exame_id, paciente_id, exame_id, origem, importacao_id, lancado_por)
      values (${a.aeIds[0]}, ${p1}, ${c.exameNum.id}, 2, ${imp}, ${c.usuarioId}) returning id`)
    ).rows[0]?.id,
  );
  await tx.execute(sql`insert into lab_resultado_valor (resultado_id, campo_id, valor_numero, faixa)
    select ${res}, id, 120, 1 from lab_exame_campo where codigo = ${c.exameNum.campos.num}`);
  await tx.execute(sql`insert into lab_cota (laboratorio_id, unidade_solicitante_id, competencia, quantidade, valor_teto)
    values (${c.municipalId}, ${c.unidadeId}, ${competencia}, 10, 100)`);
  const usuario = await lerNomeDoUsuario(tx, c.usuarioId);
  const unidade = String((await tx.execute(sql`select nome_fantasia from unidade where id = ${c.unidadeId}`)).rows[0]?.nome_fantasia);
  nomes = { p1Id: p1, p1: p1n, p2: p2n, usuario, unidade, numeroA: String(a.numero), numeroB: String(b.numero) };
}

const lista = async (rel: string, q: Record<string, string | number> = {}, h = headers) => {
  const qs = new URLSearchParams(
    Object.entries({ start: 0, length: 100, data_inicio: hoje, data_fim: hoje, laboratorio_id: c.municipalId, ...q }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  const res = await ctx.app.inject({ method: 'GET', url: `/api/exame-laboratorial/${rel}/list?${qs}`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as { data: Record<string, unknown>[]; totais?: Record<string, number> };
};

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('laboratorio')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  await withTenant(ctx.database.db, { clienteId: Number(rows[0]?.id) }, montar);
});
afterAll(() => ctx.close());

describe('exame-laboratorial reports', () => {
  it('declares the twelve reports of the spec, in the menu order, each with its permission', () => {
    expect(RELATORIOS_EXAME_LABORATORIAL.map((r) => r.relatorio)).toEqual(Object.keys(RELATORIOS_EXAME_LABORATORIAL_NOMES));
    expect(RELATORIOS_EXAME_LABORATORIAL.map((r) => r.path)[0]).toBe('/exame-laboratorial/relatorio-exame-bloqueado/index');
  });

  it('relatorio-exame-bloqueado: the cancelled exam and the sample not collected, with their reasons', async () => {
    const r = await lista('relatorio-exame-bloqueado');
    expect(r.data).toHaveLength(2);
    expect(r.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          numero: nomes.numeroA,
          paciente: nomes.p1,
          exame: c.exameLista.nome,
          situacao: 'Cancelado',
          motivo: `Pedido duplicado — cancelado por ${nomes.usuario}`,
          laboratorio: `Lab municipal ${c.sufixo}`,
          data: hoje,
        }),
        expect.objectContaining({
          numero: nomes.numeroB,
          exame: c.exameNum.nome,
          situacao: 'Amostra não coletada',
          motivo: 'Paciente não compareceu',
        }),
      ]),
    );
    expect((await lista('relatorio-exame-bloqueado', { situacao: 7 })).data).toHaveLength(1);
  });

  it('relatorio-paciente-atendido: one scheduling and one performed exam each', async () => {
    const r = await lista('relatorio-paciente-atendido');
    expect(r.data.map((x) => [x.paciente, x.atendimentos, x.exames, x.ultimo, x.unidade])).toEqual([
      [nomes.p2, 1, 1, hoje, nomes.unidade],
      [nomes.p1, 1, 1, hoje, nomes.unidade],
    ]);
  });

  it('relatorio-cota-consumo: quota against the booked (not cancelled) exams, in quantity and money', async () => {
    const r = await lista('relatorio-cota-consumo');
    expect(r.data).toEqual([
      {
        competencia,
        unidade: nomes.unidade,
        laboratorio: `Lab municipal ${c.sufixo}`,
        cota: 10,
        quantidade: 3,
        saldo: 7,
        teto: 100,
        valor: 28.25,
        saldo_valor: 71.75,
      },
    ]);
  });

  it('exame-solicitado-status: one column per status', async () => {
    const r = await lista('exame-solicitado-status');
    const porExame = Object.fromEntries(r.data.map((x) => [x.exame, x]));
    expect(porExame[c.exameNum.nome]).toMatchObject({ lancado: 1, nao_coletado: 1, cancelado: 0, total: 2 });
    expect(porExame[c.exameLista.nome]).toMatchObject({ coletado: 1, cancelado: 1, total: 2, procedimento: c.exameLista.procedimento });
    expect(r.totais?.total).toBe(4);
  });

  it('exame-producao and relatorio-quantitativo-producao: the imported result, by sector', async () => {
    const r = await lista('exame-producao');
    expect(r.data).toEqual([
      {
        data: hoje,
        numero: nomes.numeroA,
        paciente: nomes.p1,
        exame: c.exameNum.nome,
        setor: 'Bioquímica',
        executor: `Lab apoio ${c.sufixo}`,
        origem: 'Importado',
        situacao: 'Resultado lançado',
      },
    ]);
    expect((await lista('exame-producao', { setor: 2 })).data).toEqual([]);
    const q = await lista('relatorio-quantitativo-producao');
    expect(q.data).toEqual([{ setor: 'Bioquímica', exame: c.exameNum.nome, quantidade: 1, importados: 1 }]);
  });

  it('relatorio-financeiro-paciente and relatorio-financeiro-exame: SIGTAP value × performed exams', async () => {
    const p = await lista('relatorio-financeiro-paciente');
    expect(p.data.map((x) => [x.paciente, x.exames, x.valor])).toEqual([
      [nomes.p2, 1, 7.25],
      [nomes.p1, 1, 10.5],
    ]);
    expect(p.totais?.valor).toBe(17.75);
    const e = await lista('relatorio-financeiro-exame');
    expect(e.data).toEqual([
      { procedimento: c.exameNum.procedimento, exame: c.exameNum.nome, quantidade: 1, valor_unitario: 10.5, total: 10.5 },
      { procedimento: c.exameLista.procedimento, exame: c.exameLista.nome, quantidade: 1, valor_unitario: 7.25, total: 7.25 },
    ]);
  });

  it('relatorio-coleta-realizada: the collected sample with its exams and collector', async () => {
    const r = await lista('relatorio-coleta-realizada');
    expect(r.data).toEqual([
      expect.objectContaining({
        numero: nomes.numeroA,
        paciente: nomes.p1,
        material: 'Soro',
        recipiente: 'Tubo amarelo',
        exames: `G${c.sufixo}`,
        coletador: nomes.usuario,
        local: nomes.unidade,
      }),
    ]);
  });

  it('relatorio-historico-paciente: the patient exams with the live result values; the patient is required', async () => {
    const pacienteId = nomes.p1Id;
    const r = await lista('relatorio-historico-paciente', { paciente_id: pacienteId, laboratorio_id: '', data_inicio: '', data_fim: '' });
    expect(r.data.map((x) => [x.exame, x.situacao, x.resultado])).toEqual(
      expect.arrayContaining([
        [c.exameNum.nome, 'Resultado lançado', 'Glicose: 120 mg/dL ↑'],
        [c.exameLista.nome, 'Cancelado', null],
      ]),
    );
    expect(r.data).toHaveLength(2);
    const sem = await ctx.app.inject({ method: 'GET', url: '/api/exame-laboratorial/relatorio-historico-paciente/list', headers });
    expect(sem.statusCode).toBe(422);
    expect(json(sem).errors.paciente_id).toEqual(['O campo Paciente é obrigatório.']);
  });

  it('relatorio-quantitativo-exame-solicitado: valid and cancelled apart, per unit and exam', async () => {
    const r = await lista('relatorio-quantitativo-exame-solicitado');
    expect(r.data.map((x) => [x.unidade, x.exame, x.solicitados, x.cancelados])).toEqual([
      [nomes.unidade, c.exameNum.nome, 2, 0],
      [nomes.unidade, c.exameLista.nome, 1, 1],
    ]);
  });

  it('relatorio-exame-laboratorio-apoio: the exams sent out, with the return of the imported one', async () => {
    const r = await lista('relatorio-exame-laboratorio-apoio', { laboratorio_id: '', apoio_id: c.apoioId });
    expect(r.data).toHaveLength(3);
    const devolvido = r.data.find((x) => x.numero === nomes.numeroA && x.exame === c.exameNum.nome);
    expect(devolvido).toMatchObject({ codigo: c.exameNum.codigoInterface, situacao: 'Resultado lançado', apoio: `Lab apoio ${c.sufixo}` });
    expect(devolvido?.retorno_em).toEqual(expect.any(String));
    const semCodigo = r.data.find((x) => x.exame === c.exameLista.nome);
    expect(semCodigo?.codigo).toBe(c.exameLista.procedimento);
  });

  it('needs the period and the permission; prints and exports', async () => {
    const sem = await ctx.app.inject({ method: 'GET', url: '/api/exame-laboratorial/exame-producao/list', headers });
    expect(sem.statusCode).toBe(422);
    const medico = (await ctx.login('medico')).headers;
    const negado = await ctx.app.inject({
      method: 'GET',
      url: `/api/exame-laboratorial/exame-producao/list?data_inicio=${hoje}&data_fim=${hoje}`,
      headers: medico,
    });
    expect(negado.statusCode).toBe(403);
    const auto = await ctx.app.inject({
      method: 'GET',
      url: '/api/exame-laboratorial/relatorio/laboratorio/autocomplete?search[value]=apoio',
      headers,
    });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(json(auto).data).toContainEqual({ id: c.apoioId, label: `Lab apoio ${c.sufixo} (apoio)` });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/exame-laboratorial/relatorio-cota-consumo?data_inicio=${hoje}&data_fim=${hoje}&laboratorio_id=${c.municipalId}`,
      headers,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/exame-laboratorial/relatorio-financeiro-exame?formato=csv&data_inicio=${hoje}&data_fim=${hoje}&laboratorio_id=${c.municipalId}`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(c.exameNum.nome);
  });
});
