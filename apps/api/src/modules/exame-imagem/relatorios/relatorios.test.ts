import { RELATORIOS_EXAME_IMAGEM, RELATORIOS_EXAME_IMAGEM_NOMES, SITUACAO_EXAME_IMAGEM as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { type CenarioImagem, exameImagem, montarCenarioImagem, pacienteImagem } from '../fechamento/fechamento.fixtures.js';

let ctx: TestContext;
let headers: Record<string, string>;
let c: CenarioImagem;
let nomes: { radiologista: string; medico: string; unidade: string; p1: string; p2: string };
let inicio: string;
let fim: string;

/**
 * Last month at the scenario's unit: P1 rx1 liberado (day 5, from emergency care), P2 rx1 realizado (day 6), P2 us
 * cancelled (scheduled day 8, never done), P1 rx2 still scheduled (day 20, from paper). A quota of 3 exams / R$ 100
 * for the requesting doctor that month (all modalities).
 */
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.login('radiologista')).headers;
  const { rows } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  await withTenant(ctx.database.db, { clienteId: Number(rows[0]?.id) }, async (tx) => {
    c = await montarCenarioImagem(tx);
    const p1n = `PACIENTE REL IMG UM ${c.sufixo}`;
    const p2n = `PACIENTE REL IMG DOIS ${c.sufixo}`;
    const p1 = await pacienteImagem(tx, p1n);
    const p2 = await pacienteImagem(tx, p2n);
    await exameImagem(tx, c, {
      pacienteId: p1,
      procedimento: c.rx1,
      situacao: S.liberado,
      realizadoEm: c.diaDoMes(5),
      origem: 'pronto-atendimento',
    });
    await exameImagem(tx, c, {
      pacienteId: p2,
      procedimento: c.rx1,
      situacao: S.realizado,
      realizadoEm: c.diaDoMes(6),
      agendadoPara: `${c.competencia}-06`,
    });
    await exameImagem(tx, c, { pacienteId: p2, procedimento: c.us, situacao: S.cancelado, agendadoPara: `${c.competencia}-08` });
    await exameImagem(tx, c, { pacienteId: p1, procedimento: c.rx2, situacao: S.agendado, agendadoPara: `${c.competencia}-20` });
    await tx.execute(sql`insert into img_cota (competencia, profissional_solicitante_id, quantidade, valor_teto)
      values (${c.competencia}, ${c.profissionalId}, 3, 100)
      on conflict do nothing`);
    nomes = {
      radiologista: await lerNomeDoUsuario(tx, c.usuarioId),
      medico: await lerNomeDoUsuario(tx, c.profissionalId),
      unidade: `Imagem teste ${c.sufixo}`,
      p1: p1n,
      p2: p2n,
    };
  });
  inicio = `${c.competencia}-01`;
  fim = `${c.competencia}-28`;
}, 240_000);
afterAll(() => ctx.close());

