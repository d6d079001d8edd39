import type { CanvasRect, Content, ContentStack } from 'pdfmake/interfaces.js';
import { ajustarTexto } from './medida-texto.js';
import { mm } from './pdf.js';

/**
 * Code 128 (ISO/IEC 15417), code sets B and C, for the specimen and collection labels (issue 5).
 * Each symbol is six elements (bar, space, bar, space, bar, space) of 1–4 modules, eleven modules in
 * all; the stop symbol has a seventh, final bar (thirteen modules).
 */
// biome-ignore format: the standard table, ten symbols a line
const PADROES = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const CODE128 = { codigoB: 100, codigoC: 99, inicioB: 104, inicioC: 105, parada: 106 } as const;
/** Light margin each side, in modules (ISO/IEC 15417 asks for at least 10). */
export const ZONA_QUIETA = 10;

export interface Code128 {
  /** Start, data, checksum and stop symbol values. */
  simbolos: number[];
  /** Widths in modules, alternating bar and space, beginning and ending with a bar (no quiet zone). */
  modulos: number[];
  /** Sum of `modulos`. */
  totalModulos: number;
}

type Conjunto = 'B' | 'C';
const ehDigito = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const valorB = (c: string) => {
  const v = c.charCodeAt(0) - 32;
  if (c.length !== 1 || v < 0 || v > 94) throw new Error(`Caractere "${c}" não pode ser codificado em Code 128 (conjunto B).`);
  return v;
};

/**
 * The shortest symbol sequence over code sets B and C (dynamic programming over position and set;
 * on a tie it keeps the current set, so runs of digits go to C only when that saves symbols).
 */
export function codificarCode128(valor: string): Code128 {
  if (!valor) throw new Error('Valor vazio não pode ser codificado em Code 128.');
  const s = [...valor];
  for (const c of s) if (!ehDigito(c)) valorB(c);
  const n = s.length;
  // custo[i][set]: symbols to encode s[i..] when the current set is `set`
  const custo: Record<Conjunto, number>[] = Array.from({ length: n + 1 }, () => ({ B: 0, C: 0 }));
  const passo: Record<Conjunto, 'fica' | 'troca'>[] = Array.from({ length: n + 1 }, () => ({ B: 'fica', C: 'fica' }));
  for (let i = n - 1; i >= 0; i--) {
    const ficaB = 1 + (custo[i + 1] as Record<Conjunto, number>).B;
    const ficaC = ehDigito(s[i]) && ehDigito(s[i + 1]) ? 1 + (custo[i + 2] as Record<Conjunto, number>).C : Number.POSITIVE_INFINITY;
    const c = custo[i] as Record<Conjunto, number>;
    const p = passo[i] as Record<Conjunto, 'fica' | 'troca'>;
    c.B = Math.min(ficaB, 1 + ficaC);
    p.B = ficaB <= 1 + ficaC ? 'fica' : 'troca';
    c.C = Math.min(ficaC, 1 + ficaB);
    p.C = ficaC <= 1 + ficaB ? 'fica' : 'troca';
  }
  const c0 = custo[0] as Record<Conjunto, number>;
  let conjunto: Conjunto = c0.C < c0.B ? 'C' : 'B';
  const simbolos: number[] = [conjunto === 'C' ? CODE128.inicioC : CODE128.inicioB];
  for (let i = 0; i < n; ) {
    if ((passo[i] as Record<Conjunto, 'fica' | 'troca'>)[conjunto] === 'troca') {
      conjunto = conjunto === 'B' ? 'C' : 'B';
      simbolos.push(conjunto === 'C' ? CODE128.codigoC : CODE128.codigoB);
    }
    if (conjunto === 'C') {
      simbolos.push(Number(`${s[i]}${s[i + 1]}`));
      i += 2;
    } else {
      simbolos.push(valorB(s[i] as string));
      i += 1;
    }
  }
  const soma = simbolos.reduce((acc, v, i) => acc + v * Math.max(i, 1), 0);
  simbolos.push(soma % 103, CODE128.parada);
  const modulos = simbolos.flatMap((v) => [...(PADROES[v] as string)].map(Number));
  return { simbolos, modulos, totalModulos: modulos.reduce((a, b) => a + b, 0) };
}

export interface OpcoesCodigoDeBarras {
  /** Width of the whole symbol with its quiet zones, in points. */
  largura: number;
  /** Height of the bars, in points. */
  altura: number;
  /** Prints the value under the bars (default true). */
  texto?: boolean;
  tamanhoTexto?: number;
  /**
   * Resolution of the printer: the module is rounded down to whole printer dots so every bar has the
   * same width on a thermal head (203 dpi by default; 0 turns it off and scales to the exact width).
   */
  dpi?: number;
}

/** The bars as vector rectangles (pdfmake canvas) with the human-readable value under them. */
export function codigoDeBarras(valor: string, opcoes: OpcoesCodigoDeBarras): Content {
  const { largura, altura, texto = true, tamanhoTexto = 7, dpi = 203 } = opcoes;
  const cod = codificarCode128(valor);
  const total = cod.totalModulos + 2 * ZONA_QUIETA;
  let modulo = largura / total;
  if (dpi > 0) {
    const ponto = 72 / dpi;
    const pontos = Math.floor(modulo / ponto);
    if (pontos >= 1) modulo = pontos * ponto;
  }
  const inicio = (largura - cod.totalModulos * modulo) / 2;
  const barras: CanvasRect[] = [];
  let x = inicio;
  cod.modulos.forEach((w, i) => {
    if (i % 2 === 0) barras.push({ type: 'rect', x, y: 0, w: w * modulo, h: altura, color: '#000000' });
    x += w * modulo;
  });
  const legenda = ajustarTexto(valor, largura, tamanhoTexto, { minimo: 5 });
  const no: ContentStack & { width: number } = {
    width: largura,
    stack: [
      { canvas: barras },
      ...(texto
        ? [{ text: legenda.text, fontSize: legenda.fontSize, alignment: 'center', noWrap: true, margin: [0, mm(0.5), 0, 0] } as Content]
        : []),
    ],
  };
  return no;
}
