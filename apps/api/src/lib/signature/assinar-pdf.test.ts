import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { assinarPdf, PdfIlegivel } from './assinar-pdf.js';
import { CAIXA_ASSINATURA, dataHoraBrasilia } from './carimbo.js';
import { pfxDeTeste } from './certificado.fixture.js';
import { CertificadoInvalido, MENSAGENS_CERTIFICADO } from './certificado.js';
import { OID } from './pades-signer.js';
import { lerDer, ultimaAssinatura, verificarAssinaturaPdf } from './verificar-pdf.js';

const dir = mkdtempSync(join(tmpdir(), 'assinatura-'));
const temZbar = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CPF = '52998224725';
const SENHA = 'Senh@-A1';
// the test certificates are valid from an hour ago: sign now, to the second (/M has no milliseconds)
const AGORA = new Date(Math.floor(Date.now() / 1000) * 1000);
const { data: DATA, hora: HORA } = dataHoraBrasilia(AGORA);

async function pdfDeExemplo(
  paginas: [number, number][] = [
    [595.28, 841.89],
    [595.28, 841.89],
  ],
) {
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  paginas.forEach(([w, h], i) => {
    const p = doc.addPage([w, h]);
    p.drawText(`Receita médica, página ${i + 1}`, { x: 20, y: h - 40, size: 12, font: fonte });
  });
  return doc.save();
}

function gravar(nome: string, bytes: Uint8Array) {
  const caminho = join(dir, nome);
  writeFileSync(caminho, bytes);
  return caminho;
}

const pdfsig = (caminho: string) => {
  try {
    return execFileSync('pdfsig', [caminho], { encoding: 'utf8' });
  } catch (e) {
    // pdfsig exits non-zero when a signature does not verify; its report is still on stdout
    return String((e as { stdout?: string }).stdout ?? '');
  }
};
const textoDaPagina = (caminho: string, n: number) =>
  execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-layout', caminho, '-'], { encoding: 'utf8' });

const base = {
  senha: SENHA,
  nome: 'MARIA DA CONCEIÇÃO SOUZA',
  cpf: CPF,
  codigo: 'AB12-CD34-EF56',
  urlVerificacao: 'https://saude.garanhuns.pe.gov.br/verificar/AB12-CD34-EF56',
  agora: AGORA,
  local: 'Prefeitura Municipal de Garanhuns',
};

