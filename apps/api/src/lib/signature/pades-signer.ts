import { createHash, createPrivateKey, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import { derDoCertificado, type PfxAberto } from './certificado.js';

const { asn1 } = forge;

export const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const seq = (itens: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, itens);
const set = (itens: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, itens);
const oid = (valor: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(valor).getBytes());
const octetos = (b: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, b.toString('binary'));
const inteiro = (n: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nulo = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const der = (a: forge.asn1.Asn1) => Buffer.from(asn1.toDer(a).getBytes(), 'binary');
const atributo = (tipo: string, valor: forge.asn1.Asn1) => seq([oid(tipo), set([valor])]);

/**
 * The signed attributes as DER: a SET OF must be sorted by the encodings of its elements (X.690
 * §11.6), and the signature is computed over exactly these bytes with the SET tag.
 */
export function atributosAssinados(conteudo: Buffer, certificadoDer: Buffer): forge.asn1.Asn1[] {
  const digest = createHash('sha256').update(conteudo).digest();
  const hashCert = createHash('sha256').update(certificadoDer).digest();
  // ESSCertIDv2 with the default algorithm (sha256, so left out) and no issuerSerial (EN 319 122-1 §5.2.2.3)
  const signingCertificateV2 = seq([seq([seq([octetos(hashCert)])])]);
  return [
    atributo(OID.contentType, oid(OID.data)),
    atributo(OID.messageDigest, octetos(digest)),
    atributo(OID.signingCertificateV2, signingCertificateV2),
  ]
    .map((a) => ({ a, bytes: der(a) }))
    .sort((x, y) => Buffer.compare(x.bytes, y.bytes))
    .map((x) => x.a);
}

/** IssuerAndSerialNumber taken from the certificate's own TBS encoding, so it matches byte for byte. */
function emissorESerie(cert: forge.pki.Certificate): forge.asn1.Asn1 {
  const tbs = (forge.pki.certificateToAsn1(cert).value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
  const i = tbs[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0; // [0] version is optional
  return seq([tbs[i + 2], tbs[i]]);
}

/**
 * PAdES baseline B-B signer (ETSI EN 319 142-1) for @signpdf: a detached CMS SignedData over the
 * ByteRange with the signed attributes contentType, messageDigest and ESS signing-certificate-v2,
 * and without the CMS signing-time (PAdES takes the time from the signature dictionary's /M).
 * P12Signer from @signpdf omits signing-certificate-v2 (STACK G38). Not done: the ICP-Brasil policy
 * attribute (AD-RB signature-policy-identifier) and a timestamp (decision 0004).
 */
export class PadesSigner extends Signer {
  private readonly chavePem: string;

  constructor(private readonly pfx: PfxAberto) {
    super();
    this.chavePem = forge.pki.privateKeyToPem(pfx.chave);
  }

  async sign(conteudo: Buffer): Promise<Buffer> {
    const certificado = derDoCertificado(this.pfx.certificado);
    const atributos = atributosAssinados(conteudo, certificado);
    const assinatura = sign('sha256', der(set(atributos)), createPrivateKey(this.chavePem));

    const cert = this.pfx.certificado;
    const signerInfo = seq([
      inteiro(1),
      emissorESerie(cert),
      seq([oid(OID.sha256)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, atributos),
      seq([oid(OID.rsaEncryption), nulo()]),
      octetos(assinatura),
    ]);
    const certificados = [cert, ...this.pfx.cadeia].map((c) => forge.pki.certificateToAsn1(c));
    const signedData = seq([
      inteiro(1),
      set([seq([oid(OID.sha256)])]),
      seq([oid(OID.data)]), // detached: no eContent
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, certificados),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}
