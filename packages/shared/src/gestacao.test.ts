import { describe, expect, it } from 'vitest';
import {
  type CalculoGestacao,
  ClassificacaoGestacao,
  calcularPorDum,
  calcularPorUsg,
  classificarGestacao,
  dppNaegele,
  MENSAGENS_GESTACAO,
} from './gestacao.js';

describe('regra de Naegele', () => {
  it.each([
    ['2025-01-10', '2025-10-17'],
    ['2025-03-25', '2026-01-01'],
    // +7 days crosses the month: 31/05 → 07/06 → 07/03 of the next year
    ['2025-05-31', '2026-03-07'],
    // 24/02 + 7 = 03/03 (common year) → 03/12 of the same year
    ['2025-02-24', '2025-12-03'],
    // 22/11 + 7 = 29/11 → 29/08 of the next year
    ['2024-11-22', '2025-08-29'],
  ])('DUM %s → DPP %s', (dum, dpp) => {
    expect(dppNaegele(dum)).toBe(dpp);
  });
});

describe('idade gestacional pela DUM', () => {
  it('conta semanas e dias até a data de referência, com o trimestre', () => {
    expect(calcularPorDum('2025-01-10', '2025-04-06')).toEqual({
      metodo: 'DUM',
      dum: '2025-01-10',
      referencia: '2025-04-06',
      semanas: 12,
      dias: 2,
      idadeGestacional: '12 semanas e 2 dias',
      dpp: '2025-10-17',
      trimestre: 1,
    } satisfies CalculoGestacao);
    expect((calcularPorDum('2025-01-10', '2025-01-17') as CalculoGestacao).idadeGestacional).toBe('1 semana');
    expect((calcularPorDum('2025-01-10', '2025-07-25') as CalculoGestacao).trimestre).toBe(3);
  });

  it('recusa DUM futura, datas impossíveis e gestação de mais de 44 semanas', () => {
    expect(calcularPorDum('2025-05-02', '2025-05-01')).toBe(MENSAGENS_GESTACAO.dumFutura);
    expect(calcularPorDum('2025-02-30', '2025-05-01')).toBe(MENSAGENS_GESTACAO.dataInvalida);
    expect(calcularPorDum('2024-01-01', '2025-05-01')).toBe('A idade gestacional calculada passa de 44 semanas: confira a data informada.');
    // exactly 44 weeks is still a pregnancy
    expect((calcularPorDum('2024-01-01', '2024-11-04') as CalculoGestacao).semanas).toBe(44);
  });
});

describe('idade gestacional pela ultrassonografia', () => {
  it('deduz a DUM corrigida e a DPP 40 semanas depois dela', () => {
    const r = calcularPorUsg('2025-03-01', 10, 3, '2025-03-15') as CalculoGestacao;
    expect(r.metodo).toBe('USG');
    expect(r.dum).toBe('2024-12-18');
    expect(r.idadeGestacional).toBe('12 semanas e 3 dias');
    expect(r.dpp).toBe('2025-09-24');
  });

  it('recusa semanas e dias fora da faixa e exame futuro', () => {
    expect(calcularPorUsg('2025-03-01', 3, 0, '2025-03-15')).toBe('Informe as semanas medidas na ultrassonografia (de 4 a 42).');
    expect(calcularPorUsg('2025-03-01', 10, 7, '2025-03-15')).toBe('Informe os dias medidos na ultrassonografia (de 0 a 6).');
    expect(calcularPorUsg('2025-03-20', 10, 0, '2025-03-15')).toBe(MENSAGENS_GESTACAO.usgFutura);
  });
});

describe('classificação da gestação pelos códigos (spec 001 §3)', () => {
  it.each([
    [[{ cid: 'Z34' }], ClassificacaoGestacao.NORMAL],
    [[{ cid: 'Z340' }], ClassificacaoGestacao.NORMAL],
    [[{ ciap: 'W78' }], ClassificacaoGestacao.NORMAL],
    [[{ cid: 'Z35' }], ClassificacaoGestacao.ALTO_RISCO],
    [[{ cid: 'O24.4' }], ClassificacaoGestacao.ALTO_RISCO],
    [[{ ciap: 'W84' }], ClassificacaoGestacao.ALTO_RISCO],
    [[{ cid: 'O80' }], ClassificacaoGestacao.DESFECHO],
    [[{ cid: 'O82' }], ClassificacaoGestacao.DESFECHO],
    [[{ ciap: 'W90' }], ClassificacaoGestacao.DESFECHO],
    // the gravest wins
    [[{ cid: 'Z34' }, { ciap: 'W85' }], ClassificacaoGestacao.ALTO_RISCO],
    [[{ cid: 'Z35' }, { cid: 'O82' }], ClassificacaoGestacao.DESFECHO],
    [[{ cid: 'I10' }, { ciap: 'K86' }], null],
    [[], null],
  ])('%j → %s', (codigos, classe) => {
    expect(classificarGestacao(codigos)).toBe(classe);
  });
});
