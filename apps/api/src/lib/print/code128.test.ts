import type { CanvasRect, ContentStack } from 'pdfmake/interfaces.js';
import { describe, expect, it } from 'vitest';
import { CODE128, codificarCode128, codigoDeBarras, ZONA_QUIETA } from './code128.js';
import { gerarPdf, mm } from './pdf.js';
import { lerPdf } from './pdf-teste.js';
import { decodificarCodigos } from './pdf-teste-codigos.js';

// The few rows of the ISO/IEC 15417 table these values need, written out here and not taken from the encoder.
const TABELA: Record<number, string> = {
  12: '112232', // "12" in set C
  17: '123221', // '1' in set B
  18: '223211', // '2'
  19: '221132', // '3'
  33: '111323', // 'A'
  34: '131123', // 'B' in set B, "34" in set C
  35: '131321', // 'C'
  56: '331121', // "56" in set C
  78: '241112', // "78"
  90: '214121', // "90"
  67: '141122', // checksum of ABC123
  85: '124211', // checksum of 1234567890
  99: '113141', // Code C
  100: '114131', // Code B
  104: '211214', // Start B
  105: '211232', // Start C
  106: '2331112', // Stop
};
const larguras = (valores: number[]) => valores.flatMap((v) => [...(TABELA[v] ?? 'x')].map(Number));

describe('Code 128', () => {
  it('encodes ABC123 in code set B with the modulo-103 checksum', () => {
    const c = codificarCode128('ABC123');
    // Start B, A B C 1 2 3 (ASCII − 32), checksum (104 + 1·33 + 2·34 + 3·35 + 4·17 + 5·18 + 6·19) mod 103 = 582 mod 103 = 67, stop
    expect(c.simbolos).toEqual([104, 33, 34, 35, 17, 18, 19, 67, 106]);
    expect(c.modulos).toEqual(larguras([104, 33, 34, 35, 17, 18, 19, 67, 106]));
    expect(c.totalModulos).toBe(8 * 11 + 13);
  });

  it('encodes a run of digits in code set C, two digits a symbol', () => {
    const c = codificarCode128('1234567890');
    // Start C, 12 34 56 78 90, checksum (105 + 12 + 2·34 + 3·56 + 4·78 + 5·90) mod 103 = 1115 mod 103 = 85, stop
    expect(c.simbolos).toEqual([105, 12, 34, 56, 78, 90, 85, 106]);
    expect(c.modulos).toEqual(larguras([105, 12, 34, 56, 78, 90, 85, 106]));
    expect(c.totalModulos).toBe(7 * 11 + 13);
  });

  it('switches from B to C for a long run of digits and back to B for letters', () => {
    const c = codificarCode128('AM123456789012B');
    expect(c.simbolos.slice(0, 4)).toEqual([CODE128.inicioB, 33, 45, CODE128.codigoC]);
    expect(c.simbolos.slice(4, 9)).toEqual([12, 34, 56, 78, 90]);
    expect(c.simbolos.slice(9, 12)).toEqual([12, CODE128.codigoB, 34]);
    const soma = c.simbolos.slice(0, -2).reduce((a, v, i) => a + v * Math.max(i, 1), 0);
    expect(c.simbolos.at(-2)).toBe(soma % 103);
    // a short run stays in B: switching would cost more than it saves
    expect(codificarCode128('A12B').simbolos).toEqual([104, 33, 17, 18, 34, (104 + 33 + 2 * 17 + 3 * 18 + 4 * 34) % 103, 106]);
  });

  it('every symbol is eleven modules with an even number of bar modules, and the stop ends on a bar', () => {
    for (const v of ['Saúde'.normalize('NFD').replace(/\p{M}/gu, ''), '0', '00', '987654321', 'Z-9/x']) {
      const c = codificarCode128(v);
      expect(c.modulos.length).toBe(c.simbolos.length * 6 + 1);
      for (let i = 0; i < c.simbolos.length - 1; i++) {
        const s = c.modulos.slice(i * 6, i * 6 + 6);
        expect(s.reduce((a, b) => a + b, 0)).toBe(11);
        expect(((s[0] ?? 0) + (s[2] ?? 0) + (s[4] ?? 0)) % 2).toBe(0);
      }
    }
  });

  it('refuses what code sets B and C cannot carry', () => {
    expect(() => codificarCode128('')).toThrow('Valor vazio');
    expect(() => codificarCode128('AÇÃO')).toThrow('Caractere "Ç" não pode ser codificado');
  });

  it('scales the bars into the width with the quiet zone on both sides', () => {
    const largura = mm(45);
    const no = codigoDeBarras('20260001234', { largura, altura: mm(9) }) as ContentStack;
    const barras = (no.stack[0] as { canvas: CanvasRect[] }).canvas;
    const cod = codificarCode128('20260001234');
    expect(barras.length).toBe((cod.modulos.length + 1) / 2);
    const primeira = barras[0] as CanvasRect;
    const ultima = barras.at(-1) as CanvasRect;
    const modulo = primeira.w / (cod.modulos[0] ?? 1);
    expect(primeira.x).toBeGreaterThanOrEqual(ZONA_QUIETA * modulo - 1e-9);
    expect(largura - (ultima.x + ultima.w)).toBeGreaterThanOrEqual(ZONA_QUIETA * modulo - 1e-9);
    expect(ultima.x + ultima.w).toBeLessThanOrEqual(largura);
    // at 203 dpi the module is a whole number of printer dots
    expect((modulo / (72 / 203)) % 1).toBeCloseTo(0, 6);
    // without snapping, the symbol and its quiet zones fill the width exactly
    const exato = (codigoDeBarras('20260001234', { largura, altura: mm(9), dpi: 0 }) as ContentStack).stack[0] as { canvas: CanvasRect[] };
    const m = (exato.canvas[0] as CanvasRect).w / (cod.modulos[0] ?? 1);
    expect(m * (cod.totalModulos + 2 * ZONA_QUIETA)).toBeCloseTo(largura, 6);
    expect(no.stack[1]).toMatchObject({ text: '20260001234' });
  });

  it('prints bars a scanner reads back, with the value under them', async () => {
    const pdf = await gerarPdf({
      pageSize: { width: mm(80), height: 'auto' },
      pageMargins: [mm(2), mm(2), mm(2), mm(2)],
      content: [
        codigoDeBarras('AGD-2026/000123', { largura: mm(76), altura: mm(14) }),
        { text: '', margin: [0, mm(5), 0, 0] },
        codigoDeBarras('1234567890', { largura: mm(50), altura: mm(6) }),
      ],
    });
    const lido = await lerPdf(pdf);
    expect(lido.textos[0]).toContain('AGD-2026/000123');
    expect(await decodificarCodigos(pdf)).toEqual(expect.arrayContaining(['CODE-128:AGD-2026/000123', 'CODE-128:1234567890']));
  });
});
