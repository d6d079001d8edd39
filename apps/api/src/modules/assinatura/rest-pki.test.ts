import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MENSAGENS_ASSINATURA } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../test/helpers.js';
import { withSystem } from '../../db/client.js';
import { auditoria, cidadao, usuario } from '../../db/schema/index.js';
import { pfxDeTeste } from '../../lib/signature/certificado.fixture.js';
import { MENSAGENS_CERTIFICADO } from '../../lib/signature/certificado.js';
import { verificarAssinaturaPdf } from '../../lib/signature/verificar-pdf.js';
import { usuarioCertificado } from '../cadastro/index.js';
import { assinaturaDocumento } from './assinatura-documento.table.js';

let ctx: TestContext;
const dir = mkdtempSync(join(tmpdir(), 'rest-pki-'));
const SENHA_PFX = 'Senh@-do-A1';

interface Profissional {
  id: number;
  cpf: string;
  headers: Record<string, string>;
}
let medica: Profissional;
let colega: Profissional;
let pdf: Uint8Array;

function multipart(partes: { nome: string; valor: string | Buffer; arquivo?: string; tipo?: string }[]) {
  const limite = '----assinatura123';
  const blocos = partes.map((p) => {
    const disp = p.arquivo ? `form-data; name="${p.nome}"; filename="${p.arquivo}"` : `form-data; name="${p.nome}"`;
    const tipo = p.arquivo ? `\r\nContent-Type: ${p.tipo ?? 'application/octet-stream'}` : '';
    return Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: ${disp}${tipo}\r\n\r\n`),
      Buffer.from(p.valor),
      Buffer.from('\r\n'),
    ]);
  });
  return {
    payload: Buffer.concat([...blocos, Buffer.from(`--${limite}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

async function profissional(): Promise<Profissional> {
  const login = await criarUsuario(ctx, { comoLogin: 'recepcao' });
  const [u] = await withSystem(ctx.database.db, (tx) =>
    tx
      .select({ id: usuario.id, cpf: cidadao.cpf })
      .from(usuario)
      .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
      .where(eq(usuario.login, login)),
  );
  return { id: u.id, cpf: u.cpf as string, headers: (await ctx.login(login)).headers };
}

const enviarCertificado = (quem: Profissional, pfx: Buffer, senha = SENHA_PFX) => {
  const m = multipart([
    { nome: 'arquivo', valor: pfx, arquivo: 'meu-a1.pfx', tipo: 'application/x-pkcs12' },
    { nome: 'senha_certificado', valor: senha },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/cadastro/usuario-perfil/assinatura',
    headers: { ...quem.headers, ...m.headers },
    payload: m.payload,
  });
};

const certificados = async (quem: Profissional) =>
  json(await ctx.app.inject({ method: 'GET', url: '/api/rest-pki/certificados', headers: quem.headers })).data as {
    subject_name: string;
    thumbprint: string;
    pki_brazil: { cpf: string };
  }[];

const start = (quem: Profissional, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/rest-pki/start', headers: quem.headers, payload });
const finish = (headers: Record<string, string>, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/rest-pki/finish', headers, payload: { token } });

async function thumbprintDe(quem: Profissional) {
  const [c] = await withSystem(ctx.database.db, (tx) =>
    tx.select().from(usuarioCertificado).where(eq(usuarioCertificado.usuarioId, quem.id)),
  );
  return c;
}

/** Replaces the stored certificate or password directly (the upload refuses what these cases need). */
async function gravarCertificado(quem: Profissional, valores: { pfx?: Buffer; senha?: string; cpf?: string }) {
  const cifra = ctx.app.deps.cifra;
  await withSystem(ctx.database.db, (tx) =>
    tx
      .update(usuarioCertificado)
      .set({
        ...(valores.pfx ? { arquivoCifrado: cifra.cifrar(valores.pfx.toString('base64')) } : {}),
        ...(valores.senha ? { senhaCifrada: cifra.cifrar(valores.senha) } : {}),
        ...(valores.cpf ? { cpf: valores.cpf } : {}),
      })
      .where(eq(usuarioCertificado.usuarioId, quem.id)),
  );
}

const pdfsig = (caminho: string) => {
  try {
    return execFileSync('pdfsig', [caminho], { encoding: 'utf8' });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? '');
  }
};

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://saude.exemplo.gov.br' });
  medica = await profissional();
  colega = await profissional();
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  for (const titulo of ['Receita médica', 'Orientações']) doc.addPage().drawText(titulo, { x: 40, y: 780, size: 14, font: fonte });
  pdf = await doc.save();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Meu perfil: o próprio certificado A1', () => {
  it('envia, mostra e exclui o próprio certificado; recusa o CPF de outra pessoa', async () => {
    const url = '/api/cadastro/usuario-perfil/assinatura';
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: colega.headers }))).toEqual({ data: null });
    const res = await enviarCertificado(colega, pfxDeTeste({ nome: 'COLEGA', cpf: colega.cpf, senha: SENHA_PFX }));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Certificado salvo com sucesso!',
      data: { subject_name: `COLEGA:${colega.cpf}`, cpf: colega.cpf },
    });
    expect(res.body).not.toContain(SENHA_PFX);
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: colega.headers })).data.thumbprint).toMatch(/^[0-9A-F]{40}$/);

    const outro = await enviarCertificado(colega, pfxDeTeste({ nome: 'OUTRA', cpf: '52998224725', senha: SENHA_PFX }));
    expect(outro.statusCode).toBe(422);
    expect(json(outro).errors).toEqual({ arquivo: [MENSAGENS_CERTIFICADO.cpf] });
    const senha = await enviarCertificado(colega, pfxDeTeste({ nome: 'COLEGA', cpf: colega.cpf, senha: SENHA_PFX }), 'errada');
    expect(json(senha).errors).toEqual({ senha_certificado: [MENSAGENS_CERTIFICADO.senha] });

    expect((await ctx.app.inject({ method: 'DELETE', url, headers: colega.headers })).statusCode).toBe(204);
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: colega.headers })).data).toBeNull();
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: colega.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('rest-pki start/finish (spec 001 §4 "Signing flow", §7 "Digital signature")', () => {
  let assinado: Buffer;
  let codigo: string;

  it('lista só o certificado cujo CPF ICP-Brasil é o do usuário, assina e o PDF verifica no pdfsig e em código', async () => {
    expect(await certificados(medica)).toEqual([]);
    expect(
      (await enviarCertificado(medica, pfxDeTeste({ nome: 'MÉDICA ASSINANTE', cpf: medica.cpf, senha: SENHA_PFX, comCadeia: true })))
        .statusCode,
    ).toBe(200);
    const lista = await certificados(medica);
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ subject_name: `MÉDICA ASSINANTE:${medica.cpf}`, pki_brazil: { cpf: medica.cpf } });

    const ini = await start(medica, {
      base64: Buffer.from(pdf).toString('base64'),
      thumbprint: lista[0].thumbprint,
      nome_arquivo: 'receita',
    });
    expect(ini.statusCode, ini.body).toBe(200);
    const token = json(ini).data.token as string;
    expect(token.length).toBeGreaterThanOrEqual(40);

    const fim = await finish(medica.headers, token);
    expect(fim.statusCode, fim.body).toBe(200);
    const corpo = json(fim);
    expect(corpo.file_name).toBe('receita.pdf');
    expect(corpo.codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    codigo = corpo.codigo;
    assinado = Buffer.from(corpo.data, 'base64');

    const caminho = join(dir, 'receita.pdf');
    writeFileSync(caminho, assinado);
    expect(pdfsig(caminho)).toContain('Signature Validation: Signature is Valid.');
    expect(verificarAssinaturaPdf(assinado)).toMatchObject({ integra: true, signatario: { cpf: medica.cpf } });
    const cpf = medica.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    const ultima = execFileSync('pdftotext', ['-f', '2', '-l', '2', caminho, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(ultima).toContain(`Assinado eletronicamente por MÉDICA ASSINANTE (${cpf}) em`);
    expect(ultima).toContain(`https://saude.exemplo.gov.br/verificar/${codigo}`);
    expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', caminho, '-'], { encoding: 'utf8' })).not.toContain('Assinado');
  });

  it('guarda só hashes e metadados; a trilha de auditoria não leva o PDF nem o token', async () => {
    const [linha] = await withSystem(ctx.database.db, (tx) =>
      tx
        .select()
        .from(assinaturaDocumento)
        .where(eq(assinaturaDocumento.codigo, codigo.replace(/-/g, ''))),
    );
    expect(linha).toMatchObject({
      status: 'ASSINADO',
      conteudo: null,
      tokenHash: null,
      usuarioId: medica.id,
      signatarioCpf: medica.cpf,
      nomeArquivo: 'receita.pdf',
      pdfOriginalSha256: createHash('sha256').update(pdf).digest('hex'),
      pdfAssinadoSha256: createHash('sha256').update(assinado).digest('hex'),
    });
    expect(linha.lotacaoId).toBeTruthy();
    const trilha = await withSystem(ctx.database.db, (tx) =>
      tx
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'assinatura_documento'), eq(auditoria.registroId, linha.id))),
    );
    expect(trilha.map((t) => t.acao).sort()).toEqual(['INSERT', 'UPDATE']);
    const texto = JSON.stringify(trilha);
    expect(texto).not.toContain('"conteudo"');
    expect(texto).not.toContain('token_hash');
    expect(texto).not.toContain(Buffer.from(pdf).subarray(0, 30).toString('hex'));
  });

  it('o token vale uma vez, só para quem o pediu, no município dele e por 10 minutos', async () => {
    const { thumbprint } = await thumbprintDe(medica);
    const novo = async () => json(await start(medica, { base64: Buffer.from(pdf).toString('base64'), thumbprint })).data.token as string;
    const erroToken = { token: [MENSAGENS_ASSINATURA.tokenInvalido] };

    const token = await novo();
    const daColega = await finish(colega.headers, token);
    expect(daColega.statusCode).toBe(422);
    expect(json(daColega).errors).toEqual(erroToken);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect(json(await finish(outra, token)).errors).toEqual(erroToken);
    // the refused attempts did not use it up
    const ok = await finish(medica.headers, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).file_name).toBe('arquivo.pdf');
    const repetido = await finish(medica.headers, token);
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors).toEqual(erroToken);

    const vencido = await novo();
    await withSystem(ctx.database.db, (tx) =>
      tx
        .update(assinaturaDocumento)
        .set({ expiraEm: new Date(Date.now() - 1000) })
        .where(and(eq(assinaturaDocumento.usuarioId, medica.id), eq(assinaturaDocumento.status, 'PENDENTE'))),
    );
    expect(json(await finish(medica.headers, vencido)).errors).toEqual(erroToken);
    // the next start clears the expired pending row (and its PDF)
    await novo();
    const pendentes = await withSystem(ctx.database.db, (tx) =>
      tx
        .select({ expiraEm: assinaturaDocumento.expiraEm })
        .from(assinaturaDocumento)
        .where(and(eq(assinaturaDocumento.usuarioId, medica.id), eq(assinaturaDocumento.status, 'PENDENTE'))),
    );
    expect(pendentes).toHaveLength(1);
    expect(pendentes[0].expiraEm!.getTime()).toBeGreaterThan(Date.now());
    expect((await finish(medica.headers, 'x'.repeat(43))).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/rest-pki/finish', payload: { token } })).statusCode).toBe(401);
  });

  it('recusa o que não é PDF, PDF ilegível, falta de certificado e certificado de outra pessoa', async () => {
    const { thumbprint } = await thumbprintDe(medica);
    const casos: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ base64: Buffer.from('texto simples').toString('base64'), thumbprint }, { base64: [MENSAGENS_ASSINATURA.somentePdf] }],
      [{ base64: Buffer.from('%PDF-1.7\nquebrado').toString('base64'), thumbprint }, { base64: [MENSAGENS_ASSINATURA.pdfIlegivel] }],
      [{ base64: Buffer.from(pdf).toString('base64'), thumbprint: '' }, { thumbprint: ['O campo Certificado é obrigatório.'] }],
      [{ base64: Buffer.from(pdf).toString('base64') }, { thumbprint: ['O campo Certificado é obrigatório.'] }],
      [{ base64: '', thumbprint }, { base64: [MENSAGENS_ASSINATURA.arquivoObrigatorio] }],
    ];
    for (const [payload, erros] of casos) {
      const res = await start(medica, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errors).toEqual(erros);
    }
    // over 15 MB: refused before decoding (the route's body limit lets it reach the rule)
    const grande = await start(medica, { base64: 'A'.repeat(21_000_000), thumbprint });
    expect(grande.statusCode).toBe(422);
    expect(json(grande).errors).toEqual({ base64: [MENSAGENS_ASSINATURA.pdfGrande] });
    // the colleague has no certificate: nothing listed, and the doctor's thumbprint is not theirs
    expect(await certificados(colega)).toEqual([]);
    const alheio = await start(colega, { base64: Buffer.from(pdf).toString('base64'), thumbprint });
    expect(json(alheio).errors).toEqual({ thumbprint: [MENSAGENS_ASSINATURA.certificadoNaoEncontrado] });
    expect(MENSAGENS_ASSINATURA.certificadoInvalido).toBe('Certificado inválido!');
  });

  it('certificado com CPF de outra pessoa não é listado nem assina; vencido, senha trocada e ilegível dão mensagem clara', async () => {
    expect((await enviarCertificado(colega, pfxDeTeste({ nome: 'COLEGA', cpf: colega.cpf, senha: SENHA_PFX }))).statusCode).toBe(200);
    const { thumbprint } = await thumbprintDe(colega);
    const assinar = () => start(colega, { base64: Buffer.from(pdf).toString('base64'), thumbprint });
    expect(await certificados(colega)).toHaveLength(1);

    await gravarCertificado(colega, { cpf: '52998224725' });
    expect(await certificados(colega)).toEqual([]);
    expect(json(await assinar()).errors).toEqual({ thumbprint: [MENSAGENS_CERTIFICADO.cpf] });
    await gravarCertificado(colega, { cpf: colega.cpf });

    await gravarCertificado(colega, { pfx: pfxDeTeste({ nome: 'COLEGA', cpf: colega.cpf, senha: SENHA_PFX, expirado: true }) });
    expect(json(await assinar()).errors).toEqual({ thumbprint: ['Certificado expirado.'] });

    await gravarCertificado(colega, { pfx: pfxDeTeste({ nome: 'COLEGA', cpf: colega.cpf, senha: SENHA_PFX }), senha: 'outra-senha' });
    expect(json(await assinar()).errors).toEqual({ thumbprint: ['Senha do certificado incorreta.'] });

    await gravarCertificado(colega, { pfx: Buffer.from('não é um pfx'), senha: SENHA_PFX });
    expect(json(await assinar()).errors).toEqual({ thumbprint: ['Certificado inválido!'] });

    // nothing was left pending by the refusals
    const linhas = await withSystem(ctx.database.db, (tx) =>
      tx.select().from(assinaturaDocumento).where(eq(assinaturaDocumento.usuarioId, colega.id)),
    );
    expect(linhas).toEqual([]);
  });

  it('se o certificado deixa de servir entre start e finish, nada fica assinado pela metade', async () => {
    await gravarCertificado(colega, { pfx: pfxDeTeste({ nome: 'COLEGA', cpf: colega.cpf, senha: SENHA_PFX }), senha: SENHA_PFX });
    const { thumbprint } = await thumbprintDe(colega);
    const ini = await start(colega, { base64: Buffer.from(pdf).toString('base64'), thumbprint });
    expect(ini.statusCode, ini.body).toBe(200);
    await gravarCertificado(colega, { senha: 'mudou' });
    const fim = await finish(colega.headers, json(ini).data.token);
    expect(fim.statusCode).toBe(422);
    expect(json(fim).errors).toEqual({ thumbprint: ['Senha do certificado incorreta.'] });
    const [linha] = await withSystem(ctx.database.db, (tx) =>
      tx.select().from(assinaturaDocumento).where(eq(assinaturaDocumento.usuarioId, colega.id)),
    );
    expect(linha).toMatchObject({ status: 'PENDENTE', pdfAssinadoSha256: null, assinadoEm: null });
  });

  describe('verificação pública (/verificar/{codigo})', () => {
    it('mostra quem assinou o quê, quando e em que município, sem login nem X-Cliente', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/publico/verificar/${codigo}` });
      expect(res.statusCode, res.body).toBe(200);
      const cpf = medica.cpf;
      expect(json(res).data).toMatchObject({
        codigo,
        nome_arquivo: 'receita.pdf',
        signatario_nome: 'MÉDICA ASSINANTE',
        signatario_cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
        municipio: 'Prefeitura Municipal de Garanhuns',
        sha256: createHash('sha256').update(assinado).digest('hex'),
      });
      expect(new Date(json(res).data.assinado_em).getTime()).toBeLessThanOrEqual(Date.now());
      expect(res.body).not.toContain(cpf);
      // typed as a person would: lower case, no hyphens
      const digitado = await ctx.app.inject({ method: 'GET', url: `/api/publico/verificar/${codigo.replace(/-/g, '').toLowerCase()}` });
      expect(json(digitado).data.codigo).toBe(codigo);
      for (const desconhecido of ['0000-0000-0000', 'nada']) {
        const r = await ctx.app.inject({ method: 'GET', url: `/api/publico/verificar/${desconhecido}` });
        expect(r.statusCode).toBe(404);
        expect(json(r)).toEqual({ message: 'Documento não encontrado.' });
      }
    });

    it('confere o arquivo enviado com o assinado; um arquivo adulterado ou o original não conferem', async () => {
      const conferir = (arquivo: Buffer, cod = codigo) => {
        const m = multipart([{ nome: 'arquivo', valor: arquivo, arquivo: 'receita.pdf', tipo: 'application/pdf' }]);
        return ctx.app.inject({ method: 'POST', url: `/api/publico/verificar/${cod}`, headers: m.headers, payload: m.payload });
      };
      const igual = await conferir(assinado);
      expect(igual.statusCode, igual.body).toBe(200);
      expect(json(igual)).toEqual({ confere: true, mensagem: MENSAGENS_ASSINATURA.confere, assinatura_integra: true, motivo: null });
      expect(MENSAGENS_ASSINATURA.confere).toBe('O arquivo confere com o documento assinado.');

      const adulterado = Buffer.from(assinado);
      const pos = adulterado.indexOf('(Assinatura eletr');
      adulterado[pos + 1] = 'a'.charCodeAt(0);
      expect(json(await conferir(adulterado))).toEqual({
        confere: false,
        mensagem: 'O arquivo NÃO confere com o documento assinado.',
        assinatura_integra: false,
        motivo: 'O documento foi alterado depois de assinado.',
      });
      expect(json(await conferir(Buffer.from(pdf)))).toMatchObject({ confere: false, assinatura_integra: false });
      expect((await conferir(assinado, '0000-0000-0000')).statusCode).toBe(404);
      const semArquivo = await ctx.app.inject({ method: 'POST', url: `/api/publico/verificar/${codigo}`, payload: {} });
      expect(json(semArquivo).errors).toEqual({ arquivo: [MENSAGENS_ASSINATURA.arquivoObrigatorio] });
    });

    it('um documento apenas iniciado (pendente) não aparece na verificação', async () => {
      const [pendente] = await withSystem(ctx.database.db, (tx) =>
        tx
          .select()
          .from(assinaturaDocumento)
          .where(and(eq(assinaturaDocumento.usuarioId, colega.id), eq(assinaturaDocumento.status, 'PENDENTE'))),
      );
      expect((await ctx.app.inject({ method: 'GET', url: `/api/publico/verificar/${pendente.codigo}` })).statusCode).toBe(404);
    });

    it('limita as consultas por minuto', async () => {
      let status = 0;
      for (let i = 0; i < 35 && status !== 429; i++) {
        status = (await ctx.app.inject({ method: 'GET', url: '/api/publico/verificar/0000-0000-0000' })).statusCode;
      }
      expect(status).toBe(429);
    });
  });
});

describe('a página pública /verificar é servida pela SPA', () => {
  it('GET /verificar/{codigo} devolve o index.html do web', async () => {
    const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Saúde Municipal</title>');
    const outro = await createTestContext({ WEB_DIST: web });
    try {
      const res = await outro.app.inject({ method: 'GET', url: '/verificar/AB12-CD34-EF56' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Saúde Municipal</title>');
    } finally {
      await outro.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
