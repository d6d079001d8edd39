import { createHash } from 'node:crypto';
import forge from 'node-forge';

/** ICP-Brasil otherName of a natural person: birth date (8), CPF (11), NIS, RG… (DOC-ICP-04 §7.1.2.3). */
export const OID_ICP_PESSOA_FISICA = '2.16.76.1.3.1';

export const MENSAGENS_CERTIFICADO = {
  invalido: 'O arquivo não é um certificado A1 válido (PFX/P12).',
  senha: 'Senha do certificado incorreta.',
  semChave: 'O arquivo não contém a chave privada do certificado.',
  semCertificado: 'O arquivo não contém o certificado.',
  expirado: 'Certificado expirado.',
  naoValido: 'Certificado ainda não está válido.',
  cpf: 'O CPF do certificado não corresponde ao do usuário.',
} as const;

export interface CertificadoLido {
  subjectName: string;
  thumbprint: string;
  cpf: string | null;
  validadeInicio: Date;
  validadeFim: Date;
}

export class CertificadoInvalido extends Error {
  constructor(
    message: string,
    readonly campo: 'arquivo' | 'senha',
  ) {
    super(message);
  }
}

/** The parts of an opened A1 file that signing needs: the holder's certificate, its key, the rest of the chain. */
export interface PfxAberto {
  certificado: forge.pki.Certificate;
  chave: forge.pki.rsa.PrivateKey;
  /** Other certificates of the file (intermediate and root CAs), in the file's order. */
  cadeia: forge.pki.Certificate[];
}

/**
 * Opens an A1 PFX/P12 with its password. Throws CertificadoInvalido with the pt-BR reason (not a
 * PFX, wrong password, no key, no certificate); validity dates are the caller's concern.
 */
export function abrirPfx(pfx: Buffer, senha: string): PfxAberto {
  let p12: forge.pkcs12.Pkcs12Pfx;
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  } catch {
    throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.invalido, 'arquivo');
  }
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, senha);
  } catch (e) {
    const msg = String((e as Error).message ?? '');
    if (/password|MAC|decrypt/i.test(msg)) throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.senha, 'senha');
    throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.invalido, 'arquivo');
  }
  const chaves = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ]
    .map((b) => b.key as forge.pki.rsa.PrivateKey | undefined)
    .filter((k): k is forge.pki.rsa.PrivateKey => Boolean(k));
  if (!chaves.length) throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.semChave, 'arquivo');
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => Boolean(c));
  // the holder's certificate is the one whose public key pairs with the private key (the rest is the chain)
  let chave: forge.pki.rsa.PrivateKey | undefined;
  const cert = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    chave = chaves.find((k) => pub.n && k.n && pub.n.equals(k.n));
    return Boolean(chave);
  });
  if (!cert || !chave) {
    throw new CertificadoInvalido(certs.length ? MENSAGENS_CERTIFICADO.semChave : MENSAGENS_CERTIFICADO.semCertificado, 'arquivo');
  }
  return { certificado: cert, chave, cadeia: certs.filter((c) => c !== cert) };
}

/** DER bytes of a certificate (what thumbprints and the ESS signing-certificate hash are taken over). */
export const derDoCertificado = (cert: forge.pki.Certificate): Buffer =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/** What the signing dialog and the CPF check show of a certificate. */
export function metadadosDoCertificado(cert: forge.pki.Certificate): CertificadoLido {
  return {
    subjectName: nomeDoTitular(cert),
    thumbprint: createHash('sha1').update(derDoCertificado(cert)).digest('hex').toUpperCase(),
    cpf: cpfIcpBrasil(cert),
    validadeInicio: cert.validity.notBefore,
    validadeFim: cert.validity.notAfter,
  };
}

/** Throws CertificadoInvalido when the certificate is expired or not yet valid at `agora`. */
export function exigirValidade(cert: forge.pki.Certificate, agora = new Date()) {
  if (cert.validity.notAfter.getTime() < agora.getTime()) throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.expirado, 'arquivo');
  if (cert.validity.notBefore.getTime() > agora.getTime()) throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.naoValido, 'arquivo');
}

/**
 * Opens an A1 PFX/P12 with its password and reads what the signing dialog and the CPF check need.
 * Throws CertificadoInvalido with the pt-BR reason (wrong password, no key, expired…).
 */
export function lerCertificado(pfx: Buffer, senha: string, agora = new Date()): CertificadoLido {
  const { certificado } = abrirPfx(pfx, senha);
  exigirValidade(certificado, agora);
  return metadadosDoCertificado(certificado);
}

export function nomeDoTitular(cert: forge.pki.Certificate): string {
  const cn = cert.subject.getField('CN')?.value as string | undefined;
  if (cn) return decodificar(cn);
  return cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${decodificar(String(a.value))}`).join(', ');
}

/** forge gives UTF8String values as raw bytes. */
function decodificar(v: string): string {
  try {
    return forge.util.decodeUtf8(v);
  } catch {
    return v;
  }
}

/** The CPF in the subjectAltName otherName 2.16.76.1.3.1 (characters 9–19 of its value), if any. */
export function cpfIcpBrasil(cert: forge.pki.Certificate): string | null {
  const ext = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | undefined;
  for (const nome of ext?.altNames ?? []) {
    if (nome.type !== 0 || !Array.isArray(nome.value)) continue;
    const [oid, explicito] = nome.value as forge.asn1.Asn1[];
    if (!oid || typeof oid.value !== 'string' || forge.asn1.derToOid(oid.value) !== OID_ICP_PESSOA_FISICA) continue;
    const interno = Array.isArray(explicito?.value) ? (explicito.value[0] as forge.asn1.Asn1 | undefined) : undefined;
    const texto = typeof interno?.value === 'string' ? interno.value : '';
    const cpf = texto.slice(8, 19);
    return /^\d{11}$/.test(cpf) ? cpf : null;
  }
  return null;
}
