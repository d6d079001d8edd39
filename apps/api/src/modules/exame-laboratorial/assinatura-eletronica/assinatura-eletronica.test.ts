import { MENSAGENS_RESULTADO_LAB as M, SITUACAO_EXAME_LAB, SITUACAO_RESULTADO_LAB } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { carregarPdf } from '../../../lib/signature/assinar-pdf.js';
import { agendamentoColetado, camposPorCodigo, clienteDemo, emTenant } from '../lancamento-resultado/lancamento-resultado.fixtures.js';

const LAB = '/api/exame-laboratorial';
let ctx: TestContext;
let laboratorio: Record<string, string>;
let bioquimico: Record<string, string>;
let campos: Record<string, number>;

async function linha(resultadoId: number) {
  return emTenant(ctx.database, await clienteDemo(ctx.database), async (tx) => {
    const { rows } = await tx.execute(sql`
      select r.situacao, r.assinado_por, r.pdf_assinado is not null as tem_pdf, r.impresso_em, r.entregue_para, r.motivo_cancelamento,
             ae.situacao as situacao_exame
        from lab_resultado r join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id where r.id = ${resultadoId}`);
    return rows[0] as Record<string, unknown>;
  });
}

/** The signing flow of the web: the result's PDF → rest-pki start/finish with the biochemist's A1 → store. */
async function assinar(resultadoId: number, headers = bioquimico) {
  const pdf = await ctx.app.inject({ method: 'GET', url: `${LAB}/assinatura-eletronica/pdf/${resultadoId}`, headers });
  expect(pdf.statusCode, pdf.body).toBe(200);
  const certs = json(await ctx.app.inject({ method: 'GET', url: '/api/rest-pki/certificados', headers })).data;
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/rest-pki/start',
    headers,
    payload: { base64: pdf.rawPayload.toString('base64'), thumbprint: certs[0].thumbprint, nome_arquivo: 'resultado.pdf' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const fim = await ctx.app.inject({ method: 'POST', url: '/api/rest-pki/finish', headers, payload: { token: json(start).data.token } });
  expect(fim.statusCode, fim.body).toBe(200);
  return json(fim).data as string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  laboratorio = (await ctx.login('laboratorio')).headers;
  bioquimico = (await ctx.login('bioquimico')).headers;
  campos = await camposPorCodigo(ctx, ['GLI', 'CREA']);
});
afterAll(() => ctx.close());

