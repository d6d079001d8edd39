import { describe, expect, it } from 'vitest';
import { isValidCnpj, normalizeCnpj } from './cnpj.js';

describe('CNPJ — formats §5.3 samples', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11.522.827/0001-81', true],
    ['11.222.333/0001-80', false],
  ])('%s → %s', (cnpj, valido) => {
    expect(isValidCnpj(cnpj)).toBe(valido);
  });
});

describe('CNPJ — numeric edge cases', () => {
  it.each([
    ['11222333000181', true],
    ['11.222.333/0001-18', false], // check digits swapped
    ['11.222.333/0002-81', false],
    ['00000000000000', false], // check digits work out, the repeated-digit rule rejects it
    ['11111111111111', false],
    ['1122233300018', false], // 13
    ['112223330001811', false], // 15
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (cnpj, valido) => {
    expect(isValidCnpj(cnpj)).toBe(valido);
  });
});

describe('CNPJ — alphanumeric (Receita Federal, from July 2026)', () => {
  it.each([
    ['12.ABC.345/01DE-35', true], // the Receita's published example
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true], // typed in lower case
    ['12.ABC.345/01DE-36', false],
    ['12.ABD.345/01DE-35', false], // one letter changed
    ['12.ABC.345/01DE-3A', false], // check digits stay numeric
    ['12.ABC.345/01D-35', false],
  ])('%s → %s', (cnpj, valido) => {
    expect(isValidCnpj(cnpj)).toBe(valido);
  });

  it('normalises to 14 upper-case characters', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
  });
});
