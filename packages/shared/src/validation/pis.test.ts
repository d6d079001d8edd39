import { describe, expect, it } from 'vitest';
import { isValidPis } from './pis.js';

describe('PIS / PASEP / NIS — formats §5.4 samples', () => {
  it.each([
    ['120.56431.25-6', true],
    ['100.00000.00-8', true],
    ['170.12345.67-3', true],
    ['120.56431.25-5', false],
  ])('%s → %s', (pis, valido) => {
    expect(isValidPis(pis)).toBe(valido);
  });
});

describe('PIS — edge cases', () => {
  it.each([
    ['12056431256', true],
    ['10000000008', true],
    ['17012345673', true],
    ['12056431257', false],
    ['1205643125', false], // 10 digits
    ['120564312560', false], // 12 digits
    ['', false],
    [null, false],
  ])('%j → %s', (pis, valido) => {
    expect(isValidPis(pis)).toBe(valido);
  });
});