const lista = async (rel: string, q: Record<string, string | number> = {}, h = headers) => {
  const qs = new URLSearchParams(
    Object.entries({ start: 0, length: 100, data_inicio: inicio, data_fim: fim, ...q }).map(([k, v]) => [k, String(v)]),
  );
  const res = await ctx.app.inject({ method: 'GET', url: `/api/exame-imagem/${rel}/list?${qs}`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as { data: Record<string, unknown>[]; totais?: Record<string, number> };
};

describe('exame-imagem reports', () => {
  it('declares the four reports of the spec, in the menu order', () => {
    expect(RELATORIOS_EXAME_IMAGEM.map((r) => r.relatorio)).toEqual(Object.keys(RELATORIOS_EXAME_IMAGEM_NOMES));
    expect(RELATORIOS_EXAME_IMAGEM[0]?.path).toBe('/exame-imagem/relatorio-producao/index');
  });

  it('relatorio-producao: the exams done, per equipment, procedure and who performed them', async () => {
    const r = await lista('relatorio-producao', { unidade_id: c.unidadeId });
    expect(r.data).toEqual([
      {
        equipamento: `Raio-X ${c.sufixo}`,
        modalidade: 'Radiografia (CR/DX)',
        procedimento: c.rx1.codigo,
        nome: c.rx1.nome,
        profissional: nomes.radiologista,
        quantidade: 2,
        valor: Math.round(2 * c.rx1.valor * 100) / 100,
      },
    ]);
    expect((await lista('relatorio-producao', { unidade_id: c.unidadeId, modalidade: 2 })).data).toEqual([]);
  });

  it('relatorio-exame-status: every exam of the period with its situation and origin; filters', async () => {
    const r = await lista('relatorio-exame-status', { unidade_id: c.unidadeId });
    expect(r.data).toHaveLength(4);
    expect(r.data.map((x) => [x.paciente, x.procedimento, x.situacao, x.origem])).toEqual(
      expect.arrayContaining([
        [nomes.p1, c.rx1.codigo, 'Liberado (laudo assinado)', 'Pronto atendimento'],
        [nomes.p2, c.us.codigo, 'Cancelado', 'Papel'],
        [nomes.p1, c.rx2.codigo, 'Agendado', 'Papel'],
      ]),
    );
    expect((await lista('relatorio-exame-status', { unidade_id: c.unidadeId, situacao: S.cancelado })).data).toHaveLength(1);
    expect((await lista('relatorio-exame-status', { unidade_id: c.unidadeId, origem: 'pronto-atendimento' })).data).toHaveLength(1);
  });

  it('relatorio-cota-profissional: the quota against the non-cancelled exams the doctor requested', async () => {
    const r = await lista('relatorio-cota-profissional', { profissional_id: c.profissionalId });
    const linha = r.data.find((x) => x.competencia === c.competencia && x.modalidade === 'Todas');
    const valor = Math.round((2 * c.rx1.valor + c.rx2.valor) * 100) / 100;
    expect(linha).toMatchObject({ profissional: nomes.medico, cota: 3, teto: 100, valor: expect.any(Number) });
    // the demo may hold other exams of this doctor: at least this scenario's three (not the cancelled one)
    expect(Number(linha?.usado)).toBeGreaterThanOrEqual(3);
    expect(Number(linha?.valor)).toBeGreaterThanOrEqual(valor);
    expect(linha?.saldo).toBe(3 - Number(linha?.usado));
  });

  it('relatorio-financeiro-exame: quantity × SIGTAP value per competence, unit and procedure', async () => {
    const r = await lista('relatorio-financeiro-exame', { unidade_id: c.unidadeId });
    expect(r.data).toEqual([
      {
        competencia: c.competencia,
        unidade: nomes.unidade,
        procedimento: c.rx1.codigo,
        nome: c.rx1.nome,
        quantidade: 2,
        valor_unitario: c.rx1.valor,
        total: Math.round(2 * c.rx1.valor * 100) / 100,
        fechado: 'Não',
      },
    ]);
  });

  it('needs the permission; autocompletes; prints', async () => {
    const agenda = (await ctx.login('agenda')).headers;
    for (const r of RELATORIOS_EXAME_IMAGEM) {
      const negado = await ctx.app.inject({ method: 'GET', url: `${r.listPath}?data_inicio=${inicio}&data_fim=${fim}`, headers: agenda });
      expect(negado.statusCode, r.relatorio).toBe(403);
    }
    const auto = await ctx.app.inject({
      method: 'GET',
      url: `/api/exame-imagem/relatorio/unidade/autocomplete?search[value]=${encodeURIComponent(`Imagem teste ${c.sufixo}`)}`,
      headers,
    });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(json(auto).data).toContainEqual({ id: c.unidadeId, label: nomes.unidade });
    const semPerm = await ctx.app.inject({ method: 'GET', url: '/api/exame-imagem/relatorio/unidade/autocomplete', headers: agenda });
    expect(semPerm.statusCode).toBe(403);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/exame-imagem/relatorio-producao?data_inicio=${inicio}&data_fim=${fim}&unidade_id=${c.unidadeId}`,
      headers,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
