import { describe, expect, it } from 'vitest';
import { alocarFefo, MENSAGENS_ESTOQUE } from './estoque.js';

const lotes = [
  { loteId: 3, lote: 'C', validade: '2030-01-01', disponivel: 5 },
  { loteId: 1, lote: 'A', validade: '2026-03-01', disponivel: 2 },
  { loteId: 2, lote: 'B', validade: '2026-03-01', disponivel: 4 },
  { loteId: 4, lote: 'V', validade: '2025-12-31', disponivel: 9 },
];

describe('alocarFefo', () => {
  it('takes the earliest expiry first (ties by the older lot), skipping expired and empty lots', () => {
    expect(alocarFefo(lotes, 7, '2026-01-10')).toEqual({
      itens: [
        { ...lotes[1], quantidade: 2 },
        { ...lotes[2], quantidade: 4 },
        { ...lotes[0], quantidade: 1 },
      ],
      faltam: 0,
    });
  });
  it('a lot is valid through its expiry day, and says what is missing', () => {
    expect(alocarFefo(lotes, 1, '2025-12-31').itens[0].lote).toBe('V');
    expect(alocarFefo(lotes, 20, '2026-01-01').faltam).toBe(9);
  });
  it('names the lot and what is left', () => {
    expect(MENSAGENS_ESTOQUE.saldoInsuficiente('L123', 'DIPIRONA 500 MG', 3, 5)).toBe('Lote L123 de DIPIRONA 500 MG: saldo 3, pedido 5.');
  });
});
