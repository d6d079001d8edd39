import { describe, expect, it } from 'vitest';
import { generoDaUnidade, porExtenso, quantidadePorExtenso } from './extenso.js';

describe('porExtenso (pt-BR)', () => {
  it.each([
    [0, 'zero'],
    [1, 'um'],
    [7, 'sete'],
    [10, 'dez'],
    [14, 'quatorze'],
    [16, 'dezesseis'],
    [19, 'dezenove'],
    [20, 'vinte'],
    [21, 'vinte e um'],
    [99, 'noventa e nove'],
    [100, 'cem'],
    [101, 'cento e um'],
    [110, 'cento e dez'],
    [115, 'cento e quinze'],
    [200, 'duzentos'],
    [999, 'novecentos e noventa e nove'],
    [1000, 'mil'],
    [1001, 'mil e um'],
    [1020, 'mil e vinte'],
    [1100, 'mil e cem'],
    [1101, 'mil cento e um'],
    [1234, 'mil duzentos e trinta e quatro'],
    [2500, 'dois mil e quinhentos'],
    [10_000, 'dez mil'],
    [100_000, 'cem mil'],
    [101_000, 'cento e um mil'],
    [1_000_000, 'um milhão'],
    [1_000_001, 'um milhão e um'],
    [1_000_100, 'um milhão e cem'],
    [2_030_000, 'dois milhões e trinta mil'],
    [1_234_567, 'um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete'],
    [1_000_000_000, 'um bilhão'],
    [3_000_000_000_000, 'três trilhões'],
  ])('%i → %s', (n, texto) => expect(porExtenso(n)).toBe(texto));

  it.each([
    [1, 'uma'],
    [2, 'duas'],
    [21, 'vinte e uma'],
    [32, 'trinta e duas'],
    [200, 'duzentas'],
    [201, 'duzentas e uma'],
    [2000, 'duas mil'],
    [2_000_002, 'dois milhões e duas'],
    [500, 'quinhentas'],
  ])('feminino: %i → %s', (n, texto) => expect(porExtenso(n, 'f')).toBe(texto));

  it('refuses what it cannot write', () => {
    expect(() => porExtenso(-1)).toThrow(RangeError);
    expect(() => porExtenso(1.5)).toThrow(RangeError);
    expect(() => porExtenso(1e15)).toThrow(RangeError);
  });
});

describe('quantidadePorExtenso', () => {
  it.each([
    ['30 comprimidos', '30 (trinta) comprimidos'],
    ['2 caixas', '2 (duas) caixas'],
    ['1 ampola', '1 (uma) ampola'],
    ['1 frasco-ampola', '1 (um) frasco-ampola'],
    ['21 gotas', '21 (vinte e uma) gotas'],
    ['2 unidades', '2 (duas) unidades'],
    ['12', '12 (doze)'],
    ['  60 cápsulas ', '60 (sessenta) cápsulas'],
    ['2,5 ml', '2,5 ml'],
    ['Uso contínuo', 'Uso contínuo'],
  ])('%s → %s', (q, texto) => expect(quantidadePorExtenso(q)).toBe(texto));

  it('knows the gender of dispensing units', () => {
    expect(generoDaUnidade('caixas com 20')).toBe('f');
    expect(generoDaUnidade('comprimidos')).toBe('m');
    expect(generoDaUnidade('dias')).toBe('m');
    expect(generoDaUnidade('doses')).toBe('f');
    expect(generoDaUnidade('frascos')).toBe('m');
  });
});
