import { formatTelefone } from '@saude/shared';
import type { Content, ContentTable, ContentText, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type CabecalhoImpressao, logotipoNode } from '../cabecalho.js';
import { dataHoraBr } from '../formatos.js';
import { ajustarTexto } from '../medida-texto.js';
import { cm, mm } from '../pdf.js';

/**
 * Pieces shared by the thermal and label families (spec 001 §3, §9). Thermal printers print black
 * only: no grey fills or coloured text, which they would dither into dots.
 */

/** What every template takes besides its data. */
export interface OpcoesImpressao {
  /** The moment printed in the footer (default: now). */
  impressoEm?: Date;
}

/** A CSS pixel (the spec gives the transport logo as 30 px) in points. */
export const px = (v: number) => v * 0.75;

/** A paper of a given width: its margins and the width left for content, in points. */
export interface Papel {
  larguraCm: number;
  largura: number;
  margem: number;
  util: number;
}

export function papel(larguraCm: number, margemMm = 4): Papel {
  const largura = cm(larguraCm);
  const margem = mm(margemMm);
  return { larguraCm, largura, margem, util: largura - 2 * margem };
}

/** A continuous roll: the page is as tall as its content (pdfmake `height: 'auto'`). */
export function bobina(
  p: Papel,
  meta: { titulo: string; cabecalho: CabecalhoImpressao },
  content: Content[],
  fonte = 8,
): TDocumentDefinitions {
  return {
    pageSize: { width: p.largura, height: 'auto' },
    // a few millimetres under the last line: the printer's cutter sits above the head
    pageMargins: [p.margem, mm(3), p.margem, mm(6)],
    info: { title: meta.titulo, author: meta.cabecalho.nomePrefeitura, subject: meta.titulo },
    defaultStyle: { font: 'Roboto', fontSize: fonte, lineHeight: 1.1, color: '#000000' },
    content,
  };
}

const vazio = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** "Rótulo: valor", or nothing when the value is empty. */
export function campo(rotulo: string, valor: string | number | null | undefined, extra: Record<string, unknown> = {}): Content[] {
  if (vazio(valor)) return [];
  return [{ text: [{ text: `${rotulo}: `, bold: true }, String(valor)], ...extra } as Content];
}

/** Two fields side by side (when both exist), one under the other otherwise. */
export function par(a: Content[], b: Content[]): Content[] {
  if (a.length && b.length)
    return [
      {
        columns: [
          { width: '*', stack: a },
          { width: '*', stack: b },
        ],
        columnGap: mm(2),
      },
    ];
  return [...a, ...b];
}

/** The municipality header of receipts and slips: logo, nome da prefeitura, ramo, unit and phone. */
export function cabecalhoBobina(
  c: CabecalhoImpressao,
  p: Papel,
  opts: { alturaLogo: number; unidade?: boolean; lado?: boolean } = { alturaLogo: px(30) },
): Content[] {
  const logo = logotipoNode(c.logotipo, opts.alturaLogo, p.util * 0.3);
  const textos: Content[] = [
    { text: c.nomePrefeitura, bold: true, fontSize: 9 },
    ...(c.ramoAtividade ? [{ text: c.ramoAtividade, fontSize: 7.5 } as Content] : []),
    ...(opts.unidade && c.unidade ? [{ text: c.unidade, fontSize: 7.5, bold: true } as Content] : []),
    ...(opts.unidade && c.telefone ? [{ text: `Tel.: ${formatTelefone(c.telefone)}`, fontSize: 7.5 } as Content] : []),
  ];
  if (opts.lado && logo) {
    return [
      {
        columns: [
          { width: 'auto', stack: [logo] },
          { width: '*', stack: textos, margin: [mm(2), 0, 0, 0] },
        ],
        margin: [0, 0, 0, mm(1)],
      },
    ];
  }
  return [
    {
      stack: [...(logo ? [{ stack: [logo], alignment: 'center', margin: [0, 0, 0, mm(1)] } as Content] : []), ...textos],
      alignment: 'center',
      margin: [0, 0, 0, mm(1)],
    },
  ];
}

