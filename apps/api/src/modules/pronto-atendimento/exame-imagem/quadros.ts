import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { mm } from '../../../lib/print/pdf.js';

/**
 * Boxes of the A4 request forms (imaging request, AIH report): a titled frame holding labelled cells,
 * the way the national paper forms are drawn, so the print reads like the form the regulation expects.
 */
export type Celula = {
  rotulo: string;
  valor: string | number | null | undefined;
  largura?: number | '*' | 'auto';
  /** A blank cell this tall (points) to be filled by hand: a signature and stamp. */
  espaco?: number;
};

const LAYOUT = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#777777',
  vLineColor: () => '#777777',
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

const valorDe = (v: Celula['valor']) => (v === null || v === undefined || String(v).trim() === '' ? '-' : String(v));

function celula(c: Celula): TableCell {
  return {
    stack: [
      { text: c.rotulo, fontSize: 6.5, color: '#555555' },
      c.espaco ? { text: ' ', margin: [0, 0, 0, c.espaco] } : { text: valorDe(c.valor), fontSize: 9 },
    ],
  };
}

/** A titled box with rows of labelled cells (each row its own widths). */
export function quadro(titulo: string, linhas: Celula[][]): Content {
  return {
    // a box is never split between pages: its title would be left alone at the bottom
    unbreakable: true,
    margin: [0, mm(1.8), 0, 0],
    stack: [
      {
        table: { widths: ['*'], body: [[{ text: titulo, bold: true, fontSize: 8, fillColor: '#e8eef5' }]] },
        layout: LAYOUT,
      },
      ...linhas.map(
        (linha) =>
          ({
            table: { widths: linha.map((c) => c.largura ?? '*'), body: [linha.map(celula)] },
            layout: LAYOUT,
          }) as Content,
      ),
    ],
  };
}

/** A titled box of free text (clinical signs, justification, report), kept with its line breaks. */
export function quadroTexto(titulo: string, texto: string | null | undefined, alturaMinima = 0): Content {
  return {
    margin: [0, mm(1.8), 0, 0],
    table: {
      widths: ['*'],
      body: [
        [{ text: titulo, bold: true, fontSize: 8, fillColor: '#e8eef5' }],
        [{ text: valorDe(texto), fontSize: 9, ...(alturaMinima ? { margin: [0, 0, 0, alturaMinima] } : {}) }],
      ],
    },
    layout: LAYOUT,
  };
}

/** The signature line of a professional: the line, the name and the registration under it. */
export function assinatura(nome: string, registro: string | null, rotulo: string): Content {
  return {
    margin: [0, mm(8), 0, mm(2)],
    columns: [
      { width: '*', text: '' },
      {
        width: mm(90),
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: mm(90), y2: 0, lineWidth: 0.5 }] },
          { text: nome, alignment: 'center', margin: [0, 2, 0, 0] },
          ...(registro ? [{ text: registro, alignment: 'center', fontSize: 8 } as Content] : []),
          { text: rotulo, alignment: 'center', fontSize: 7, color: '#555555' },
        ],
      },
      { width: '*', text: '' },
    ],
  };
}
