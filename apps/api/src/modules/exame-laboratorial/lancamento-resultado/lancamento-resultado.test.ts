import { FAIXA_RESULTADO, MENSAGENS_RESULTADO_LAB as M, SITUACAO_EXAME_LAB, SITUACAO_RESULTADO_LAB } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { seedResultadosLaboratorioDemo } from './lancamento-resultado.demo.js';
import { agendamentoColetado, camposPorCodigo, clienteDemo, emTenant } from './lancamento-resultado.fixtures.js';

const BASE = '/api/exame-laboratorial/lancamento-resultado';
let ctx: TestContext;
let laboratorio: Record<string, string>;
let campos: Record<string, number>;

const lipidograma = ['Colesterol total', 'Colesterol HDL', 'Triglicerídeos', 'Colesterol LDL'];

async function situacoes(ids: number[]) {
  return emTenant(ctx.database, await clienteDemo(ctx.database), async (tx) => {
    const { rows } = await tx.execute(sql`
      select ae.id, ae.situacao, r.id as resultado_id from lab_agendamento_exame ae
        left join lab_resultado r on r.agendamento_exame_id = ae.id and r.situacao <> 3
       where ae.id in (${sql.join(
         ids.map((i) => sql`${i}`),
         sql`, `,
       )}) order by ae.id`);
    return rows.map((r) => ({ situacao: Number(r.situacao), resultadoId: r.resultado_id == null ? null : Number(r.resultado_id) }));
  });
}

