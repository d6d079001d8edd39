/**
 * Generates, once, the demo's test A1 certificates (issue 16 item 14) and writes them beside the module that
 * seeds them (`src/modules/cadastro/usuario/demo/`), where they are committed:
 *
 *   npx tsx apps/api/scripts/gerar-certificados-demo.ts
 *
 * - a test CA, "AC TESTE SAUDE MUNICIPAL — NÃO É ICP-BRASIL" (self-signed; `ac-teste-saude-municipal.crt`);
 * - one A1 PFX per demo signer (CERTIFICADOS_DEMO: the doctor and the nurse), shaped like an ICP-Brasil
 *   e-CPF: CN `NOME DO USUARIO:CPF`, OU entries like a real e-CPF (marked as test), the otherName
 *   2.16.76.1.3.1 with birth date + CPF + NIS + RG, 2.16.76.1.3.6 (CEI) and 2.16.76.1.3.5 (voter id),
 *   the e-mail, RSA 2048, valid 2026-01-01 to 2036-01-01, the CA in the file (as real A1 files carry it),
 *   encrypted with SENHA_CERTIFICADO_DEMO (3DES, like most A1 files).
 *
 * Test certificates with no legal value. Running it again replaces the files (new keys): the seed reads
 * whatever is there at the next fresh database.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';
import { DEMO } from '../src/db/seed/demo.js';
import { OID_ICP_PESSOA_FISICA } from '../src/lib/signature/certificado.js';
import {
  CERTIFICADOS_DEMO,
  PASTA_CERTIFICADOS_DEMO,
  SENHA_CERTIFICADO_DEMO,
} from '../src/modules/cadastro/usuario/usuario-certificado.demo.js';

const { asn1, pki } = forge;
const OID_ICP_CEI = '2.16.76.1.3.6';
const OID_ICP_TITULO_ELEITOR = '2.16.76.1.3.5';
const AC_NOME = 'AC TESTE SAUDE MUNICIPAL — NÃO É ICP-BRASIL';
const ORGANIZACAO = 'TESTE - SEM VALOR LEGAL';
/** UTF8String for the names with accents (forge reads a tag type here; its typings call the field a class). */
const UTF8 = asn1.Type.UTF8 as number as forge.asn1.Class;

function chaves() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privada: pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publica: pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/** A positive serial number of 16 random bytes (hex; the first bit clear keeps it positive in DER). */
const serial = () => `0${randomBytes(16).toString('hex')}`;

/** ICP-Brasil names are upper case without accents ("MARCOS ANTONIO FERREIRA"). */
const nomeIcp = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** One otherName of the subjectAltName: [0] { OID, [0] EXPLICIT OCTET STRING } (DOC-ICP-04 §7.1.2.3). */
const outroNome = (oid: string, valor: string) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, valor)]),
  ]);

function gerarAc() {
  const k = chaves();
  const cert = pki.createCertificate();
  cert.publicKey = k.publica;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date('2025-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2040-01-01T00:00:00Z');
  const nome = [
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: ORGANIZACAO },
    // UTF8String (forge encodes the text itself): the names carry accents
    { shortName: 'OU', value: 'Autoridade Certificadora de teste da demonstração', valueTagClass: UTF8 },
    { name: 'commonName', value: AC_NOME, valueTagClass: UTF8 },
  ];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(k.privada, forge.md.sha256.create());
  return { chaves: k, cert };
}

function gerarA1(ac: ReturnType<typeof gerarAc>, titular: { nome: string; cpf: string; email?: string; nascimento: string }) {
  const { privada, publica } = chaves();
  const cert = pki.createCertificate();
  cert.publicKey = publica;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
  const cn = `${nomeIcp(titular.nome)}:${titular.cpf}`;
  cert.setSubject([
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: ORGANIZACAO },
    { shortName: 'ST', value: 'PE' },
    { name: 'localityName', value: 'Garanhuns' },
    // a real e-CPF's OUs: the issuing authority, the kind, the registration authority's CNPJ, how the holder was identified
    { shortName: 'OU', value: 'Certificado de teste - sem valor legal' },
    { shortName: 'OU', value: 'RFB e-CPF A1 (TESTE)' },
    { shortName: 'OU', value: '00000000000000' },
    { shortName: 'OU', value: 'presencial' },
    { name: 'commonName', value: cn },
  ]);
  cert.setIssuer(ac.cert.subject.attributes);
  // birth date (ddmmaaaa), CPF, NIS (11), RG (15), RG issuer and state (10)
  const pessoaFisica = `${titular.nascimento}${titular.cpf}${'0'.repeat(11)}${'0'.repeat(15)}${'SDS PE'.padEnd(10, ' ')}`;
  const nomesAlternativos = [
    outroNome(OID_ICP_PESSOA_FISICA, pessoaFisica),
    outroNome(OID_ICP_CEI, '0'.repeat(12)),
    outroNome(OID_ICP_TITULO_ELEITOR, '0'.repeat(19)),
  ];
  if (titular.email) nomesAlternativos.push(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, false, titular.email));
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ac.cert.generateSubjectKeyIdentifier().getBytes() },
    // given as ready ASN.1 under a private name, so forge does not rebuild it from `altNames`
    { id: '2.5.29.17', name: 'subjectAltNameIcp', value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, nomesAlternativos) },
  ]);
  cert.sign(ac.chaves.privada, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privada, [cert, ac.cert], SENHA_CERTIFICADO_DEMO, { algorithm: '3des', friendlyName: cn });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}

const pasta = fileURLToPath(PASTA_CERTIFICADOS_DEMO);
mkdirSync(pasta, { recursive: true });
const ac = gerarAc();
writeFileSync(`${pasta}ac-teste-saude-municipal.crt`, pki.certificateToPem(ac.cert));
for (const c of CERTIFICADOS_DEMO) {
  const u = DEMO.usuarios.find((x) => x.login === c.login);
  if (!u) throw new Error(`usuário de demonstração ${c.login} não existe em db/seed/demo.ts`);
  writeFileSync(`${pasta}${c.arquivo}`, gerarA1(ac, { nome: u.nome, cpf: u.cpf, email: u.email, nascimento: c.nascimento }));
  console.log(`${c.arquivo}: ${nomeIcp(u.nome)}:${u.cpf}`);
}
console.log(`Certificados de teste (sem valor legal) em ${pasta}, senha ${SENHA_CERTIFICADO_DEMO}.`);
