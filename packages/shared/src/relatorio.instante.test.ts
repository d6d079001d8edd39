import { describe, expect, it } from 'vitest';
import { type ColunaRelatorio, textoCelulaRelatorio } from './relatorio.js';

describe('report cells: instants as the engine sends them (ISO 8601)', () => {
  it('shows an ISO instant as dd/mm/yyyy HH:mm in the zone asked for', () => {
    const col: ColunaRelatorio = { chave: 'chegada', titulo: 'Chegada', tipo: 'dataHora' };
    expect(textoCelulaRelatorio(col, '2025-03-10T11:00:00.000Z', 'America/Sao_Paulo')).toBe('10/03/2025 08:00');
    expect(textoCelulaRelatorio(col, '2025-03-10T11:00:00.000Z', 'America/Manaus')).toBe('10/03/2025 07:00');
    expect(textoCelulaRelatorio(col, null, 'America/Sao_Paulo')).toBe('');
  });
});
