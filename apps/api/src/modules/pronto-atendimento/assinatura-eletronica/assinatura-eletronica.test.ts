import { MENSAGENS_DOCUMENTO_ASSINADO as M, TipoDocumentoClinico, TipoReceita } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { withSystem, withTenant } from '../../../db/client.js';
import { atendimento, auditoria, cidadao, StatusAtendimento, usuario } from '../../../db/schema/index.js';
import { pfxDeTeste } from '../../../lib/signature/certificado.fixture.js';
import { verificarAssinaturaPdf } from '../../../lib/signature/verificar-pdf.js';
import { avaliacaoMedica, novaReceita, novoDocumento } from '../impressao/impressao.fixtures.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';
import { documentoAssinadoPa } from './documento-assinado.table.js';

let ctx: TestContext;
let f: PaFixture;
const SENHA_PFX = 'Senh@-do-A1';

interface Medico {
  id: number;
  headers: Record<string, string>;
  thumbprint: string;
}
let ana: Medico;
let bruno: Medico;

const BASE = '/api/pronto-atendimento';

/** A doctor of the demo UPA (placed like the seeded one) with their own A1 certificate uploaded in Meu perfil. */
async function medicoComCertificado(nome: string): Promise<Medico> {
  const login = await criarUsuario(ctx, { comoLogin: 'medico' });
  const [u] = await withSystem(ctx.database.db, (tx) =>
    tx
      .select({ id: usuario.id, cpf: cidadao.cpf })
      .from(usuario)
      .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
      .where(eq(usuario.login, login)),
  );
  const headers = (await ctx.login(login)).headers;
  const limite = '----pfx';
  const pfx = pfxDeTeste({ nome, cpf: u.cpf as string, senha: SENHA_PFX });
  const payload = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="a1.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
    ),
    pfx,
    Buffer.from(`\r\n--${limite}\r\nContent-Disposition: form-data; name="senha_certificado"\r\n\r\n${SENHA_PFX}\r\n--${limite}--\r\n`),
  ]);
  const up = await ctx.app.inject({
    method: 'POST',
    url: '/api/cadastro/usuario-perfil/assinatura',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${limite}` },
    payload,
  });
  if (up.statusCode !== 200) throw new Error(`certificado: ${up.statusCode} ${up.body}`);
  return { id: u.id, headers, thumbprint: json(up).data.thumbprint };
}

/** The print of a document, signed through the real rest-pki start/finish by `quem`. */
async function assinar(quem: Medico, url: string): Promise<Buffer> {
  const pdf = await ctx.app.inject({ method: 'GET', url, headers: quem.headers });
  if (pdf.statusCode !== 200) throw new Error(`impressão ${url}: ${pdf.statusCode} ${pdf.body}`);
  const ini = await ctx.app.inject({
    method: 'POST',
    url: '/api/rest-pki/start',
    headers: quem.headers,
    payload: { base64: pdf.rawPayload.toString('base64'), thumbprint: quem.thumbprint, nome_arquivo: 'documento.pdf' },
  });
  if (ini.statusCode !== 200) throw new Error(`start: ${ini.statusCode} ${ini.body}`);
  const fim = await ctx.app.inject({
    method: 'POST',
    url: '/api/rest-pki/finish',
    headers: quem.headers,
    payload: { token: json(ini).data.token },
  });
  if (fim.statusCode !== 200) throw new Error(`finish: ${fim.statusCode} ${fim.body}`);
  return Buffer.from(json(fim).data, 'base64');
}

const enviar = (quem: { headers: Record<string, string> }, rota: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/${rota}`, headers: quem.headers, payload });