describe('assinatura, impressão, entrega e cancelamento de resultados', () => {
  it('signs (PAdES) several results, prints only signed ones as final, records the print, delivers and cancels', async () => {
    const ag = await agendamentoColetado(ctx, { exames: ['Glicose (glicemia de jejum)', 'Creatinina'] });
    const gli = ag.exames.get('Glicose (glicemia de jejum)') as number;
    const crea = ag.exames.get('Creatinina') as number;
    const salvo = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/lancamento-resultado/${ag.labAgendamentoId}`,
      headers: laboratorio,
      payload: {
        exames: [
          { agendamento_exame_id: gli, valores: [{ campo_id: campos.GLI, valor: '92' }] },
          { agendamento_exame_id: crea, valores: [{ campo_id: campos.CREA, valor: '1,45' }] },
        ],
      },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const ids = (json(salvo).data.resultados as { resultado_id: number }[]).map((r) => r.resultado_id);

    // awaiting signature, filtered by who entered them
    const { sessao } = await ctx.login('laboratorio');
    const pendentes = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${LAB}/assinatura-eletronica/datatable?draw=1&start=0&length=50&profissional_id=${sessao.usuario?.id ?? ''}&search[value]=${ag.numero}`,
        headers: bioquimico,
      }),
    );
    expect(pendentes.data.map((d: { id: number }) => d.id).sort()).toEqual([...ids].sort());
    // the technician cannot sign
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${LAB}/assinatura-eletronica/pdf/${ids[0]}`, headers: laboratorio })).statusCode,
    ).toBe(403);

    // not signed: no final print
    const cedo = await ctx.app.inject({
      method: 'GET',
      url: `${LAB}/impressao-exame/pdf?resultado_ids=${ids.join(',')}`,
      headers: laboratorio,
    });
    expect(cedo.statusCode).toBe(422);
    expect(json(cedo).message).toBe(M.naoAssinado);
    // nor delivery
    const entregaCedo = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/entrega-exame`,
      headers: laboratorio,
      payload: { resultado_ids: ids, entregue_para: 'Maria da Silva' },
    });
    expect(entregaCedo.statusCode).toBe(422);

    // a copy signed for one result is refused for the other
    const assinado0 = await assinar(ids[0] as number);
    const trocado = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/assinatura-eletronica/store/${ids[1]}`,
      headers: bioquimico,
      payload: { arquivo: assinado0 },
    });
    expect(trocado.statusCode).toBe(422);
    expect(json(trocado).errors.arquivo).toEqual([M.outroDocumento]);
    // a PDF nobody signed here is refused
    const falso = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/assinatura-eletronica/store/${ids[1]}`,
      headers: bioquimico,
      payload: { arquivo: Buffer.from('%PDF-1.7 falso').toString('base64') },
    });
    expect(falso.statusCode).toBe(422);

    for (const [i, id] of ids.entries()) {
      const arquivo = i === 0 ? assinado0 : await assinar(id);
      const store = await ctx.app.inject({
        method: 'POST',
        url: `${LAB}/assinatura-eletronica/store/${id}`,
        headers: bioquimico,
        payload: { arquivo },
      });
      expect(store.statusCode, store.body).toBe(200);
      expect(json(store).data.codigo).toMatch(/^[0-9A-Z]{12}$/);
    }
    const r0 = await linha(ids[0] as number);
    expect(r0).toMatchObject({ situacao: SITUACAO_RESULTADO_LAB.assinado, tem_pdf: true, situacao_exame: SITUACAO_EXAME_LAB.liberado });
    // signed once: a second signature is refused
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${LAB}/assinatura-eletronica/pdf/${ids[0]}`, headers: bioquimico })).statusCode,
    ).toBe(422);

    // the results of the scheduling by its number, then the final print (recorded) and the signed copy
    const emitidos = json(
      await ctx.app.inject({ method: 'GET', url: `${LAB}/impressao-exame/resultados?numero=${ag.numero}`, headers: laboratorio }),
    );
    expect(emitidos.data).toHaveLength(2);
    const impresso = await ctx.app.inject({
      method: 'GET',
      url: `${LAB}/impressao-exame/pdf?resultado_ids=${ids.join(',')}`,
      headers: laboratorio,
    });
    expect(impresso.statusCode, impresso.body).toBe(200);
    expect(impresso.headers['content-type']).toBe('application/pdf');
    expect((await carregarPdf(impresso.rawPayload)).getPageCount()).toBeGreaterThan(0);
    expect((await linha(ids[0] as number)).impresso_em).not.toBeNull();
    const original = await ctx.app.inject({ method: 'GET', url: `${LAB}/impressao-exame/assinado/${ids[0]}`, headers: laboratorio });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(Buffer.from(assinado0, 'base64'))).toBe(true);

    // history and reprint
    const historico = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${LAB}/impressoes/datatable?draw=1&start=0&length=10&search[value]=${ag.numero}`,
        headers: laboratorio,
      }),
    );
    expect(historico.data).toHaveLength(1);
    expect(historico.data[0]).toMatchObject({ numero: ag.numero, reimpressao: false });
    const reimpressao = await ctx.app.inject({
      method: 'GET',
      url: `${LAB}/impressao-exame/pdf?resultado_ids=${ids.join(',')}&reimpressao_de=${historico.data[0].id}`,
      headers: laboratorio,
    });
    expect(reimpressao.statusCode).toBe(200);
    const depois = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${LAB}/impressoes/datatable?draw=1&start=0&length=10&search[value]=${ag.numero}`,
        headers: laboratorio,
      }),
    );
    expect(depois.data.map((d: { reimpressao: boolean }) => d.reimpressao)).toEqual([true, false]);

    // delivery: validated, then recorded
    const semNome = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/entrega-exame`,
      headers: laboratorio,
      payload: { resultado_ids: ids },
    });
    expect(semNome.statusCode).toBe(422);
    expect(json(semNome).errors.entregue_para).toBeDefined();
    const entrega = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/entrega-exame`,
      headers: laboratorio,
      payload: { resultado_ids: [ids[0]], entregue_para: 'Maria da Silva', documento: '1234567' },
    });
    expect(entrega.statusCode, entrega.body).toBe(200);
    expect(await linha(ids[0] as number)).toMatchObject({ entregue_para: 'Maria da Silva', situacao_exame: SITUACAO_EXAME_LAB.entregue });
    const deNovo = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/entrega-exame`,
      headers: laboratorio,
      payload: { resultado_ids: [ids[0]], entregue_para: 'Maria da Silva' },
    });
    expect(json(deNovo).errors.resultado_ids[0]).toContain(M.jaEntregue);

    // cancellation: a reason is required; the printed, signed result is marked cancelled, the exam awaits a result again
    const semMotivo = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/cancelamento-resultado`,
      headers: laboratorio,
      payload: { resultado_id: ids[1], motivo: '' },
    });
    expect(json(semMotivo).errors.motivo).toEqual([M.motivo]);
    const cancelado = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/cancelamento-resultado`,
      headers: laboratorio,
      payload: { resultado_id: ids[1], motivo: 'Amostra hemolisada, nova coleta' },
    });
    expect(cancelado.statusCode, cancelado.body).toBe(200);
    expect(await linha(ids[1] as number)).toMatchObject({
      situacao: SITUACAO_RESULTADO_LAB.cancelado,
      tem_pdf: true,
      motivo_cancelamento: 'Amostra hemolisada, nova coleta',
      situacao_exame: SITUACAO_EXAME_LAB.coletado,
    });
    const auditado = await emTenant(ctx.database, await clienteDemo(ctx.database), (tx) =>
      tx.execute(sql`select 1 from auditoria where tabela = 'lab_resultado' and registro_id = ${ids[1]} and acao ilike 'u%' limit 1`),
    );
    expect(auditado.rows).toHaveLength(1);
    // a new result may be entered for the exam
    const novo = await ctx.app.inject({
      method: 'POST',
      url: `${LAB}/lancamento-resultado/${ag.labAgendamentoId}`,
      headers: laboratorio,
      payload: { exames: [{ agendamento_exame_id: crea, valores: [{ campo_id: campos.CREA, valor: '1,10' }] }] },
    });
    expect(novo.statusCode, novo.body).toBe(200);
    // a cancelled result cannot print as final
    const canceladoImpresso = await ctx.app.inject({
      method: 'GET',
      url: `${LAB}/impressao-exame/pdf?resultado_ids=${ids[1]}`,
      headers: laboratorio,
    });
    expect(canceladoImpresso.statusCode).toBe(422);
    expect(json(canceladoImpresso).message).toBe('Resultado cancelado não pode ser impresso.');
  });
});
