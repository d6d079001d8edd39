import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf'; // not the default import (STACK G37)
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CAIXA_ASSINATURA, desenharCarimbo } from './carimbo.js';
import { abrirPfx, exigirValidade } from './certificado.js';
import { PadesSigner } from './pades-signer.js';

/**
 * Room for the CMS in /Contents, in hex digits (half as many bytes). An ICP-Brasil A1 carries its
 * chain (holder, one or two intermediate CAs, root: about 2 KB each), so 8 KB could run short.
 */
export const TAMANHO_ASSINATURA = 32768;

/** The PDF could not be read (damaged, encrypted, not a PDF). */
export class PdfIlegivel extends Error {}

/** Loads a PDF with pdf-lib, or throws PdfIlegivel. Encrypted files are refused: re-saving would break them. */
export async function carregarPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() === 0) throw new PdfIlegivel('PDF sem páginas');
    return doc;
  } catch (e) {
    throw e instanceof PdfIlegivel ? e : new PdfIlegivel((e as Error).message);
  }
}

export interface AssinarPdfEntrada {
  pdf: Uint8Array;
  /** The A1 file and its password; the certificate must be valid at `agora`. */
  pfx: Buffer;
  senha: string;
  /** Who signs and their CPF (11 digits), as the visible text shows them. */
  nome: string;
  cpf: string;
  /** Verification code as printed (XXXX-XXXX-XXXX) and the public page that checks it. */
  codigo: string;
  urlVerificacao: string;
  agora: Date;
  /** /Location of the signature dictionary (the municipality). */
  local?: string;
}

/** PDF text strings are PDFDocEncoding here (pdf-lib writes char codes as bytes): keep Latin-1. */
const latin1 = (s: string) =>
  [...s]
    .map((c) => (c.charCodeAt(0) <= 0xff ? c : c.normalize('NFD').replace(/\p{M}/gu, '') || '?'))
    .map((c) => (c.charCodeAt(0) <= 0xff ? c : '?'))
    .join('');

/**
 * Spec 001 §3/§7: stamps the last page (signature box + QR code of the verification page), adds a
 * signature field whose widget covers the box, and signs PAdES B-B with the A1 certificate. The
 * time in the box and in /M is `agora`. Throws CertificadoInvalido (certificate) or PdfIlegivel.
 */
export async function assinarPdf(e: AssinarPdfEntrada): Promise<Buffer> {
  const pfx = abrirPfx(e.pfx, e.senha);
  exigirValidade(pfx.certificado, e.agora);

  const doc = await carregarPdf(e.pdf);
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const ultima = doc.getPage(doc.getPageCount() - 1);
  desenharCarimbo(ultima, fonte, { nome: e.nome, cpf: e.cpf, codigo: e.codigo, urlVerificacao: e.urlVerificacao, agora: e.agora });

  const caixa = ultima.getMediaBox();
  const c = CAIXA_ASSINATURA;
  const largura = Math.min(c.largura, caixa.width - c.margemEsquerda - c.margemDireita);
  const x = caixa.x + c.margemEsquerda;
  const y = caixa.y + c.margemInferior;
  pdflibAddPlaceholder({
    pdfDoc: doc,
    pdfPage: ultima,
    reason: 'Assinatura eletrônica',
    contactInfo: latin1(e.urlVerificacao),
    name: latin1(e.nome),
    location: latin1(e.local ?? ''),
    signingTime: e.agora,
    signatureLength: TAMANHO_ASSINATURA,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect: [x, y, x + largura, y + c.altura],
  });
  // classic xref: the placeholder must be found and replaced as plain bytes (STACK G39)
  const comEspaco = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(comEspaco, new PadesSigner(pfx), e.agora);
}
