import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ajustarTexto, larguraTexto } from './medida-texto.js';

// pdfkit, the engine under pdfmake, measures the same text its own way (fontkit, with kerning)
const doPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
const PDFDocument = doPdfmake('pdfkit') as new () => {
  font(f: string): unknown;
  fontSize(s: number): unknown;
  widthOfString(t: string): number;
};
const pasta = createRequire(import.meta.url)
  .resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf')
  .replace(/Roboto-Regular\.ttf$/, '');
function pdfkit(texto: string, tamanho: number, negrito = false) {
  const doc = new PDFDocument();
  doc.font(`${pasta}${negrito ? 'Roboto-Medium.ttf' : 'Roboto-Regular.ttf'}`);
  doc.fontSize(tamanho);
  return doc.widthOfString(texto);
}

describe('medida de texto (Roboto do pdfmake)', () => {
  it('reads advance widths from the font as pdfkit does (kerning aside, never narrower)', () => {
    expect(larguraTexto('iiii WWWW 0123456789', 10)).toBeCloseTo(pdfkit('iiii WWWW 0123456789', 10), 6);
    expect(larguraTexto('MMMM lll 2026', 9, true)).toBeCloseTo(pdfkit('MMMM lll 2026', 9, true), 6);
    for (const [t, negrito] of [
      ['MARIA JOSÉ DA CONCEIÇÃO GONÇALVES', false],
      ['Ângela Íris Ávila — Laboratório Municipal…', true],
      ['Unidade de Pronto Atendimento 24h', false],
    ] as const) {
      const nosso = larguraTexto(t, 8, negrito);
      const dele = pdfkit(t, 8, negrito);
      expect(nosso).toBeGreaterThanOrEqual(dele - 1e-9);
      expect(nosso).toBeLessThan(dele * 1.01);
    }
  });

  it('is additive, proportional to the size, wider in bold', () => {
    expect(larguraTexto('José Antônio', 10)).toBeCloseTo(larguraTexto('José ', 10) + larguraTexto('Antônio', 10), 9);
    expect(larguraTexto('Conceição', 20)).toBeCloseTo(larguraTexto('Conceição', 10) * 2, 9);
    expect(larguraTexto('CONCEIÇÃO', 10, true)).toBeGreaterThan(larguraTexto('CONCEIÇÃO', 10));
  });

  it('keeps what fits, shrinks what is a little too wide, cuts with an ellipsis what is far too wide', () => {
    expect(ajustarTexto('Ivo Sá', 100, 9)).toEqual({ text: 'Ivo Sá', fontSize: 9 });
    const nome = 'Maria José da Conceição Gonçalves';
    const natural = larguraTexto(nome, 9, true);
    const menor = ajustarTexto(nome, natural * 0.9, 9, { negrito: true, minimo: 6 });
    expect(menor.text).toBe(nome);
    expect(menor.fontSize).toBeLessThan(9);
    expect(menor.fontSize).toBeGreaterThanOrEqual(6);
    expect(larguraTexto(menor.text, menor.fontSize, true)).toBeLessThanOrEqual(natural * 0.9);

    const cortado = ajustarTexto(`${nome} de Albuquerque Cavalcanti Wanderley`, 120, 9, { negrito: true, minimo: 6 });
    expect(cortado.fontSize).toBe(6);
    expect(cortado.text).toMatch(/^Maria José.*…$/);
    expect(cortado.text).not.toMatch(/ …$/);
    expect(larguraTexto(cortado.text, 6, true)).toBeLessThanOrEqual(120);
    // one more letter would not fit
    const semReticencias = cortado.text.slice(0, -1);
    const proxima = `${nome} de Albuquerque Cavalcanti Wanderley`.slice(0, semReticencias.length + 1);
    expect(larguraTexto(`${proxima.trimEnd()}…`, 6, true)).toBeGreaterThan(120 * 0.98);
  });
});
