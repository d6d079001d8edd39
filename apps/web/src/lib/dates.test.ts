import { describe, expect, it } from 'vitest';
import { diaDaSemana, formatarIdade, idadeHoje, noFuso } from './dates';

describe('datas do web (issue 14 §4)', () => {
  it('reads an instant on the municipality clock, whatever its offset', () => {
    expect(noFuso('2026-11-21T17:32:05Z')).toEqual({
      data: '21/11/2026',
      hora: '14:32:05',
      horas: '14',
      minutos: '32',
      diaPorExtenso: 'Sábado, 21 de novembro',
    });
    expect(noFuso('2026-11-22T01:10:00+01:00').data).toBe('21/11/2026');
  });

  it('names the weekday of a date-only value without shifting it', () => {
    expect(diaDaSemana('2026-04-03')).toBe('sexta-feira');
    expect(diaDaSemana('03/04/2026')).toBe('');
  });

  it('formats an age in years, months or days, or the estimate of an unknown patient', () => {
    expect(formatarIdade({ anos: 46, meses: 10, dias: 20 })).toBe('46 anos');
    expect(formatarIdade({ anos: 1, meses: 2, dias: 3 })).toBe('1 ano e 2 meses');
    expect(formatarIdade({ anos: 1, meses: 0, dias: 3 })).toBe('1 ano');
    expect(formatarIdade({ anos: 0, meses: 1, dias: 3 })).toBe('1 mês');
    expect(formatarIdade({ anos: 0, meses: 0, dias: 9 })).toBe('9 dias');
    expect(formatarIdade(null, 40)).toBe('~40 anos (estimada)');
    expect(formatarIdade(null)).toBe('');
    expect(idadeHoje('2025-09-15', null, '2026-11-21')).toBe('1 ano e 2 meses');
    expect(idadeHoje(null, 1, '2026-11-21')).toBe('~1 ano (estimada)');
  });
});