const salvar = (id: number, payload: object, headers = laboratorio) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/${id}`, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  laboratorio = (await ctx.login('laboratorio')).headers;
  campos = await camposPorCodigo(ctx, ['CT', 'HDL', 'TG', 'LDL', 'HB', 'GLI']);
});
afterAll(() => ctx.close());

describe('lancamento-resultado', () => {
  it('lists the collected scheduling, finds it by its number and shows every exam with fields, ranges and the formula', async () => {
    const ag = await agendamentoColetado(ctx, { exames: lipidograma, sexoId: 1 });
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/datatable?draw=1&start=0&length=10&search[value]=${ag.numero}`,
        headers: laboratorio,
      }),
    );
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({ id: ag.labAgendamentoId, numero: ag.numero, quantidade: 4 });
    const busca = await ctx.app.inject({ method: 'GET', url: `${BASE}/numero/${ag.numero}`, headers: laboratorio });
    expect(json(busca).data.id).toBe(ag.labAgendamentoId);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/numero/1`, headers: laboratorio })).statusCode).toBe(404);

    const tela = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${ag.labAgendamentoId}`, headers: laboratorio })).data;
    expect(tela.paciente.sexo).toBe('F');
    expect(tela.exames).toHaveLength(4);
    const ldl = tela.exames.find((e: { nome: string }) => e.nome === 'Colesterol LDL');
    expect(ldl.campos[0]).toMatchObject({ codigo: 'LDL', formula: 'CT - HDL - TG / 5', unidade_medida: 'mg/dL' });
    expect(ldl.campos[0].faixa.texto).toContain('130');
  });

  it('saves in one transaction: the formula recomputed on the server over the other exams, classified, exam situacao 4', async () => {
    const ag = await agendamentoColetado(ctx, { exames: lipidograma });
    const ae = (n: string) => ag.exames.get(n) as number;
    const res = await salvar(ag.labAgendamentoId, {
      exames: [
        { agendamento_exame_id: ae('Colesterol total'), valores: [{ campo_id: campos.CT, valor: '220' }] },
        { agendamento_exame_id: ae('Colesterol HDL'), valores: [{ campo_id: campos.HDL, valor: '35' }] },
        { agendamento_exame_id: ae('Triglicerídeos'), valores: [{ campo_id: campos.TG, valor: '150' }] },
        // the bench typed 999: the server's value is the formula's
        { agendamento_exame_id: ae('Colesterol LDL'), valores: [{ campo_id: campos.LDL, valor: '999' }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const tela = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${ag.labAgendamentoId}`, headers: laboratorio })).data;
    const valor = (nome: string) => tela.exames.find((e: { nome: string }) => e.nome === nome).valores[0];
    expect(valor('Colesterol LDL')).toMatchObject({ valor_numero: 155, faixa: FAIXA_RESULTADO.acima, critico: false });
    expect(valor('Colesterol HDL')).toMatchObject({ valor_numero: 35, faixa: FAIXA_RESULTADO.abaixo });
    expect(valor('Triglicerídeos')).toMatchObject({ faixa: FAIXA_RESULTADO.acima });
    const s = await situacoes([...ag.exames.values()]);
    expect(s.every((x) => x.situacao === SITUACAO_EXAME_LAB.resultadoLancado && x.resultadoId)).toBe(true);

    // editing before signing replaces the values (same result row); LDL follows the new HDL
    const antes = s.map((x) => x.resultadoId);
    const edicao = await salvar(ag.labAgendamentoId, {
      exames: [{ agendamento_exame_id: ae('Colesterol HDL'), valores: [{ campo_id: campos.HDL, valor: '45' }] }],
    });
    expect(edicao.statusCode, edicao.body).toBe(200);
    const ldlDeNovo = await salvar(ag.labAgendamentoId, {
      exames: [{ agendamento_exame_id: ae('Colesterol LDL'), valores: [] }],
    });
    expect(ldlDeNovo.statusCode, ldlDeNovo.body).toBe(200);
    const depois = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${ag.labAgendamentoId}`, headers: laboratorio })).data;
    const ldl = depois.exames.find((e: { nome: string }) => e.nome === 'Colesterol LDL');
    expect(ldl.valores[0].valor_numero).toBe(145);
    expect((await situacoes([...ag.exames.values()])).map((x) => x.resultadoId)).toEqual(antes);
  });

  it('refuses bad input with pt-BR messages on the fields and writes nothing; a critical value needs confirmation', async () => {
    const ag = await agendamentoColetado(ctx, { exames: ['Glicose (glicemia de jejum)', 'Colesterol LDL'] });
    const gli = ag.exames.get('Glicose (glicemia de jejum)') as number;
    const ldl = ag.exames.get('Colesterol LDL') as number;
    const ruim = await salvar(ag.labAgendamentoId, {
      exames: [
        { agendamento_exame_id: gli, valores: [{ campo_id: campos.GLI, valor: 'abc' }] },
        // LDL alone: CT, HDL and TG are not in this scheduling, nothing typed → cannot be computed
        { agendamento_exame_id: ldl, valores: [] },
      ],
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors[`valores.${gli}.${campos.GLI}`]).toEqual([M.numeroInvalido]);
    expect(json(ruim).errors[`valores.${ldl}.${campos.LDL}`][0]).toContain('Não foi possível calcular');

    const critico = { exames: [{ agendamento_exame_id: gli, valores: [{ campo_id: campos.GLI, valor: '35' }] }] };
    const semConfirmar = await salvar(ag.labAgendamentoId, critico);
    expect(semConfirmar.statusCode).toBe(422);
    expect(json(semConfirmar).errors[`valores.${gli}.${campos.GLI}`]).toEqual([M.criticoSemConfirmacao]);
    expect((await situacoes([gli]))[0]).toEqual({ situacao: SITUACAO_EXAME_LAB.coletado, resultadoId: null });

    const confirmado = await salvar(ag.labAgendamentoId, { ...critico, confirmar_critico: true });
    expect(confirmado.statusCode, confirmado.body).toBe(200);
    expect(json(confirmado).data.criticos).toBe(1);
    const tela = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${ag.labAgendamentoId}`, headers: laboratorio })).data;
    const glicose = tela.exames.find((e: { agendamento_exame_id: number }) => e.agendamento_exame_id === gli);
    expect(glicose.valores[0]).toMatchObject({ valor_numero: 35, faixa: FAIXA_RESULTADO.abaixo, critico: true });

    // an exam of another scheduling is not this one's
    const outro = await salvar(ag.labAgendamentoId, { exames: [{ agendamento_exame_id: 999999999, valores: [] }] });
    expect(outro.statusCode).toBe(422);
  });

  it("shows the patient's earlier results of the same exam (the chart) and checks permissions", async () => {
    const primeiro = await agendamentoColetado(ctx, { exames: ['Glicose (glicemia de jejum)'], data: '2026-01-05' });
    const gli1 = primeiro.exames.get('Glicose (glicemia de jejum)') as number;
    expect(
      (
        await salvar(primeiro.labAgendamentoId, {
          exames: [{ agendamento_exame_id: gli1, valores: [{ campo_id: campos.GLI, valor: 110 }] }],
        })
      ).statusCode,
    ).toBe(200);
    const segundo = await agendamentoColetado(ctx, {
      exames: ['Glicose (glicemia de jejum)'],
      data: '2026-02-05',
      pacienteId: primeiro.pacienteId,
    });
    const tela = json(
      await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${segundo.labAgendamentoId}`, headers: laboratorio }),
    ).data;
    expect(tela.exames[0].historico).toEqual([{ campo_id: campos.GLI, pontos: [{ data: '2026-01-05', valor: 110 }] }]);

    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${segundo.labAgendamentoId}`, headers: recepcao })).statusCode).toBe(
      403,
    );
    expect((await salvar(segundo.labAgendamentoId, { exames: [] }, recepcao)).statusCode).toBe(403);
    expect(SITUACAO_RESULTADO_LAB.lancado).toBe(1);
  });

  it('the demo enters plausible results (formulas computed, one critical) and the biochemist signs them for real', async () => {
    const ag = await agendamentoColetado(ctx, { exames: [...lipidograma, 'Glicose (glicemia de jejum)', 'Hemograma completo'] });
    const clienteId = await clienteDemo(ctx.database);
    const r = await emTenant(ctx.database, clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`select login, id from usuario where login in ('laboratorio', 'bioquimico')`);
      const usuarios = new Map(rows.map((u) => [String(u.login), Number(u.id)]));
      const demo = { clienteId, usuarios, cifra: ctx.app.deps.cifra } as unknown as SeedContexto;
      return seedResultadosLaboratorioDemo(tx, demo, { labAgendamentoIds: [ag.labAgendamentoId] });
    });
    expect(r).toEqual({ resultados: 6, criticos: 1, assinados: 6 });
    const tela = json(await ctx.app.inject({ method: 'GET', url: `${BASE}/create/${ag.labAgendamentoId}`, headers: laboratorio })).data;
    const v = (codigo: string) =>
      tela.exames
        .flatMap((e: { valores: { campo_id: number; valor_numero: number }[] }) => e.valores)
        .find((x: { campo_id: number }) => x.campo_id === campos[codigo])?.valor_numero as number;
    expect(v('LDL')).toBe(Math.round(v('CT') - v('HDL') - v('TG') / 5));
    expect(tela.exames.every((e: { resultado_situacao: number }) => e.resultado_situacao === SITUACAO_RESULTADO_LAB.assinado)).toBe(true);
    expect(tela.exames[0].assinado_por).toBe('Rodrigo Almeida Cavalcanti');
    // the stored copy is the PAdES one, whose verification code the public page finds
    const assinaturas = await emTenant(ctx.database, clienteId, (tx) =>
      tx.execute(sql`
        select d.codigo from lab_resultado r join assinatura_documento d on d.pdf_assinado_sha256 = encode(sha256(r.pdf_assinado), 'hex')
         where r.id in (${sql.join(
           tela.exames.map((e: { resultado_id: number }) => sql`${e.resultado_id}`),
           sql`, `,
         )})`),
    );
    expect(assinaturas.rows).toHaveLength(6);
  });
});
