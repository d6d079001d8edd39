import { MENSAGENS_LAUDO_IMAGEM as M, SITUACAO_EXAME_IMAGEM, SITUACAO_LAUDO_IMAGEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { clienteDemo, cnsAleatorio, emTenant, laudoLancado } from './assinatura.fixtures.js';

const IMG = '/api/exame-imagem';
let ctx: TestContext;
let radiologista: Record<string, string>;
let imagem: Record<string, string>;
let medico: Record<string, string>;

const consulta = async (q: ReturnType<typeof sql>) =>
  emTenant(ctx.database, await clienteDemo(ctx.database), async (tx) => (await tx.execute(q)).rows as Record<string, unknown>[]);

/** The signing flow of the web: the report's PDF → rest-pki start/finish with the radiologist's A1 → store. */
async function assinar(laudoId: number, headers = radiologista) {
  const pdf = await ctx.app.inject({ method: 'GET', url: `${IMG}/assinatura/pdf/${laudoId}`, headers });
  expect(pdf.statusCode, pdf.body).toBe(200);
  const certs = json(await ctx.app.inject({ method: 'GET', url: '/api/rest-pki/certificados', headers })).data;
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/rest-pki/start',
    headers,
    payload: { base64: pdf.rawPayload.toString('base64'), thumbprint: certs[0].thumbprint, nome_arquivo: 'laudo.pdf' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const fim = await ctx.app.inject({ method: 'POST', url: '/api/rest-pki/finish', headers, payload: { token: json(start).data.token } });
  expect(fim.statusCode, fim.body).toBe(200);
  return json(fim).data as string;
}

async function guardar(laudoId: number, arquivo: string) {
  return ctx.app.inject({ method: 'POST', url: `${IMG}/assinatura/store/${laudoId}`, headers: radiologista, payload: { arquivo } });
}

beforeAll(async () => {
  ctx = await createTestContext();
  radiologista = (await ctx.login('radiologista')).headers;
  imagem = (await ctx.login('imagem')).headers;
  medico = (await ctx.login('medico')).headers;
}, 300_000);
afterAll(() => ctx.close());

describe('assinatura, impressão e reimpressão de laudos de imagem; o laudo no histórico do atendimento', () => {
  it('signs several reports (PAdES), refuses a second signature, prints, reprints and shows them to the requesting doctor', async () => {
    const cns = cnsAleatorio();
    const a = await laudoLancado(ctx, { cns });
    const b = await laudoLancado(ctx, { pacienteId: a.pacienteId, conclusao: 'Derrame pleural à direita.' });
    const { sessao } = await ctx.login('radiologista');

    // awaiting signature, of the logged radiologist
    const pendentes = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${IMG}/assinatura/datatable?draw=1&start=0&length=100&profissional_id=${sessao.usuario?.id ?? ''}`,
        headers: radiologista,
      }),
    );
    expect(pendentes.data.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([a.laudoId, b.laudoId]));
    // the clerk cannot sign
    expect((await ctx.app.inject({ method: 'GET', url: `${IMG}/assinatura/pdf/${a.laudoId}`, headers: imagem })).statusCode).toBe(403);

    // the copy to sign names the radiologist and the patient by the social name
    const copia = await ctx.app.inject({ method: 'GET', url: `${IMG}/assinatura/pdf/${a.laudoId}`, headers: radiologista });
    const texto = (await lerPdf(copia.rawPayload)).textos.join('\n');
    expect(texto).toContain('Laudo de exame de imagem');
    expect(texto).toContain('Joana Imagem');
    expect(texto).toContain(cns);
    expect(texto).toContain('Tórax sem alterações.');
    expect(texto).toContain('Dr. Solicitante Teste');
    expect(texto).toMatch(/Assinado digitalmente por .+ em \d{2}\/\d{2}\/\d{4}/);
    expect(texto).not.toContain('SEM ASSINATURA');

    // a copy signed for one report is refused for the other; a PDF nobody signed here is refused
    const assinadoA = await assinar(a.laudoId);
    const trocado = await guardar(b.laudoId, assinadoA);
    expect(trocado.statusCode).toBe(422);
    expect(json(trocado).errors.arquivo).toEqual([M.outroDocumento]);
    expect((await guardar(b.laudoId, Buffer.from('%PDF-1.7 falso').toString('base64'))).statusCode).toBe(422);

    for (const [id, arquivo] of [
      [a.laudoId, assinadoA],
      [b.laudoId, await assinar(b.laudoId)],
    ] as const) {
      const store = await guardar(id, arquivo);
      expect(store.statusCode, store.body).toBe(200);
      expect(json(store).data.codigo).toMatch(/^[0-9A-Z]{12}$/);
    }
    const [linha] = await consulta(sql`
      select l.situacao, l.assinado_por is not null as por, l.pdf_assinado is not null as pdf, ie.situacao as exame
        from img_laudo l join img_exame ie on ie.id = l.img_exame_id where l.id = ${a.laudoId}`);
    expect(linha).toMatchObject({ situacao: SITUACAO_LAUDO_IMAGEM.assinado, por: true, pdf: true, exame: SITUACAO_EXAME_IMAGEM.liberado });
    // signed once: a second signature is refused
    const segunda = await ctx.app.inject({ method: 'GET', url: `${IMG}/assinatura/pdf/${a.laudoId}`, headers: radiologista });
    expect(segunda.statusCode).toBe(422);
    expect(json(segunda).message).toBe(M.jaAssinado);
    expect((await guardar(a.laudoId, assinadoA)).statusCode).toBe(422);

    // to print: both, filtered by patient; printed together → one PDF, one row each, audited
    const aImprimir = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${IMG}/impressao/datatable?draw=1&start=0&length=50&paciente_id=${a.pacienteId}`,
        headers: imagem,
      }),
    );
    expect(aImprimir.data.map((d: { id: number }) => d.id).sort()).toEqual([a.laudoId, b.laudoId].sort());
    const impresso = await ctx.app.inject({
      method: 'GET',
      url: `${IMG}/impressao/pdf?laudo_ids=${a.laudoId},${b.laudoId}`,
      headers: imagem,
    });
    expect(impresso.statusCode, impresso.body).toBe(200);
    const lido = await lerPdf(impresso.rawPayload);
    expect(lido.textos.length).toBeGreaterThanOrEqual(2);
    expect(lido.textos.join('\n')).toContain('Derrame pleural à direita.');
    const impressoes = await consulta(sql`
      select laudo_id, reimpressao from img_impressao where laudo_id in (${a.laudoId}, ${b.laudoId}) order by laudo_id`);
    expect(impressoes).toEqual([
      { laudo_id: Math.min(a.laudoId, b.laudoId), reimpressao: false },
      { laudo_id: Math.max(a.laudoId, b.laudoId), reimpressao: false },
    ]);
    const auditoria = await consulta(sql`
      select count(*)::int as n from auditoria where acao = 'LEITURA' and tabela = 'img_laudo' and registro_id = ${a.laudoId}`);
    expect(auditoria[0]?.n).toBeGreaterThanOrEqual(1);
    // printed: off the print list, on the reprint list; a reprint is flagged
    const depois = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${IMG}/impressao/datatable?draw=1&start=0&length=50&paciente_id=${a.pacienteId}`,
        headers: imagem,
      }),
    );
    expect(depois.data).toEqual([]);
    const reimprimir = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${IMG}/reimpressao-resultado/datatable?draw=1&start=0&length=50&paciente_id=${a.pacienteId}`,
        headers: imagem,
      }),
    );
    expect(reimprimir.data.find((d: { id: number }) => d.id === a.laudoId)).toMatchObject({ impressoes: 1 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${IMG}/reimpressao-resultado/pdf?laudo_ids=${a.laudoId}`, headers: imagem })).statusCode,
    ).toBe(200);
    const reimpressao = await consulta(sql`select reimpressao from img_impressao where laudo_id = ${a.laudoId} order by id`);
    expect(reimpressao.map((r) => r.reimpressao)).toEqual([false, true]);

    // the requesting doctor sees the signed reports in the attendance, and opens the signed PDF (audited)
    const doPaciente = await ctx.app.inject({
      method: 'GET',
      url: `/api/ambulatorio/atendimento/resultados-exame/${a.pacienteId}`,
      headers: medico,
    });
    expect(doPaciente.statusCode, doPaciente.body).toBe(200);
    const lista = json(doPaciente).data as { origem: string; id: number; resumo: string; tem_pdf: boolean; situacao: string }[];
    expect(lista.map((x) => x.id).sort()).toEqual([a.laudoId, b.laudoId].sort());
    expect(lista.find((x) => x.id === b.laudoId)).toMatchObject({
      origem: 'exame-imagem',
      resumo: 'Derrame pleural à direita.',
      tem_pdf: true,
      situacao: 'Assinado',
    });
    const verLaudo = await ctx.app.inject({
      method: 'GET',
      url: `/api/ambulatorio/atendimento/resultados-exame/pdf/exame-imagem/${a.laudoId}`,
      headers: medico,
    });
    expect(verLaudo.statusCode).toBe(200);
    expect(verLaudo.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // without the attendance's permission: 403
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ambulatorio/atendimento/resultados-exame/${a.pacienteId}`, headers: imagem }))
        .statusCode,
    ).toBe(403);
    // without the print permission: 403
    expect((await ctx.app.inject({ method: 'GET', url: `${IMG}/impressao/pdf?laudo_ids=${a.laudoId}`, headers: medico })).statusCode).toBe(
      403,
    );
  }, 120_000);

  it('refuses an unsigned print when the settings say so, and marks it when they allow', async () => {
    const c = await laudoLancado(ctx);
    const recusado = await ctx.app.inject({ method: 'GET', url: `${IMG}/impressao/pdf?laudo_ids=${c.laudoId}`, headers: imagem });
    expect(recusado.statusCode).toBe(422);
    expect(json(recusado).errors.laudo_ids[0]).toContain(M.naoAssinado);
    expect(await consulta(sql`select 1 from img_impressao where laudo_id = ${c.laudoId}`)).toEqual([]);

    await consulta(sql`
      insert into img_parametrizacao (imprimir_somente_assinado, cabecalho_laudo, rodape_laudo) values (false, 'Serviço de Imagem da Policlínica', 'Laudo válido com assinatura digital')
      on conflict (cliente_id) do update set imprimir_somente_assinado = false, cabecalho_laudo = excluded.cabecalho_laudo, rodape_laudo = excluded.rodape_laudo`);
    try {
      const marcado = await ctx.app.inject({ method: 'GET', url: `${IMG}/impressao/pdf?laudo_ids=${c.laudoId}`, headers: imagem });
      expect(marcado.statusCode, marcado.body).toBe(200);
      const texto = (await lerPdf(marcado.rawPayload)).textos.join('\n');
      expect(texto).toContain('SEM ASSINATURA — NÃO VÁLIDO COMO LAUDO FINAL');
      expect(texto).toContain('Serviço de Imagem da Policlínica');
      expect(texto).toContain('Laudo válido com assinatura digital');
      expect(texto).not.toContain('Assinado digitalmente');
    } finally {
      await consulta(sql`update img_parametrizacao set imprimir_somente_assinado = true`);
    }
  }, 60_000);

  it('a rectifying version says which report it rectifies and why', async () => {
    const d = await laudoLancado(ctx);
    await consulta(sql`update img_laudo set situacao = 3, lancado_em = '2026-03-10T12:00:00-03:00' where id = ${d.laudoId}`);
    const [v2] = await consulta(sql`
      insert into img_laudo (img_exame_id, versao, texto, conclusao, situacao, motivo_alteracao, lancado_por)
      select img_exame_id, 2, 'Texto revisto.', 'Fratura de arco costal.', 1, 'Reavaliação das imagens', lancado_por from img_laudo where id = ${d.laudoId}
      returning id`);
    const pdf = await ctx.app.inject({ method: 'GET', url: `${IMG}/assinatura/pdf/${v2?.id}`, headers: radiologista });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const texto = (await lerPdf(pdf.rawPayload)).textos.join('\n').replace(/\s+/g, ' ');
    expect(texto).toContain('Retifica o laudo de 10/03/2026 (versão 1). Motivo: Reavaliação das imagens');
    // the replaced version is neither signed nor printed
    expect((await ctx.app.inject({ method: 'GET', url: `${IMG}/assinatura/pdf/${d.laudoId}`, headers: radiologista })).statusCode).toBe(
      422,
    );
  }, 60_000);
});
