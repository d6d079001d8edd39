import { describe, expect, it } from 'vitest';
import { feriadosNacionais, feriadosNacionaisNoPeriodo, pascoa } from './feriados.js';

describe('feriados nacionais', () => {
  it('computes Easter Sunday', () => {
    expect(pascoa(2024)).toBe('2024-03-31');
    expect(pascoa(2025)).toBe('2025-04-20');
    expect(pascoa(2026)).toBe('2026-04-05');
    expect(pascoa(2027)).toBe('2027-03-28');
    // extremes of the Gregorian range: earliest (22/03) and latest (25/04) possible dates
    expect(pascoa(2285)).toBe('2285-03-22');
    expect(pascoa(2038)).toBe('2038-04-25');
    expect(pascoa(2000)).toBe('2000-04-23');
  });

  it('lists the fixed and moveable days of 2026, facultativo where federal practice says so', () => {
    const lista = feriadosNacionais(2026);
    expect(lista.map((f) => f.data)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    expect(lista.find((f) => f.data === '2026-02-16')).toEqual({
      data: '2026-02-16',
      descricao: 'Carnaval (segunda-feira)',
      facultativo: true,
    });
    expect(lista.find((f) => f.data === '2026-06-04')?.facultativo).toBe(true);
    expect(lista.find((f) => f.data === '2026-04-03')).toMatchObject({
      descricao: 'Sexta-feira Santa (Paixão de Cristo)',
      facultativo: false,
    });
    expect(lista.find((f) => f.data === '2026-11-20')?.descricao).toBe('Dia Nacional de Zumbi e da Consciência Negra');
  });

  it('crosses leap years and year ends', () => {
    // 2024: Easter 31/03 → Carnaval 12 and 13/02, Corpus Christi 30/05
    expect(
      feriadosNacionais(2024)
        .filter((f) => f.facultativo)
        .map((f) => f.data),
    ).toEqual(['2024-02-12', '2024-02-13', '2024-05-30']);
    expect(feriadosNacionaisNoPeriodo('2025-12-20', '2026-01-05').map((f) => f.data)).toEqual(['2025-12-25', '2026-01-01']);
    expect(feriadosNacionaisNoPeriodo('2026-03-01', '2026-03-31')).toEqual([]);
  });
});