describe('assinatura PAdES (spec 001 §3, §7)', () => {
  it('assina com o A1 e pdfsig, a verificação em código e o texto da última página confirmam', async () => {
    const pfx = pfxDeTeste({ nome: 'MARIA DA CONCEIÇÃO SOUZA', cpf: CPF, senha: SENHA, comCadeia: true });
    const assinado = await assinarPdf({ ...base, pdf: await pdfDeExemplo(), pfx });
    const caminho = gravar('assinado.pdf', assinado);

    const relatorio = pdfsig(caminho);
    expect(relatorio).toContain('Signature Validation: Signature is Valid.');
    expect(relatorio).toContain('ETSI.CAdES.detached');
    expect(relatorio).toContain('Total document signed');

    const v = verificarAssinaturaPdf(assinado);
    expect(v).toMatchObject({ integra: true, motivo: null, certificadoVinculado: true });
    expect(v.signatario).toMatchObject({ nome: `MARIA DA CONCEIÇÃO SOUZA:${CPF}`, cpf: CPF });
    expect(v.assinadoEm?.toISOString()).toBe(AGORA.toISOString());
    expect(v.sha256).toBe(createHash('sha256').update(assinado).digest('hex'));

    expect(dataHoraBrasilia(new Date('2026-03-10T11:15:42Z'))).toEqual({ data: '10/03/2026', hora: '08:15:42' });
    const ultima = textoDaPagina(caminho, 2).replace(/\s+/g, ' ');
    expect(ultima).toContain(`Assinado eletronicamente por MARIA DA CONCEIÇÃO SOUZA (529.982.247-25) em ${DATA} às ${HORA}`);
    expect(ultima).toContain('AB12-CD34-EF56');
    expect(ultima).toContain('https://saude.garanhuns.pe.gov.br/verificar/AB12-CD34-EF56');
    expect(textoDaPagina(caminho, 1)).not.toContain('Assinado eletronicamente');
  });

  it('o CMS tem contentType, messageDigest e signingCertificateV2, sem signingTime, e leva a cadeia do PFX', async () => {
    const pfx = pfxDeTeste({ nome: 'MARIA', cpf: CPF, senha: SENHA, comCadeia: true });
    const assinado = await assinarPdf({ ...base, pdf: await pdfDeExemplo(), pfx });
    // the whole /Contents, padding included: @signpdf's extractSignature trims trailing zero bytes, and a CMS
    // may end in one (then about one signature in 256 would read short)
    const ci = lerDer(ultimaAssinatura(assinado).cms);
    const sd = ((ci.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
    const certificados = sd.find((x) => x.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC)?.value as forge.asn1.Asn1[];
    expect(certificados).toHaveLength(2);
    const si = ((sd[sd.length - 1].value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[])[3].value as forge.asn1.Asn1[];
    const oids = si.map((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string));
    expect(oids.sort()).toEqual([OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort());
    expect(oids).not.toContain(OID.signingTime);
    // /M carries the time (PAdES), in UTC
    const m = AGORA.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    expect(assinado.toString('latin1')).toContain(`/M (D:${m}Z)`);
    expect(assinado.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  });

  it('um byte alterado, ou conteúdo acrescentado depois, derruba a verificação (pdfsig e código)', async () => {
    const pfx = pfxDeTeste({ nome: 'MARIA', cpf: CPF, senha: SENHA });
    const assinado = await assinarPdf({ ...base, pdf: await pdfDeExemplo(), pfx });
    const alterado = Buffer.from(assinado);
    // one letter of /Reason in the signature dictionary, inside the signed range
    const pos = alterado.indexOf('(Assinatura eletr');
    expect(pos).toBeGreaterThan(0);
    alterado[pos + 1] = 'a'.charCodeAt(0);
    expect(verificarAssinaturaPdf(alterado)).toMatchObject({ integra: false, motivo: 'O documento foi alterado depois de assinado.' });
    expect(pdfsig(gravar('alterado.pdf', alterado))).not.toContain('Signature is Valid');

    const acrescido = Buffer.concat([assinado, Buffer.from('\n% anexo\n')]);
    expect(verificarAssinaturaPdf(acrescido)).toMatchObject({ integra: false, motivo: 'O arquivo recebeu conteúdo depois de assinado.' });
    expect(verificarAssinaturaPdf(await pdfDeExemplo())).toMatchObject({
      integra: false,
      motivo: 'O arquivo não contém assinatura digital.',
    });
    expect(verificarAssinaturaPdf(Buffer.from('lixo /ByteRange [0 1 2'))).toMatchObject({ integra: false });
  });

  it('a caixa respeita a geometria da spec e o texto nunca transborda, mesmo numa bobina de 8 cm com nome longo', async () => {
    const pfx = pfxDeTeste({ nome: 'X', cpf: CPF, senha: SENHA });
    const largo = await assinarPdf({ ...base, pdf: await pdfDeExemplo([[841.89, 595.28]]), pfx });
    const doc = await PDFDocument.load(largo);
    const widget = doc.getPage(0).node.Annots()?.lookup(0);
    const rect = (widget as unknown as { get(n: unknown): { asArray(): { asNumber(): number }[] } })
      .get(doc.context.obj('Rect'))
      .asArray()
      .map((n) => n.asNumber());
    // landscape A4: the full 600 pt; bottom 5.5, left 5.5, height 15.94
    expect(rect).toEqual([5.5, 5.5, 605.5, 5.5 + CAIXA_ASSINATURA.altura]);

    const nome = 'MARIA EDUARDA DOS SANTOS CAVALCANTI DE ALBUQUERQUE FIGUEIREDO NASCIMENTO';
    const bobina = await assinarPdf({ ...base, nome, pdf: await pdfDeExemplo([[226.77, 400]]), pfx });
    const caminho = gravar('bobina.pdf', bobina);
    expect(pdfsig(caminho)).toContain('Signature Validation: Signature is Valid.');
    // pdftotext -bbox reports each word's box: none may pass the box's right edge (226.77 - 1.5)
    const html = execFileSync('pdftotext', ['-bbox', caminho, '-'], { encoding: 'utf8' });
    const palavras = [...html.matchAll(/xMax="([\d.]+)"[^>]*>([^<]*)</g)].map((m) => ({ x: Number(m[1]), p: m[2] }));
    const doCarimbo = palavras.filter((w) => /Assinado|eletronicamente|verificação|Código|Confira|\(529/.test(w.p));
    expect(doCarimbo.length).toBeGreaterThan(2);
    for (const w of palavras) expect(w.x, w.p).toBeLessThanOrEqual(226.77 - 1.5);
    const texto = textoDaPagina(caminho, 1).replace(/\s+/g, ' ');
    // narrow page: the time goes to the second line beside the code, the name shortens if it must
    expect(texto).toMatch(/Assinado eletronicamente por MARIA EDUARDA[^(]*… \(529\.982\.247-25\)/);
    expect(texto).toContain(`em ${DATA} às ${HORA}. Código`);
    expect(texto).toContain('AB12-CD34-EF56');
  });

  it('recusa certificado vencido, senha errada e um arquivo que não é PDF', async () => {
    const pdf = await pdfDeExemplo();
    const vencido = pfxDeTeste({ nome: 'X', cpf: CPF, senha: SENHA, expirado: true });
    await expect(assinarPdf({ ...base, pdf, pfx: vencido })).rejects.toThrow(
      new CertificadoInvalido(MENSAGENS_CERTIFICADO.expirado, 'arquivo'),
    );
    const pfx = pfxDeTeste({ nome: 'X', cpf: CPF, senha: SENHA });
    await expect(assinarPdf({ ...base, pdf, pfx, senha: 'outra' })).rejects.toThrow(MENSAGENS_CERTIFICADO.senha);
    await expect(assinarPdf({ ...base, pdf: Buffer.from('%PDF-1.7 quebrado'), pfx })).rejects.toBeInstanceOf(PdfIlegivel);
  });

  // zbar is not part of poppler-utils: the QR code is read back where zbarimg is installed
  it.runIf(temZbar)('o QR code da última página leva ao endereço de verificação', async () => {
    const pfx = pfxDeTeste({ nome: 'X', cpf: CPF, senha: SENHA });
    const caminho = gravar('qr.pdf', await assinarPdf({ ...base, pdf: await pdfDeExemplo(), pfx }));
    execFileSync('pdftoppm', ['-r', '150', '-f', '2', '-l', '2', '-png', '-singlefile', caminho, join(dir, 'qr')]);
    const lido = execFileSync('zbarimg', ['-q', '--raw', join(dir, 'qr.png')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    expect(lido).toBe(base.urlVerificacao);
  });

  it('nomes com caracteres fora do WinAnsi não quebram o carimbo', async () => {
    const pfx = pfxDeTeste({ nome: 'X', cpf: CPF, senha: SENHA });
    const assinado = await assinarPdf({ ...base, nome: 'ŁUKASZ ŐRS 李', pdf: await pdfDeExemplo(), pfx });
    const texto = textoDaPagina(gravar('unicode.pdf', assinado), 2).replace(/\s+/g, ' ');
    expect(texto).toContain('Assinado eletronicamente por ?UKASZ ORS ?');
    expect(verificarAssinaturaPdf(assinado).integra).toBe(true);
  });
});
