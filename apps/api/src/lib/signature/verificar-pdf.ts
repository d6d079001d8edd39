import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { cpfIcpBrasil, nomeDoTitular } from './certificado.js';
import { OID } from './pades-signer.js';

const { asn1 } = forge;

export interface SignatarioVerificado {
  nome: string;
  cpf: string | null;
  /** SHA-1 of the certificate, upper-case hex (the thumbprint the dialog shows). */
  thumbprint: string;
  validadeInicio: Date;
  validadeFim: Date;
}

export interface VerificacaoPdf {
  /** The last signature's digest and RSA signature match, and it covers the whole file. */
  integra: boolean;
  /** pt-BR reason when not intact. */
  motivo: string | null;
  signatario: SignatarioVerificado | null;
  /** /M of the signature dictionary. */
  assinadoEm: Date | null;
  /** The signed attributes include ESS signing-certificate-v2 bound to the signer's certificate. */
  certificadoVinculado: boolean;
  /** SHA-256 of the whole file, hex. */
  sha256: string;
}

const DIGESTS: Record<string, string> = {
  [OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '1.3.14.3.2.26': 'sha1',
};

const der = (a: forge.asn1.Asn1) => Buffer.from(asn1.toDer(a).getBytes(), 'binary');
const filhos = (a: forge.asn1.Asn1 | undefined) => (Array.isArray(a?.value) ? (a.value as forge.asn1.Asn1[]) : []);
const oidDe = (a: forge.asn1.Asn1 | undefined) => (a && typeof a.value === 'string' ? asn1.derToOid(a.value) : '');
const bytesDe = (a: forge.asn1.Asn1 | undefined) => Buffer.from(typeof a?.value === 'string' ? a.value : '', 'binary');

class Falha extends Error {}

/**
 * /Contents is zero-padded after the CMS. forge accepts `{ parseAllBytes: false }` to stop at the end
 * of the structure, though its types only declare the old boolean `strict` argument.
 */
export const lerDer = (bytes: Buffer) =>
  asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')), { parseAllBytes: false } as unknown as boolean);

/** The last /ByteRange of the file (the newest signature) and its /Contents (the CMS with its zero padding). */
export function ultimaAssinatura(pdf: Buffer) {
  let pos = -1;
  for (let i = pdf.indexOf('/ByteRange'); i >= 0; i = pdf.indexOf('/ByteRange', i + 1)) pos = i;
  if (pos < 0) throw new Falha('O arquivo não contém assinatura digital.');
  const inicio = pdf.indexOf('[', pos);
  const fim = pdf.indexOf(']', inicio);
  const faixa = pdf
    .subarray(inicio + 1, fim)
    .toString('latin1')
    .trim()
    .split(/\s+/)
    .map(Number);
  const [a, b, c, d] = faixa;
  if (faixa.length !== 4 || faixa.some((n) => !Number.isInteger(n) || n < 0) || a !== 0 || c <= b || c + d > pdf.length) {
    throw new Falha('A faixa de bytes da assinatura é inválida.');
  }
  if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) throw new Falha('O conteúdo da assinatura não foi encontrado.');
  const hex = pdf.subarray(b + 1, c - 1).toString('latin1');
  const conteudo = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  // /M is written beside /Contents in the signature dictionary
  const dicionario = pdf.subarray(Math.max(0, pos - 4096), Math.min(pdf.length, c + 4096)).toString('latin1');
  const m = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|[+-]\d{2}'?\d{2}'?)?/.exec(dicionario);
  return { cms: Buffer.from(hex, 'hex'), conteudo, cobreTudo: c + d === pdf.length, assinadoEm: m ? dataPdf(m) : null };
}

function dataPdf(m: RegExpExecArray): Date {
  const [, ano, mes, dia, h, min, s, tz] = m;
  const fuso = !tz || tz === 'Z' ? 'Z' : `${tz.slice(0, 3)}:${tz.replace(/'/g, '').slice(3, 5)}`;
  return new Date(`${ano}-${mes}-${dia}T${h}:${min}:${s}${fuso}`);
}

/**
 * Checks the newest signature of a PDF in code (spec 001 §7): the messageDigest attribute against
 * the hash of the ByteRange, the RSA/ECDSA signature over the DER SET of signed attributes with the
 * signer's public key, and that the signature covers the whole file (nothing appended after it).
 * Trust in the chain (ICP-Brasil roots, revocation) is not judged here.
 */
