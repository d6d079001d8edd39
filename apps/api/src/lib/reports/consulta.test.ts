import type { ColunaRelatorio } from '@saude/shared';
import { describe, expect, it } from 'vitest';
import { instanteIso, normalizar } from './consulta.js';

describe('report rows: instants leave as ISO 8601 (ARCHITECTURE §4)', () => {
  it('turns PostgreSQL timestamptz text and Dates into ISO 8601, whatever the offset and fraction', () => {
    expect(instanteIso('2025-03-10 11:00:00+00')).toBe('2025-03-10T11:00:00.000Z');
    expect(instanteIso('2025-03-10 08:00:00.25-03')).toBe('2025-03-10T11:00:00.250Z');
    expect(instanteIso('2025-03-10 08:30:00-03:30')).toBe('2025-03-10T12:00:00.000Z');
    expect(instanteIso('2025-03-10 14:00:00+0300')).toBe('2025-03-10T11:00:00.000Z');
    expect(instanteIso('2025-03-10T11:00:00Z')).toBe('2025-03-10T11:00:00.000Z');
    expect(instanteIso(new Date(Date.UTC(2025, 2, 10, 11)))).toBe('2025-03-10T11:00:00.000Z');
    // not an instant: left alone
    expect(instanteIso('sem data')).toBe('sem data');
  });

  it('normalises only the declared instant and number columns of a row', () => {
    const colunas: ColunaRelatorio[] = [
      { chave: 'chegada', titulo: 'Chegada', tipo: 'dataHora' },
      { chave: 'total', titulo: 'Total', tipo: 'inteiro' },
      { chave: 'obs', titulo: 'Obs.', tipo: 'texto' },
      { chave: 'saida', titulo: 'Saída', tipo: 'dataHora' },
    ];
    expect(normalizar(colunas, { chegada: '2025-03-10 11:00:00+00', total: '12', obs: '2025-03-10 11:00:00+00', saida: null })).toEqual({
      chegada: '2025-03-10T11:00:00.000Z',
      total: 12,
      obs: '2025-03-10 11:00:00+00',
      saida: null,
    });
  });
});
