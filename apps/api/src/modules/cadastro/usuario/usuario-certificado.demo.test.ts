import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { CertificadoInvalido, lerCertificado } from '../../../lib/signature/certificado.js';
import { verificarAssinaturaPdf } from '../../../lib/signature/verificar-pdf.js';
import { CERTIFICADOS_DEMO, PASTA_CERTIFICADOS_DEMO, SENHA_CERTIFICADO_DEMO } from './usuario-certificado.demo.js';

/** Issue 16 item 14: the demo's doctor and nurse can sign, with the committed test certificates. */
let ctx: TestContext;
let pdf: Uint8Array;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://saude.exemplo.gov.br' });
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Ficha de atendimento', { x: 40, y: 780, size: 14, font: fonte });
  pdf = await doc.save();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('certificados de teste da demonstração', () => {
  it('the files open with the documented password only, as ICP-Brasil-shaped test certificates of a test CA', () => {
    for (const c of CERTIFICADOS_DEMO) {
      const pfx = readFileSync(new URL(c.arquivo, PASTA_CERTIFICADOS_DEMO));
      const lido = lerCertificado(pfx, SENHA_CERTIFICADO_DEMO);
      expect(lido.subjectName).toMatch(/^[A-Z ]+:\d{11}$/);
      expect(lido.validadeFim.toISOString()).toBe('2036-01-01T00:00:00.000Z');
      expect(() => lerCertificado(pfx, 'outra-senha')).toThrow(CertificadoInvalido);
    }
    const ac = readFileSync(new URL('ac-teste-saude-municipal.crt', PASTA_CERTIFICADOS_DEMO), 'utf8');
    expect(ac).toContain('BEGIN CERTIFICATE');
  });

  it('the seeded doctor, nurse and pharmacist in charge have their certificate, whose CPF is the user’s own', async () => {
    for (const { login, nome } of [
      { login: 'medico', nome: 'RICARDO LINS CAVALCANTI' },
      { login: 'enfermagem', nome: 'MARCOS ANTONIO FERREIRA' },
      { login: 'farmaceutico', nome: 'MARCELO AUGUSTO FALCAO' },
    ]) {
      const { headers } = await ctx.login(login);
      const perfil = json(await get('/api/cadastro/usuario-perfil', headers));
      const cert = json(await get('/api/cadastro/usuario-perfil/assinatura', headers)).data;
      expect(cert, login).toMatchObject({ cpf: perfil.cpf, subject_name: `${nome}:${perfil.cpf}`, nome_arquivo: `${login}.pfx` });
      expect(perfil.cpf).toMatch(/^\d{11}$/);
    }
    // the others sign nothing: no certificate for them
    const { headers } = await ctx.login('recepcao');
    expect(json(await get('/api/cadastro/usuario-perfil/assinatura', headers)).data).toBeNull();
  });

  it('the demo doctor signs a PDF through rest-pki start/finish and the signature verifies with their CPF', async () => {
    const { headers } = await ctx.login('medico');
    const perfil = json(await get('/api/cadastro/usuario-perfil', headers));
    const certificados = json(await get('/api/rest-pki/certificados', headers)).data;
    expect(certificados).toHaveLength(1);
    expect(certificados[0]).toMatchObject({ pki_brazil: { cpf: perfil.cpf } });

    const ini = await ctx.app.inject({
      method: 'POST',
      url: '/api/rest-pki/start',
      headers,
      payload: { base64: Buffer.from(pdf).toString('base64'), thumbprint: certificados[0].thumbprint, nome_arquivo: 'faa' },
    });
    expect(ini.statusCode, ini.body).toBe(200);
    const fim = await ctx.app.inject({ method: 'POST', url: '/api/rest-pki/finish', headers, payload: { token: json(ini).data.token } });
    expect(fim.statusCode, fim.body).toBe(200);
    const assinado = Buffer.from(json(fim).data, 'base64');
    expect(verificarAssinaturaPdf(assinado)).toMatchObject({ integra: true, signatario: { cpf: perfil.cpf } });
  });
});
