import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, multipart, PNG_1PX, type TestContext } from '../../../../test/helpers.js';
import { assinarLaudo, diaPassadoDeTeste, emTenant, examesAgendados, modeloDeTeste } from './lancamento.fixtures.js';

let ctx: TestContext;
let imagem: Record<string, string>;
let radiologista: Record<string, string>;
const BASE = '/api/exame-imagem/lancamento';
const ALT = '/api/exame-imagem/alteracao-resultado-lancamento';
const ler = (q: ReturnType<typeof sql>) => emTenant(ctx, async (tx) => (await tx.execute(q)).rows as Record<string, unknown>[]);
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  imagem = (await ctx.login('imagem')).headers;
  radiologista = (await ctx.login('radiologista')).headers;
});
afterAll(() => ctx.close());

/** A scheduled exam marked done through the worklist. */
async function exameRealizado(nome: string) {
  const f = await examesAgendados(ctx, diaPassadoDeTeste(), [nome]);
  const id = f.exames[0]?.imgExameId as number;
  const r = await inject('POST', '/api/exame-imagem/exame-agendado-realizado', imagem, {
    acao: 'realizado',
    itens: [{ tipo: 'agendado', id }],
  });
  expect(r.statusCode).toBe(201);
  return { ...f, id };
}

describe('lancamento de laudos de imagem', () => {
  it('opens the editor with templates filled, writes version 1, edits it unsigned, lists and audits the read', async () => {
    const e = await exameRealizado('Helena Laudada');
    await modeloDeTeste(ctx, e.exameId);

    const lista = json(await inject('GET', `${BASE}/datatable?paciente=Helena%20Laudada&situacao=2`, radiologista));
    expect(lista.data.map((l: { id: number }) => l.id)).toContain(e.id);

    const tela = json(await inject('GET', `${BASE}/create?exame=${e.id}`, radiologista));
    expect(tela.data.exame).toMatchObject({
      id: e.id,
      paciente: 'Helena Laudada',
      sexo: 'Feminino',
      solicitante: 'Dra. Papel Solicitante',
      situacao: 2,
    });
    expect(tela.data.exame.idade).toMatch(/anos$/);
    const modelo = tela.data.modelos.find((m: { texto: string }) => m.texto.includes('Helena Laudada'));
    expect(modelo.texto).toContain('Radiografia de tórax (PA e perfil)');
    expect(modelo.texto).toContain('Dra. Papel Solicitante');
    expect(modelo.texto).not.toContain('[');
    expect(tela.data.laudo).toBeNull();
    const auditadas = await ler(
      sql`select count(*)::int as n from auditoria where acao = 'LEITURA' and tabela = 'img_laudo' and registro_id = ${e.id}`,
    );
    expect(auditadas[0]?.n).toBe(1);

    const proibido = await inject('POST', BASE, imagem, { img_exame_id: e.id, texto: 'x' });
    expect(proibido.statusCode).toBe(403);
    const vazio = await inject('POST', BASE, radiologista, { img_exame_id: e.id, texto: '  ' });
    expect(json(vazio).errors).toEqual({ texto: ['O campo Laudo é obrigatório.'] });

    const ok = await inject('POST', BASE, radiologista, {
      img_exame_id: e.id,
      modelo_id: modelo.id,
      texto: modelo.texto,
      conclusao: 'Normal.',
    });
    expect(ok.statusCode).toBe(201);
    const laudoId = json(ok).data.id as number;
    expect(
      await ler(
        sql`select l.versao, l.situacao, x.situacao as exame from img_laudo l join img_exame x on x.id = l.img_exame_id where l.id = ${laudoId}`,
      ),
    ).toEqual([{ versao: 1, situacao: 1, exame: 3 }]);
    const denovo = await inject('POST', BASE, radiologista, { img_exame_id: e.id, texto: 'Outro' });
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.img_exame_id[0]).toContain('já tem laudo');

    const editado = await inject('PUT', `${BASE}/${laudoId}`, radiologista, { texto: 'Texto revisto.', conclusao: null });
    expect(editado.statusCode).toBe(200);
    expect((await ler(sql`select texto from img_laudo where id = ${laudoId}`))[0]?.texto).toBe('Texto revisto.');
    const edit = json(await inject('GET', `${BASE}/${laudoId}/edit`, radiologista));
    expect(edit.data.laudo).toMatchObject({ id: laudoId, versao: 1, texto: 'Texto revisto.' });
    expect((await inject('PUT', `${BASE}/${laudoId}`, imagem, { texto: 'x' })).statusCode).toBe(403);

    // a scheduled exam not yet done takes no report
    const f2 = await examesAgendados(ctx, diaPassadoDeTeste(), ['Igor Agendado']);
    const cedo = await inject('POST', BASE, radiologista, { img_exame_id: f2.exames[0]?.imgExameId, texto: 'x' });
    expect(json(cedo).errors.img_exame_id[0]).toContain('ainda não foi realizado');

    // a signed report is not edited here
    await assinarLaudo(ctx, laudoId);
    const assinado = await inject('PUT', `${BASE}/${laudoId}`, radiologista, { texto: 'Mudança' });
    expect(assinado.statusCode).toBe(422);
    expect(json(assinado).errors.laudo[0]).toContain('Alteração de resultado');
  });

  it('keeps attachments of JPEG/PNG/PDF up to 10 MB, downloads and deletes them while unsigned', async () => {
    const e = await exameRealizado('Joaquim Anexo');
    const enviar = (valor: Buffer, arquivo: string, tipo: string) => {
      const corpo = multipart([{ nome: 'arquivo', valor, arquivo, tipo }]);
      return ctx.app.inject({
        method: 'POST',
        url: `${BASE}/exame/${e.id}/anexo`,
        headers: { ...radiologista, ...corpo.headers },
        payload: corpo.payload,
      });
    };
    const texto = await enviar(Buffer.from('não sou imagem'), 'nota.txt', 'text/plain');
    expect(texto.statusCode).toBe(422);
    expect(json(texto).errors.arquivo).toEqual(['Envie uma imagem JPEG ou PNG ou um PDF.']);
    const grande = await enviar(
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      'grande.pdf',
      'application/pdf',
    );
    // beyond the upload limit the multipart layer refuses it before the route (400/413)
    expect([400, 413, 422]).toContain(grande.statusCode);
    expect(await ler(sql`select id from img_exame_anexo where img_exame_id = ${e.id}`)).toHaveLength(0);

    const png = await enviar(PNG_1PX, 'raio-x.png', 'image/png');
    expect(png.statusCode).toBe(201);
    const anexoId = json(png).data.id as number;
    const tela = json(await inject('GET', `${BASE}/create?exame=${e.id}`, imagem));
    expect(tela.data.anexos).toEqual([expect.objectContaining({ id: anexoId, nome: 'raio-x.png', tipo_conteudo: 'image/png' })]);
    const baixado = await inject('GET', `${BASE}/anexo/${anexoId}`, imagem);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('image/png');
    expect(Buffer.from(baixado.rawPayload).equals(PNG_1PX)).toBe(true);
    expect((await inject('DELETE', `${BASE}/anexo/${anexoId}`, imagem)).statusCode).toBe(403);

    const pdf = await enviar(Buffer.from('%PDF-1.4\n%%EOF'), 'laudo-aparelho.pdf', 'application/pdf');
    const pdfId = json(pdf).data.id as number;
    expect((await inject('DELETE', `${BASE}/anexo/${anexoId}`, radiologista)).statusCode).toBe(200);

    // signed: the attachments are closed
    const l = await inject('POST', BASE, radiologista, { img_exame_id: e.id, texto: 'Normal.' });
    await assinarLaudo(ctx, json(l).data.id);
    const fechado = await inject('DELETE', `${BASE}/anexo/${pdfId}`, radiologista);
    expect(fechado.statusCode).toBe(422);
    expect(await ler(sql`select id from img_exame_anexo where img_exame_id = ${e.id}`)).toHaveLength(1);
  });
});

