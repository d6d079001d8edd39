import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type CabecalhoImpressao, logotipoNode } from './cabecalho.js';
import { dataHoraBr } from './formatos.js';
import { mm } from './pdf.js';

export interface DocumentoA4 {
  cabecalho: CabecalhoImpressao;
  titulo: string;
  subtitulo?: string | null;
  /** Lines under the title saying which filters made this print ("Período: 01/01/2026 a 31/01/2026"). */
  filtros?: string[];
  conteudo: Content[];
  /** Name of the user who prints (footer). */
  usuario: string;
  orientacao?: 'retrato' | 'paisagem';
  geradoEm?: Date;
  /** The page label of the footer; default "Página x/y" (a register book says "Folha x de y"). */
  rotuloPagina?: (pagina: number, total: number) => string;
}

const CINZA = '#555555';

/**
 * The A4 family (issue 5, spec 001 §3 header data): municipality header on every page (logo, nome da
 * prefeitura, ramo de atividade, sistema nome/versão), the title block on the first page, and the footer
 * with the printing user, the date-time and "Página x/y".
 */
export function documentoA4(d: DocumentoA4): TDocumentDefinitions {
  const agora = d.geradoEm ?? new Date();
  const c = d.cabecalho;
  const logo = logotipoNode(c.logotipo, 34, 90);
  return {
    pageSize: 'A4',
    pageOrientation: d.orientacao === 'paisagem' ? 'landscape' : 'portrait',
    // the bottom 28 mm stay free of content: the footer sits at their top, and the electronic signature
    // stamps its strip (bottom 22 pt, full width) and its QR code (56 pt, bottom right) below it
    pageMargins: [mm(12), mm(26), mm(12), mm(28)],
    info: { title: d.titulo, author: c.nomePrefeitura, subject: d.subtitulo ?? d.titulo },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.1 },
    styles: {
      titulo: { fontSize: 12, bold: true, alignment: 'center', margin: [0, 0, 0, 2] },
      subtitulo: { fontSize: 9, alignment: 'center', color: CINZA, margin: [0, 0, 0, 2] },
      filtro: { fontSize: 8, color: CINZA, alignment: 'center' },
      cabecalhoTabela: { bold: true, fillColor: '#e8eef5' },
      grupo: { bold: true, fillColor: '#f3f3f3' },
      total: { bold: true },
    },
    header: () => ({
      margin: [mm(12), mm(7), mm(12), 0],
      columns: [
        ...(logo ? [{ width: 'auto', stack: [logo], margin: [0, 0, 8, 0] } as Content] : []),
        {
          width: '*',
          stack: [
            { text: c.nomePrefeitura, bold: true, fontSize: 11 },
            ...(c.ramoAtividade ? [{ text: c.ramoAtividade, fontSize: 8.5, color: CINZA }] : []),
            ...(c.unidade ? [{ text: c.unidade, fontSize: 8.5 }] : []),
          ],
        },
        {
          width: 'auto',
          stack: [
            { text: c.sistemaNome, fontSize: 8, bold: true },
            { text: `Versão ${c.sistemaVersao}`, fontSize: 7, color: CINZA },
          ],
          alignment: 'right',
        },
      ],
    }),
    footer: (pagina: number, total: number) => ({
      margin: [mm(12), mm(3), mm(12) + 62, 0],
      columns: [
        { text: `Impresso por ${d.usuario} em ${dataHoraBr(agora)}`, fontSize: 7.5, color: CINZA },
        {
          text: d.rotuloPagina?.(pagina, total) ?? `Página ${pagina}/${total}`,
          fontSize: 7.5,
          color: CINZA,
          alignment: 'right',
          width: 'auto',
        },
      ],
    }),
    content: [
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: d.orientacao === 'paisagem' ? mm(273) : mm(186), y2: 0, lineWidth: 0.5, lineColor: '#999999' },
        ],
        margin: [0, 0, 0, 6],
      },
      { text: d.titulo, style: 'titulo' },
      ...(d.subtitulo ? [{ text: d.subtitulo, style: 'subtitulo' } as Content] : []),
      ...(d.filtros ?? []).map((t) => ({ text: t, style: 'filtro' }) as Content),
      { text: '', margin: [0, 0, 0, 6] },
      ...d.conteudo,
    ],
  };
}
