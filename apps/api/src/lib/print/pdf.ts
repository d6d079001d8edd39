import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

/**
 * pdfmake 0.3 in Node is a ready singleton (STACK G35): fonts by file path, no URL access, local reads
 * only from the bundled Roboto folder. Every PDF of the product goes through gerarPdf.
 */
const fontes = createRequire(import.meta.url)
  .resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf')
  .replace(/Roboto-Regular\.ttf$/, '');
pdfmake.setFonts({
  Roboto: {
    normal: `${fontes}Roboto-Regular.ttf`,
    bold: `${fontes}Roboto-Medium.ttf`,
    italics: `${fontes}Roboto-Italic.ttf`,
    bolditalics: `${fontes}Roboto-MediumItalic.ttf`,
  },
});

/**
 * pdfkit opens the font again for each document, and fontkit decodes its layout tables (GSUB, GPOS, GDEF) again on
 * the first text it measures: about half the time of a one-page print (docs/testing.md, "Sessão 11"). The decoded
 * tables depend only on the font's bytes and are only read, so each is decoded once per process and shared by every
 * document: the table's tag, checksum, offset and length (the font's table directory) and the file's size name it.
 * fontkit's `create` cannot be replaced (a non-configurable export), so the table decoder of its TrueType class is
 * wrapped, reached through an instance of the fontkit that pdfkit itself loads.
 */
function decodificarTabelasDeLayoutUmaVez() {
  const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
    create(b: Uint8Array): object;
  };
  const ttf = Object.getPrototypeOf(fontkit.create(readFileSync(`${fontes}Roboto-Regular.ttf`))) as {
    _decodeTable(this: { stream: { length: number } }, t: TabelaFonte): unknown;
  };
  const decodificar = ttf._decodeTable;
  if (typeof decodificar !== 'function') return;
  const tabelas = new Map<string, unknown>();
  ttf._decodeTable = function (this: { stream: { length: number } }, t: TabelaFonte) {
    if (!TABELAS_DE_LAYOUT.has(t.tag)) return decodificar.call(this, t);
    const chave = `${this.stream.length}:${t.tag}:${t.checkSum}:${t.offset}:${t.length}`;
    if (!tabelas.has(chave)) tabelas.set(chave, decodificar.call(this, t));
    return tabelas.get(chave);
  };
}
interface TabelaFonte {
  tag: string;
  checkSum: number;
  offset: number;
  length: number;
}
const TABELAS_DE_LAYOUT = new Set(['GSUB', 'GPOS', 'GDEF']);
decodificarTabelasDeLayoutUmaVez();

pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((caminho: string) => caminho.startsWith(fontes));

/** Millimetres and centimetres to PDF points (1/72 in). */
export const mm = (v: number) => (v * 72) / 25.4;
export const cm = (v: number) => mm(v * 10);

export async function gerarPdf(def: TDocumentDefinitions): Promise<Buffer> {
  const pdf = await pdfmake
    .createPdf({ ...def, info: { producer: 'Saúde Municipal', creator: 'Saúde Municipal', ...def.info } })
    .getBuffer();
  return Buffer.from(pdf);
}