describe('alteracao-resultado-lancamento', () => {
  it('writes version n+1 of a signed report with the reason, keeps the old one, and shows the history', async () => {
    const e = await exameRealizado('Karina Versões');
    const v1 = json(await inject('POST', BASE, radiologista, { img_exame_id: e.id, texto: 'Versão um.', conclusao: 'Normal.' })).data
      .id as number;

    const naoAssinado = await inject('PUT', `${ALT}/${v1}`, radiologista, { texto: 'x', motivo: 'Correção de lateralidade' });
    expect(naoAssinado.statusCode).toBe(422);
    await assinarLaudo(ctx, v1);

    const busca = json(await inject('GET', `${ALT}/busca?numero=${e.exames[0]?.numero}`, radiologista));
    expect(busca.data.id).toBe(v1);
    expect((await inject('GET', `${ALT}/busca?numero=987654321012`, radiologista)).statusCode).toBe(422);
    const lista = json(await inject('GET', `${ALT}/datatable?search[value]=Karina%20Vers`, radiologista));
    expect(lista.data.map((l: { id: number }) => l.id)).toEqual([v1]);
    expect((await inject('GET', `${ALT}/datatable`, imagem)).statusCode).toBe(403);

    const semMotivo = await inject('PUT', `${ALT}/${v1}`, radiologista, { texto: 'Versão dois.', motivo: '' });
    expect(json(semMotivo).errors.motivo).toEqual(['O campo Motivo da alteração é obrigatório.']);
    expect((await inject('PUT', `${ALT}/${v1}`, imagem, { texto: 'Versão dois.', motivo: 'Correção de lateralidade' })).statusCode).toBe(
      403,
    );

    const ok = await inject('PUT', `${ALT}/${v1}`, radiologista, {
      texto: 'Versão dois.',
      conclusao: 'Corrigido.',
      motivo: 'Correção de lateralidade',
    });
    expect(ok.statusCode).toBe(200);
    const v2 = json(ok).data.id as number;
    expect(json(ok).data.versao).toBe(2);
    expect(
      await ler(sql`select versao, situacao, texto, motivo_alteracao from img_laudo where img_exame_id = ${e.id} order by versao`),
    ).toEqual([
      { versao: 1, situacao: 3, texto: 'Versão um.', motivo_alteracao: null },
      { versao: 2, situacao: 1, texto: 'Versão dois.', motivo_alteracao: 'Correção de lateralidade' },
    ]);
    expect((await ler(sql`select situacao from img_exame where id = ${e.id}`))[0]?.situacao).toBe(3);

    const tela = json(await inject('GET', `${ALT}/${v2}/edit`, radiologista));
    expect(tela.data.laudo.id).toBe(v2);
    expect(
      tela.data.versoes.map((v: { versao: number; situacao: number; motivo_alteracao: string | null }) => [
        v.versao,
        v.situacao,
        v.motivo_alteracao,
      ]),
    ).toEqual([
      [2, 1, 'Correção de lateralidade'],
      [1, 3, null],
    ]);
    expect(tela.data.versoes[1].assinado_por).toBe('Marcelo Augusto Queiroz');
    // the replaced version cannot be changed again
    expect((await inject('PUT', `${ALT}/${v1}`, radiologista, { texto: 'Três', motivo: 'Outra correção' })).statusCode).toBe(422);
  });
});
