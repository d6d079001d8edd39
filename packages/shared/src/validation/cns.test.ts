import { describe, expect, it } from 'vitest';
import { isValidCns, normalizeCns } from './cns.js';

describe('CNS — formats §5.1 worked samples', () => {
  it.each([
    ['123456789010000', true],
    ['200000000000003', true],
    ['100000000000007', true],
    ['246813579020009', true],
    ['100000000060018', true], // the 001 branch
    ['700000000000005', true],
    ['900000000000008', true],
    ['800123456789017', true],
    ['898006209973606', true],
    ['700000000000001', false],
    ['898000000000001', false],
    ['123456789010001', false],
    ['200000000000004', false],
    ['100000000000104', false], // passes the 15-digit sum, not the definitive construction
    ['300000000000003', false],
  ])('%s → %s', (cns, valido) => {
    expect(isValidCns(cns)).toBe(valido);
  });
});

describe('CNS — public fixtures and the BNAFAR homologation mass (data/bnafar, copied inline)', () => {
  it.each([
    '700001016250104',
    '700501926845056',
    '703404696479515',
    '700609923387762',
    '167070651000006',
    '706205016872661',
    '898004110741019',
    '704006350980961',
    '207359842760003',
    '801440406403347',
    '209948132220003',
    '201534206630018', // definitive, 001 branch
    '122403691930003',
    '204399094860018',
    '707302283572370',
  ])('%s is valid', (cns) => {
    expect(isValidCns(cns)).toBe(true);
  });
});

describe('CNS — edge cases', () => {
  it.each([
    ['898 0062 0997 3606', true], // the display mask
    [' 700000000000005 ', true],
    ['89800620997360', false], // 14 digits
    ['8980062099736060', false], // 16 digits
    ['898.006.209.973.606', false], // only whitespace is removed (spec 000 §5)
    ['89800620997360A', false],
    ['000000000000000', false], // first digit 0
    ['400000000000004', false],
    ['500000000000002', false],
    ['600000000000000', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (cns, valido) => {
    expect(isValidCns(cns)).toBe(valido);
  });

  it('normalises by removing whitespace only', () => {
    expect(normalizeCns(' 898 0062\t0997 3606 ')).toBe('898006209973606');
    expect(normalizeCns(null)).toBe('');
  });
});
