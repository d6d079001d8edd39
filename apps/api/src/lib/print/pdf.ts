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
