import QRCode from 'qrcode';
import type { CabecalhoImpressao } from '../cabecalho.js';

/** Test data of the print templates: a municipality header as carregarCabecalho returns it. */
export const cabecalhoGaranhuns: CabecalhoImpressao = {
  nomePrefeitura: 'Prefeitura Municipal de Garanhuns',
  ramoAtividade: 'Secretaria Municipal de Saúde',
  logotipo: null,
  sistemaNome: 'Saúde Municipal',
  sistemaVersao: '2.41.29',
  unidade: 'Farmácia Central — Policlínica Municipal',
  telefone: '8737611234',
};

/** A real PNG (a QR code) standing in for a municipality's logo. */
export async function cabecalhoComLogo(): Promise<CabecalhoImpressao> {
  return {
    ...cabecalhoGaranhuns,
    logotipo: { tipo: 'imagem', dataUrl: await QRCode.toDataURL('Prefeitura Municipal de Garanhuns', { margin: 0 }) },
  };
}

/** 06/03/2026 11:20 in Brasília. */
export const IMPRESSO_EM = new Date('2026-03-06T14:20:00Z');

/** The text of a page with runs of spaces (pdftotext -layout columns) folded into one. */
export const plano = (t: string | undefined) => (t ?? '').replace(/[ \t]+/g, ' ');
