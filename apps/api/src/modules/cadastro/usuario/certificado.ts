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

/**
 * Opens an A1 PFX/P12 with its password and reads what the signing dialog and the CPF check need.
 * Throws CertificadoInvalido with the pt-BR reason (wrong password, no key, expired…).
 */
export function lerCertificado(pfx: Buffer, senha: string, agora = new Date()): CertificadoLido {
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
  const cert = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return chaves.some((k) => pub.n && k.n && pub.n.equals(k.n));
  });
  if (!cert) throw new CertificadoInvalido(certs.length ? MENSAGENS_CERTIFICADO.semChave : MENSAGENS_CERTIFICADO.semCertificado, 'arquivo');
  if (cert.validity.notAfter.getTime() < agora.getTime()) throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.expirado, 'arquivo');
  if (cert.validity.notBefore.getTime() > agora.getTime()) throw new CertificadoInvalido(MENSAGENS_CERTIFICADO.naoValido, 'arquivo');

  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    subjectName: nomeDoTitular(cert),
    thumbprint: createHash('sha1').update(der).digest('hex').toUpperCase(),
    cpf: cpfIcpBrasil(cert),
    validadeInicio: cert.validity.notBefore,
    validadeFim: cert.validity.notAfter,
  };
}

function nomeDoTitular(cert: forge.pki.Certificate): string {
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
