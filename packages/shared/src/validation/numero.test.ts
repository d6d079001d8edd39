import { describe, expect, it } from 'vitest';
import { formatNumeroBr, numeroMaxProblema, numeroMinProblema, parseNumero } from './numero.js';

describe('numbers with comma or dot decimals', () => {
  it.each([
    ['10', 10],
    ['10,5', 10.5],
    ['10.5', 10.5],
    ['1.234,5', 1234.5],
    ['1.234.567,89', 1234567.89],
    [' -2,5 ', -2.5],
    [',5', 0.5],
    ['5,', 5],
    [7.25, 7.25],
    [Number.NaN, null],
    ['1,234,5', null],
    ['1.234.567', null],
    ['abc', null],
    ['10 kg', null],
    ['', null],
    [null, null],
  ])('parseNumero(%j) → %j', (valor, n) => {
    expect(parseNumero(valor)).toBe(n);
  });

  it.each([
    [10, '10'],
    [10.5, '10,5'],
    [-0.25, '-0,25'],
  ])('formatNumeroBr(%j) → %j', (n, texto) => {
    expect(formatNumeroBr(n)).toBe(texto);
  });
});

describe('number max / min (spec 000 §5)', () => {
  it.each([
    ['300', null],
    ['300,0', null],
    ['300,1', 'Peso deve ser menor ou igual a 300'],
    ['300.1', 'Peso deve ser menor ou igual a 300'],
    [301, 'Peso deve ser menor ou igual a 300'],
    ['', null],
    ['abc', null], // unreadable is the number rule's business
  ])('%j ≤ 300', (valor, mensagem) => {
    expect(numeroMaxProblema('Peso', valor, 300)).toBe(mensagem);
  });

  it.each([
    ['0,5', null],
    ['0.49', 'Peso deve ser maior ou igual a 0,5'],
    [0, 'Peso deve ser maior ou igual a 0,5'],
    [null, null],
  ])('%j ≥ 0,5', (valor, mensagem) => {
    expect(numeroMinProblema('Peso', valor, 0.5)).toBe(mensagem);
  });
});
