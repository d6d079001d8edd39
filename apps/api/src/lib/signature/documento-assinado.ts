import { ASSINATURA_TAMANHO_MAXIMO, MENSAGENS_ASSINATURA } from '@saude/shared';
import { unprocessable } from '../http-errors.js';
import { carregarPdf, PdfIlegivel } from './assinar-pdf.js';

/**
 * The signed copy of a clinical print sent back after rest-pki/finish (emergency care's store-faa-assinada, the
 * outpatient clinic's store-atendimento-assinado): core since issue 17, each module keeps its own rows.
 */

/** A signed PDF sent back in base64 (with or without a data: prefix) is a little larger than the 15 MB signed. */
export const LIMITE_CORPO_DOCUMENTO_ASSINADO = Math.ceil(((ASSINATURA_TAMANHO_MAXIMO + 1024 * 1024) * 4) / 3) + 64 * 1024;

/** The PDF of the body, or a 422 on `arquivo`: base64 whose bytes start with the PDF magic number. */
export function pdfDoArquivo(base64: string, somentePdf: string): Buffer {
  const limpo = base64.replace(/^data:[^,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=_\-\s]*$/.test(limpo)) throw unprocessable({ arquivo: [somentePdf] });
  const pdf = Buffer.from(limpo, 'base64');
  // PDF readers accept the header anywhere in the first 1024 bytes (as rest-pki/start does)
  if (!pdf.subarray(0, 1024).includes('%PDF-')) throw unprocessable({ arquivo: [somentePdf] });
  return pdf;
}

/**
 * A print of this system names its document in the Keywords (`saude-municipal:<área>:<documento>:<id>`): a file
 * printed from another document, of any module, is refused.
 */
export async function exigirMesmoDocumento(pdf: Buffer, esperado: string, outroDocumento: string) {
  let palavras: string | undefined;
  try {
    palavras = (await carregarPdf(pdf)).getKeywords();
  } catch (e) {
    if (e instanceof PdfIlegivel) throw unprocessable({ arquivo: [MENSAGENS_ASSINATURA.pdfIlegivel] });
    throw e;
  }
  const marca = /saude-municipal:[a-z-]+:[A-Za-z-]+:\d+/.exec(palavras ?? '')?.[0];
  if (marca && marca !== esperado) throw unprocessable({ arquivo: [outroDocumento] });
}