export function titulo(texto: string, tamanho = 11): Content {
  return { text: texto, bold: true, fontSize: tamanho, alignment: 'center', margin: [0, mm(1), 0, mm(1)] };
}

/** A dashed rule across the roll. */
export function separador(p: Papel): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: p.util, y2: 0, lineWidth: 0.6, dash: { length: 2, space: 1.5 } }],
    margin: [0, mm(1), 0, mm(1)],
  };
}

const bordaFina: CustomTableLayout = {
  hLineWidth: () => 0.8,
  vLineWidth: () => 0.8,
  hLineColor: () => '#000000',
  vLineColor: () => '#000000',
  paddingLeft: () => mm(1.5),
  paddingRight: () => mm(1.5),
  paddingTop: () => mm(1),
  paddingBottom: () => mm(1),
};

/** A framed box (observation, warning), with an optional bold heading inside it. */
export function caixa(conteudo: Content[], rotulo?: string): ContentTable {
  return {
    table: { widths: ['*'], body: [[{ stack: [...(rotulo ? [{ text: rotulo, bold: true } as Content] : []), ...conteudo] }]] },
    layout: bordaFina,
    margin: [0, mm(1), 0, mm(1)],
  };
}

/** White bold text on a black band (the urgent banner). */
export function faixa(texto: string, tamanho = 11): ContentTable {
  return {
    table: {
      widths: ['*'],
      body: [[{ text: texto, bold: true, fontSize: tamanho, color: '#ffffff', fillColor: '#000000', alignment: 'center' }]],
    },
    layout: 'noBorders',
    margin: [0, mm(1), 0, mm(1)],
  };
}

/** A section heading: bold capitals over a solid rule. */
export function secao(texto: string, p: Papel): Content[] {
  return [
    { text: texto.toUpperCase(), bold: true, fontSize: 8, margin: [0, mm(1.5), 0, 0] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: p.util, y2: 0, lineWidth: 0.8 }], margin: [0, mm(0.3), 0, mm(0.8)] },
  ];
}

/** Footer of receipts and slips: who printed and when, and the system's name and version. */
export function rodapeBobina(c: CabecalhoImpressao, usuario: string | null | undefined, impressoEm: Date): Content {
  return {
    stack: [
      { text: usuario ? `Impresso por ${usuario} em ${dataHoraBr(impressoEm)}` : `Impresso em ${dataHoraBr(impressoEm)}`, fontSize: 7 },
      { text: `${c.sistemaNome} — Versão ${c.sistemaVersao}`, fontSize: 6.5 },
    ],
    alignment: 'center',
    margin: [0, mm(2), 0, 0],
  };
}

/** The patient's name with the social name in parentheses when there is one (spec 001 §3). */
export function nomeComSocial(nome: string, social?: string | null): string {
  return vazio(social) ? nome : `${nome} (${social})`;
}

/** One or more phone numbers, each masked. */
export function telefones(v: string | readonly string[] | null | undefined): string {
  const lista = (Array.isArray(v) ? v : vazio(v) ? [] : [v as string]).filter((t) => !vazio(t));
  return lista.map((t) => formatTelefone(t)).join(' / ');
}

/** 'HH:MM:SS' (the wire) as 'HH:MM'. */
export function horaCurta(v: string | null | undefined): string {
  if (vazio(v)) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(String(v));
  return m ? `${(m[1] ?? '').padStart(2, '0')}:${m[2]}` : String(v);
}

/** One line that never wraps: shrunk to fit, cut with '…' past the smallest size. */
export function linha(
  texto: string,
  largura: number,
  tamanho: number,
  opts: { negrito?: boolean; minimo?: number; alinhamento?: 'left' | 'center' | 'right' } = {},
): ContentText {
  const a = ajustarTexto(texto, largura, tamanho, { negrito: opts.negrito, minimo: opts.minimo });
  return { text: a.text, fontSize: a.fontSize, bold: opts.negrito ?? false, noWrap: true, alignment: opts.alinhamento ?? 'left' };
}