const pendentes = async (quem: Medico) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${BASE}/assinatura-eletronica/index?draw=1&start=0&length=100`,
    headers: quem.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as {
    records_total: number;
    data: { chave: string; tipo: string; referencia_id: number; url: string; nome_arquivo: string; documento: string }[];
  };
};

const assinados = (tipo: string, referenciaId: number) =>
  withTenant(ctx.database.db, { clienteId: f.clienteId }, (tx) =>
    tx
      .select()
      .from(documentoAssinadoPa)
      .where(and(eq(documentoAssinadoPa.tipo, tipo), eq(documentoAssinadoPa.referenciaId, referenciaId))),
  );

/** An FAA of its own with Ana's evaluation, a prescription and a certificate. */
async function faaDaAna() {
  const p = await pacienteNoSetor(f);
  const am = await avaliacaoMedica(f, p.atendimentoId, ana.id);
  const ref = { atendimentoId: p.atendimentoId, atendimentoMedicoId: am, usuarioId: ana.id };
  const receitaId = await novaReceita(f, ref, TipoReceita.COMUM, [
    { descricao: 'Dipirona 500 mg', quantidade: '10 comprimidos', posologia: '1 de 6/6 h' },
  ]);
  const atestadoId = await novoDocumento(f, ref, { tipo: TipoDocumentoClinico.ATESTADO, dias: 2 });
  return { ...p, am, receitaId, atestadoId };
}

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://saude.exemplo.gov.br' });
  f = await fixturePa(ctx);
  ana = await medicoComCertificado('ANA ASSINANTE');
  bruno = await medicoComCertificado('BRUNO COLEGA');
}, 120_000);
afterAll(() => ctx.close());

describe('assinatura eletrônica do pronto atendimento', () => {
  it('lista o que falta assinar; assinar e guardar tira da lista; o documento guardado é o assinado, íntegro', async () => {
    const faa = await faaDaAna();
    const antes = await pendentes(ana);
    const meus = antes.data.filter((d) => [`FAA-${faa.am}`, `RECEITA-${faa.receitaId}`, `ATESTADO-${faa.atestadoId}`].includes(d.chave));
    expect(meus.map((d) => d.chave).sort()).toEqual([`ATESTADO-${faa.atestadoId}`, `FAA-${faa.am}`, `RECEITA-${faa.receitaId}`]);
    const item = meus.find((d) => d.tipo === 'FAA');
    expect(item).toMatchObject({
      url: `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`,
      nome_arquivo: `faa-${faa.numero}-${faa.am}.pdf`,
      documento: 'Atendimento médico (FAA)',
    });
    // Bruno's list does not carry Ana's documents
    expect((await pendentes(bruno)).data.some((d) => d.chave === `FAA-${faa.am}`)).toBe(false);

    const assinado = await assinar(ana, item?.url as string);
    const res = await enviar(ana, 'atendimento-medico/store-faa-assinada', {
      atendimento_medico_id: faa.am,
      nome_arquivo: 'faa.pdf',
      arquivo: assinado.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ message: M.salvo, data: { tipo: 'FAA', referencia_id: faa.am, atendimento_id: faa.atendimentoId } });

    const depois = await pendentes(ana);
    expect(depois.records_total).toBe(antes.records_total - 1);
    expect(depois.data.some((d) => d.chave === `FAA-${faa.am}`)).toBe(false);
    expect(depois.data.some((d) => d.chave === `RECEITA-${faa.receitaId}`)).toBe(true);

    const [linha] = await assinados('FAA', faa.am);
    expect(Buffer.from(linha?.conteudo as Uint8Array).equals(assinado)).toBe(true);
    expect(verificarAssinaturaPdf(Buffer.from(linha?.conteudo as Uint8Array))).toMatchObject({ integra: true });

    // receita and certificate: their own route and the general one
    const receita = await enviar(ana, 'atendimento-medico/store-receita-assinada', {
      receita_id: faa.receitaId,
      nome_arquivo: 'receita.pdf',
      arquivo: (await assinar(ana, `/impressao/pronto-atendimento/receita/${faa.receitaId}`)).toString('base64'),
    });
    expect(receita.statusCode, receita.body).toBe(201);
    const atestado = await enviar(ana, 'assinatura-eletronica/documento', {
      tipo: 'ATESTADO',
      referencia_id: faa.atestadoId,
      nome_arquivo: 'atestado.pdf',
      arquivo: (await assinar(ana, `/impressao/pronto-atendimento/documento/${faa.atestadoId}`)).toString('base64'),
    });
    expect(atestado.statusCode, atestado.body).toBe(201);
    expect((await pendentes(ana)).records_total).toBe(antes.records_total - 3);
  }, 60_000);

  it('recusa um PDF alterado depois de assinado, um arquivo que não é PDF e a assinatura de outra pessoa; nada é gravado', async () => {
    const faa = await faaDaAna();
    const url = `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`;
    const assinado = await assinar(ana, url);
    const alterado = Buffer.concat([assinado, Buffer.from('\n% acrescentado depois\n')]);
    const corpo = (arquivo: Buffer) => ({ atendimento_medico_id: faa.am, nome_arquivo: 'faa.pdf', arquivo: arquivo.toString('base64') });

    const adulterado = await enviar(ana, 'atendimento-medico/store-faa-assinada', corpo(alterado));
    expect(adulterado.statusCode).toBe(422);
    expect(json(adulterado)).toEqual({ message: 'Certificado inválido!', errors: { arquivo: [M.naoAssinado] } });

    const texto = await enviar(ana, 'atendimento-medico/store-faa-assinada', corpo(Buffer.from('não sou um PDF')));
    expect(texto.statusCode).toBe(422);
    expect(json(texto).errors).toEqual({ arquivo: [M.somentePdf] });

    // Bruno signs the same print: a valid signature, but not Ana's
    const doBruno = await assinar(bruno, url);
    const alheio = await enviar(ana, 'atendimento-medico/store-faa-assinada', corpo(doBruno));
    expect(alheio.statusCode).toBe(422);
    expect(json(alheio).message).toBe('Certificado inválido!');
    // and Bruno may not store his signature on Ana's evaluation
    const autor = await enviar(bruno, 'atendimento-medico/store-faa-assinada', corpo(doBruno));
    expect(autor.statusCode).toBe(422);
    expect(json(autor).errors).toEqual({ atendimento_medico_id: [M.outroAutor] });

    // a signed prescription is not the FAA
    const receita = await assinar(ana, `/impressao/pronto-atendimento/receita/${faa.receitaId}`);
    const trocado = await enviar(ana, 'atendimento-medico/store-faa-assinada', corpo(receita));
    expect(trocado.statusCode).toBe(422);
    expect(json(trocado).errors).toEqual({ arquivo: [M.outroDocumento] });
    // an "atestado" id is not a referral
    const tipoErrado = await enviar(ana, 'assinatura-eletronica/documento', {
      tipo: 'ENCAMINHAMENTO',
      referencia_id: faa.atestadoId,
      nome_arquivo: 'x.pdf',
      arquivo: receita.toString('base64'),
    });
    expect(tipoErrado.statusCode).toBe(404);
    const semCampos = await enviar(ana, 'assinatura-eletronica/documento', { tipo: 'LAUDO' });
    expect(semCampos.statusCode).toBe(422);
    expect(json(semCampos).errors).toMatchObject({ tipo: [M.tipoDocumento], arquivo: ['O campo Arquivo é obrigatório.'] });

    expect(await assinados('FAA', faa.am)).toEqual([]);
    expect(await assinados('RECEITA', faa.receitaId)).toEqual([]);
    expect((await pendentes(ana)).data.some((d) => d.chave === `FAA-${faa.am}`)).toBe(true);
  }, 60_000);

  it('uma nova assinatura substitui a anterior', async () => {
    const faa = await faaDaAna();
    const url = `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`;
    const primeira = await assinar(ana, url);
    const corpo = (arquivo: Buffer, nome: string) => ({
      atendimento_medico_id: faa.am,
      nome_arquivo: nome,
      arquivo: arquivo.toString('base64'),
    });
    expect((await enviar(ana, 'atendimento-medico/store-faa-assinada', corpo(primeira, 'primeira.pdf'))).statusCode).toBe(201);
    const [antes] = await assinados('FAA', faa.am);
    const segunda = await assinar(ana, url);
    expect(segunda.equals(primeira)).toBe(false);
    expect((await enviar(ana, 'atendimento-medico/store-faa-assinada', corpo(segunda, 'segunda.pdf'))).statusCode).toBe(201);
    const linhas = await assinados('FAA', faa.am);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]?.id).toBe(antes?.id);
    expect(linhas[0]?.nomeArquivo).toBe('segunda.pdf');
    expect(linhas[0]?.assinaturaDocumentoId).not.toBe(antes?.assinaturaDocumentoId);
    expect(Buffer.from(linhas[0]?.conteudo as Uint8Array).equals(segunda)).toBe(true);
  }, 60_000);

  it('FAA eletrônica: lista as FAAs com documentos assinados e baixa o PDF assinado (leitura auditada)', async () => {
    const faa = await faaDaAna();
    const assinado = await assinar(ana, `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`);
    expect(
      (
        await enviar(ana, 'atendimento-medico/store-faa-assinada', {
          atendimento_medico_id: faa.am,
          nome_arquivo: 'faa-ana.pdf',
          arquivo: assinado.toString('base64'),
        })
      ).statusCode,
    ).toBe(201);
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/impressao-faa-eletronica/index?start=0&length=10&search[value]=${faa.numero}`,
        headers: f.headers.recepcao,
      }),
    );
    expect(lista.records_filtered).toBe(1);
    const doc = lista.data[0].documentos[0];
    expect(lista.data[0]).toMatchObject({ id: faa.atendimentoId, numero: faa.numero });
    expect(doc).toMatchObject({
      tipo: 'FAA',
      referencia_id: faa.am,
      nome_arquivo: 'faa-ana.pdf',
      signatario: 'ANA ASSINANTE',
      documento: 'FAA (atendimento médico)',
    });
    expect(doc.codigo).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const baixado = await ctx.app.inject({ method: 'GET', url: doc.url, headers: f.headers.recepcao });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.headers['content-disposition']).toContain('faa-ana.pdf');
    expect(baixado.rawPayload.equals(assinado)).toBe(true);
    const leituras = await withTenant(ctx.database.db, { clienteId: f.clienteId }, (tx) =>
      tx
        .select({ depois: auditoria.depois })
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'atendimento'), eq(auditoria.registroId, faa.atendimentoId), eq(auditoria.acao, 'LEITURA'))),
    );
    expect(leituras).toContainEqual({ depois: { rota: `impressao-faa-eletronica/download/${doc.id}` } });

    // another municipality sees neither the file nor the documents
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: doc.url, headers: outra })).statusCode).toBe(404);
    const deFora = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/assinatura-eletronica/documento`,
      headers: outra,
      payload: { tipo: 'FAA', referencia_id: faa.am, nome_arquivo: 'x.pdf', arquivo: assinado.toString('base64') },
    });
    expect(deFora.statusCode).toBe(404);
  }, 60_000);

  it('uma FAA cancelada some da lista e não recebe assinatura', async () => {
    const faa = await faaDaAna();
    const assinado = await assinar(ana, `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`);
    await withTenant(ctx.database.db, { clienteId: f.clienteId }, (tx) =>
      tx.update(atendimento).set({ status: StatusAtendimento.CANCELADO }).where(eq(atendimento.id, faa.atendimentoId)),
    );
    expect((await pendentes(ana)).data.some((d) => d.chave === `FAA-${faa.am}`)).toBe(false);
    const res = await enviar(ana, 'atendimento-medico/store-faa-assinada', {
      atendimento_medico_id: faa.am,
      nome_arquivo: 'f.pdf',
      arquivo: assinado.toString('base64'),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ atendimento_medico_id: [M.faaCancelada] });
  }, 60_000);

  it('403 para quem não tem a permissão', async () => {
    const recepcao = f.headers.recepcao;
    const farmacia = (await ctx.login('farmacia')).headers;
    const corpo = { atendimento_medico_id: 1, nome_arquivo: 'a.pdf', arquivo: 'JVBERi0=' };
    expect((await enviar({ headers: recepcao }, 'atendimento-medico/store-faa-assinada', corpo)).statusCode).toBe(403);
    expect((await enviar({ headers: recepcao }, 'atendimento-medico/store-receita-assinada', { ...corpo, receita_id: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await enviar({ headers: recepcao }, 'assinatura-eletronica/documento', { ...corpo, tipo: 'FAA', referencia_id: 1 })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/assinatura-eletronica/index`, headers: recepcao })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/impressao-faa-eletronica/index`, headers: farmacia })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${BASE}/impressao-faa-eletronica/1/download`, headers: farmacia })).statusCode,
    ).toBe(403);
  });
});
