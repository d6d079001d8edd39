import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Text width in the fonts pdfmake embeds (Roboto regular, and Roboto Medium for bold: pdf.ts). pdfmake
 * has no ellipsis nor shrink-to-fit, and a fixed-size label must never spill onto a second page, so
 * long names are measured here and shrunk or cut before they reach the layout. The advance widths
 * come straight from the TTF tables (cmap format 4 and hmtx); kerning is ignored, which only
 * overestimates the width of Latin text.
 */
const pasta = createRequire(import.meta.url)
  .resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf')
  .replace(/Roboto-Regular\.ttf$/, '');

interface Metricas {
  unidadesPorEm: number;
  avanco(codigo: number): number;
}

function lerFonte(arquivo: string): Metricas {
  const b = readFileSync(arquivo);
  const tabelas = new Map<string, number>();
  const n = b.readUInt16BE(4);
  for (let i = 0; i < n; i++) {
    const r = 12 + i * 16;
    tabelas.set(b.toString('latin1', r, r + 4), b.readUInt32BE(r + 8));
  }
  const tabela = (tag: string) => {
    const t = tabelas.get(tag);
    if (t === undefined) throw new Error(`fonte ${arquivo} sem a tabela ${tag}`);
    return t;
  };
  const unidadesPorEm = b.readUInt16BE(tabela('head') + 18);
  const metricasH = b.readUInt16BE(tabela('hhea') + 34);
  const hmtx = tabela('hmtx');
  const cmap = tabela('cmap');
  let sub = -1;
  for (let i = 0, total = b.readUInt16BE(cmap + 2); i < total; i++) {
    const r = cmap + 4 + i * 8;
    const plataforma = b.readUInt16BE(r);
    const codificacao = b.readUInt16BE(r + 2);
    const inicio = cmap + b.readUInt32BE(r + 4);
    if (b.readUInt16BE(inicio) === 4 && ((plataforma === 3 && codificacao === 1) || plataforma === 0)) {
      sub = inicio;
      if (plataforma === 3) break;
    }
  }
  if (sub < 0) throw new Error(`fonte ${arquivo} sem cmap Unicode (formato 4)`);
  const segmentos = b.readUInt16BE(sub + 6) / 2;
  const fins = sub + 14;
  const inicios = fins + segmentos * 2 + 2;
  const deltas = inicios + segmentos * 2;
  const desvios = deltas + segmentos * 2;

  const glifo = (codigo: number): number => {
    for (let s = 0; s < segmentos; s++) {
      if (codigo > b.readUInt16BE(fins + s * 2)) continue;
      const inicio = b.readUInt16BE(inicios + s * 2);
      if (codigo < inicio) return 0;
      const delta = b.readInt16BE(deltas + s * 2);
      const desvio = b.readUInt16BE(desvios + s * 2);
      if (desvio === 0) return (codigo + delta) & 0xffff;
      const g = b.readUInt16BE(desvios + s * 2 + desvio + (codigo - inicio) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number>();
  return {
    unidadesPorEm,
    avanco(codigo) {
      let v = cache.get(codigo);
      if (v === undefined) {
        const g = glifo(codigo);
        v = b.readUInt16BE(hmtx + Math.min(g, metricasH - 1) * 4);
        cache.set(codigo, v);
      }
      return v;
    },
  };
}

const fontes = new Map<boolean, Metricas>();
function metricas(negrito: boolean): Metricas {
  let m = fontes.get(negrito);
  if (!m) {
    m = lerFonte(`${pasta}${negrito ? 'Roboto-Medium.ttf' : 'Roboto-Regular.ttf'}`);
    fontes.set(negrito, m);
  }
  return m;
}

/** Width in points of a single line of text at a font size. */
export function larguraTexto(texto: string, tamanho: number, negrito = false): number {
  const m = metricas(negrito);
  let soma = 0;
  for (const ch of texto) soma += m.avanco(ch.codePointAt(0) ?? 32);
  return (soma * tamanho) / m.unidadesPorEm;
}

export interface TextoAjustado {
  text: string;
  fontSize: number;
}

/**
 * Fits one line in a width: the text as it is when it fits; otherwise a smaller font, down to
 * `minimo`; and when even that is too wide, cut with '…'. The result is meant for `noWrap` nodes.
 */
export function ajustarTexto(
  texto: string,
  largura: number,
  tamanho: number,
  opts: { minimo?: number; negrito?: boolean } = {},
): TextoAjustado {
  const negrito = opts.negrito ?? false;
  const minimo = Math.min(opts.minimo ?? tamanho * 0.75, tamanho);
  // a small margin: pdfmake's layout and the printer's driver round differently
  const util = largura * 0.98;
  const t = texto.replace(/\s+/g, ' ').trim();
  const natural = larguraTexto(t, tamanho, negrito);
  if (natural <= util) return { text: t, fontSize: tamanho };
  const reduzido = Math.floor(((tamanho * util) / natural) * 10) / 10;
  if (reduzido >= minimo) return { text: t, fontSize: reduzido };
  const letras = [...t];
  let cabe = 0;
  let fora = letras.length;
  while (fora - cabe > 1) {
    const meio = (cabe + fora) >> 1;
    if (larguraTexto(`${letras.slice(0, meio).join('').trimEnd()}…`, minimo, negrito) <= util) cabe = meio;
    else fora = meio;
  }
  return { text: `${letras.slice(0, cabe).join('').trimEnd()}…`, fontSize: minimo };
}