export function verificarAssinaturaPdf(bytes: Uint8Array): VerificacaoPdf {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const base = { integra: false, signatario: null, assinadoEm: null, certificadoVinculado: false, sha256 };
  try {
    const { cms, conteudo, cobreTudo, assinadoEm } = ultimaAssinatura(pdf);
    let ci: forge.asn1.Asn1;
    try {
      ci = lerDer(cms);
    } catch {
      throw new Falha('A assinatura não pôde ser lida.');
    }
    const [tipo, explicito] = filhos(ci);
    if (oidDe(tipo) !== OID.signedData) throw new Falha('A assinatura não é um CMS SignedData.');
    const sd = filhos(filhos(explicito)[0]);
    const certs = sd.find((x) => x.tagClass === asn1.Class.CONTEXT_SPECIFIC && x.type === 0);
    const signerInfos = sd[sd.length - 1];
    const si = filhos(filhos(signerInfos)[0]);
    const [, sid, algDigest, atributosImplicitos, , valorAssinatura] = si;
    if (!atributosImplicitos || atributosImplicitos.tagClass !== asn1.Class.CONTEXT_SPECIFIC) {
      throw new Falha('A assinatura não tem atributos assinados.');
    }
    const algoritmo = DIGESTS[oidDe(filhos(algDigest)[0])];
    if (!algoritmo) throw new Falha('Algoritmo de resumo não suportado.');

    const procurado = der(sid);
    const certAsn1 = filhos(certs).find((c) => der(emissorESerie(c)).equals(procurado));
    if (!certAsn1) throw new Falha('O certificado do signatário não está na assinatura.');
    const certDer = der(certAsn1);
    const x509 = new X509Certificate(certDer);

    const atributos = filhos(atributosImplicitos);
    const valorAtributo = (oidProcurado: string) => filhos(atributos.find((a) => oidDe(filhos(a)[0]) === oidProcurado)).at(1);
    const resumo = bytesDe(filhos(valorAtributo(OID.messageDigest))[0]);
    const assinaturaSet = Buffer.from(der(atributosImplicitos));
    assinaturaSet[0] = 0x31; // [0] IMPLICIT → SET OF, as signed (RFC 5652 §5.4)
    const certV2 = valorAtributo(OID.signingCertificateV2);
    const hashCertV2 = bytesDe(filhos(filhos(filhos(filhos(certV2)[0])[0])[0]).find((x) => x.type === asn1.Type.OCTETSTRING));

    const signatario = metadados(certAsn1, x509);
    const resultado = {
      ...base,
      signatario,
      assinadoEm,
      certificadoVinculado: hashCertV2.equals(createHash('sha256').update(certDer).digest()),
    };
    if (!resumo.equals(createHash(algoritmo).update(conteudo).digest())) {
      return { ...resultado, motivo: 'O documento foi alterado depois de assinado.' };
    }
    const ok = verify(algoritmo, assinaturaSet, x509.publicKey, bytesDe(valorAssinatura));
    if (!ok) return { ...resultado, motivo: 'A assinatura não confere com o certificado.' };
    if (!cobreTudo) return { ...resultado, motivo: 'O arquivo recebeu conteúdo depois de assinado.' };
    return { ...resultado, integra: true, motivo: null };
  } catch (e) {
    if (e instanceof Falha) return { ...base, motivo: e.message };
    return { ...base, motivo: 'A assinatura não pôde ser lida.' };
  }
}

/** IssuerAndSerialNumber of a certificate, to find the one the SignerInfo names. */
function emissorESerie(cert: forge.asn1.Asn1): forge.asn1.Asn1 {
  const tbs = filhos(filhos(cert)[0]);
  const i = tbs[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0; // [0] version is optional
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [tbs[i + 2], tbs[i]]);
}

function metadados(certAsn1: forge.asn1.Asn1, x509: X509Certificate): SignatarioVerificado {
  const thumbprint = x509.fingerprint.replace(/:/g, '').toUpperCase();
  const validade = { validadeInicio: new Date(x509.validFrom), validadeFim: new Date(x509.validTo) };
  try {
    const cert = forge.pki.certificateFromAsn1(certAsn1);
    return { nome: nomeDoTitular(cert), cpf: cpfIcpBrasil(cert), thumbprint, ...validade };
  } catch {
    // forge reads RSA keys only: another key type still gets its subject from node:crypto
    const cn = /CN=([^\n]+)/.exec(x509.subject)?.[1] ?? x509.subject;
    return { nome: cn, cpf: null, thumbprint, ...validade };
  }
}
