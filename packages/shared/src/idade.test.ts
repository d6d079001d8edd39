import { describe, expect, it } from 'vitest';
import { idadeEmAnosMesesDias } from './idade.js';

describe('idadeEmAnosMesesDias', () => {
  it.each([
    ['1980-06-10', '2026-06-10', { anos: 46, meses: 0, dias: 0 }],
    ['1980-06-10', '2026-06-09', { anos: 45, meses: 11, dias: 30 }],
    ['1979-12-31', '2026-11-21', { anos: 46, meses: 10, dias: 21 }],
    ['2026-11-01', '2026-11-21', { anos: 0, meses: 0, dias: 20 }],
    ['2025-09-15', '2026-11-21', { anos: 1, meses: 2, dias: 6 }],
    // the birth day does not exist in the month: the anniversary is its last day
    ['2026-01-31', '2026-03-01', { anos: 0, meses: 1, dias: 1 }],
    ['2026-01-31', '2026-02-28', { anos: 0, meses: 0, dias: 28 }],
    ['2024-02-29', '2025-02-28', { anos: 0, meses: 11, dias: 30 }],
    ['2024-02-29', '2025-03-01', { anos: 1, meses: 0, dias: 1 }],
    ['2024-02-29', '2028-02-29', { anos: 4, meses: 0, dias: 0 }],
    // across the new year, the borrowed days are December's
    ['2025-12-20', '2026-01-05', { anos: 0, meses: 0, dias: 16 }],
    ['2026-11-21', '2026-11-21', { anos: 0, meses: 0, dias: 0 }],
  ])('%s → %s', (nascimento, hoje, idade) => {
    expect(idadeEmAnosMesesDias(nascimento, hoje)).toEqual(idade);
  });

  it('is null without a readable birth date or before the birth', () => {
    expect(idadeEmAnosMesesDias(null, '2026-11-21')).toBeNull();
    expect(idadeEmAnosMesesDias('21/11/2026', '2026-11-21')).toBeNull();
    expect(idadeEmAnosMesesDias('2026-11-22', '2026-11-21')).toBeNull();
  });
});
