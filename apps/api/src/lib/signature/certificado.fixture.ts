import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { OID_ICP_PESSOA_FISICA } from './certificado.js';

type ParDeChaves = { privada: forge.pki.rsa.PrivateKey; publica: forge.pki.rsa.PublicKey };
let chave: ParDeChaves | null = null;
let autoridade: { chaves: ParDeChaves; cert: forge.pki.Certificate } | null = null;

function novasChaves(): ParDeChaves {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privada: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publica: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/** RSA in pure-JS forge is slow (STACK G39): one node:crypto key serves every test certificate. */
function chaves() {
  chave ??= novasChaves();
  return chave;
}

/** A test certification authority (self-signed root) that issues the holders' certificates when asked. */
function ac() {
  if (!autoridade) {
    const k = novasChaves();
    const cert = forge.pki.createCertificate();
    cert.publicKey = k.publica;
    cert.serialNumber = '01';
    cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
    cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600_000);
    const nome = [{ name: 'commonName', value: 'AC Teste Saude' }];
    cert.setSubject(nome);
    cert.setIssuer(nome);
    cert.setExtensions([
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ]);
    cert.sign(k.privada, forge.md.sha256.create());
    autoridade = { chaves: k, cert };
  }
  return autoridade;
}

/**
 * A test A1 certificate as ICP-Brasil issues them: the holder's CPF in the subjectAltName otherName
 * 2.16.76.1.3.1 (birth date, CPF, NIS, RG…). Answers the PFX bytes (3DES, like most A1 files).
 * `comCadeia`: issued by a test CA whose certificate goes in the file too (as real A1 files carry it).
 */
export function pfxDeTeste(opts: {
  nome: string;
  cpf?: string | null;
  senha: string;
  expirado?: boolean;
  semChave?: boolean;
  comCadeia?: boolean;
}): Buffer {
  const { privada, publica } = chaves();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publica;
  cert.serialNumber = `0${Math.floor(Math.random() * 1e12).toString(16)}`;
  const ano = 365 * 24 * 3600 * 1000;
  cert.validity.notBefore = new Date(Date.now() - (opts.expirado ? 2 * ano : 3600_000));
  cert.validity.notAfter = new Date(Date.now() + (opts.expirado ? -ano : ano));
  const subject = [
    { name: 'commonName', value: forge.util.encodeUtf8(`${opts.nome}:${opts.cpf ?? ''}`) },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  const emissor = opts.comCadeia ? ac() : null;
  cert.setIssuer(emissor ? emissor.cert.subject.attributes : [{ name: 'commonName', value: 'AC Teste Saúde' }]);
  const { asn1 } = forge;
  const extensoes: object[] = [{ name: 'basicConstraints', cA: false }];
  if (opts.cpf) {
    const valor = `17051990${opts.cpf}${'0'.repeat(11)}${'0'.repeat(15)}`;
    const outroNome = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(OID_ICP_PESSOA_FISICA).getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, valor)]),
    ]);
    // given as ready ASN.1 under a private name, so forge does not rebuild it from `altNames`
    extensoes.push({
      id: '2.5.29.17',
      name: 'subjectAltNameIcp',
      value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [outroNome]),
    });
  }
  cert.setExtensions(extensoes);
  cert.sign(emissor ? emissor.chaves.privada : privada, forge.md.sha256.create());
  const certs = emissor ? [cert, emissor.cert] : [cert];
  const p12 = opts.semChave
    ? forge.pkcs12.toPkcs12Asn1(null, certs, opts.senha, { algorithm: '3des' })
    : forge.pkcs12.toPkcs12Asn1(privada, certs, opts.senha, { algorithm: '3des' });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}
