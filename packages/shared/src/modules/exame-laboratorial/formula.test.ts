import { describe, expect, it } from 'vitest';
import { analisarFormula, avaliarFormula, calcular, camposDaFormula, validarFormula } from './formula.js';
import { classificarValor, faixaDoPaciente, idadeEmDias } from './referencia.js';

describe('formula-exame', () => {
  it('computes LDL by Friedewald with the usual precedence', () => {
    expect(avaliarFormula('CT - HDL - TG / 5', { CT: 200, HDL: 50, TG: 150 })).toBe(120);
    expect(avaliarFormula('(CT - HDL) * 2', { CT: 200, HDL: 50 })).toBe(300);
    expect(avaliarFormula('-A + 1,5', { A: 2 })).toBe(-0.5);
    expect(avaliarFormula('ct-hdl', { CT: 10, HDL: 4 })).toBe(6);
  });

  it('gives no value while a field is empty or on a division by zero', () => {
    expect(avaliarFormula('CT - HDL - TG / 5', { CT: 200, HDL: 50 })).toBeNull();
    expect(calcular(analisarFormula('A / B'), { A: 1, B: 0 })).toBeNull();
    expect(avaliarFormula('CT +', { CT: 1 })).toBeNull();
  });

  it('lists the fields read once each', () => {
    expect(camposDaFormula(analisarFormula('A + a * (B - A)'))).toEqual(['A', 'B']);
  });

  it('refuses, in pt-BR, what cannot be saved', () => {
    const numericos = new Set(['CT', 'HDL', 'TG', 'LDL', 'X']);
    expect(validarFormula('CT - HDL - TG / 5', 'LDL', numericos)).toBeNull();
    expect(validarFormula('', 'LDL', numericos)).toBe('A fórmula está vazia.');
    expect(validarFormula('(CT - HDL', 'LDL', numericos)).toBe('Falta fechar um parêntese na fórmula.');
    expect(validarFormula('CT - HDL)', 'LDL', numericos)).toBe('Há um parêntese fechado sem abrir na fórmula.');
    expect(validarFormula('CT -', 'LDL', numericos)).toBe('A fórmula termina com um operador.');
    expect(validarFormula('CT $ 2', 'LDL', numericos)).toBe('Trecho inválido na fórmula: "$ 2".');
    expect(validarFormula('2 * 3', 'LDL', numericos)).toBe('A fórmula precisa usar ao menos um campo de exame.');
    expect(validarFormula('LDL + 1', 'LDL', numericos)).toBe('A fórmula não pode usar o próprio campo (LDL).');
    expect(validarFormula('CT + GLI', 'LDL', numericos)).toBe('Campo inexistente ou não numérico: GLI.');
    expect(validarFormula('X + 1', 'LDL', numericos, new Map([['X', ['LDL']]]))).toBe('A fórmula cria um ciclo com outra fórmula.');
  });
});

describe('reference ranges', () => {
  const faixas = [
    {
      sexo: 'M' as const,
      idadeMinimaDias: null,
      idadeMaximaDias: null,
      minimo: 13.5,
      maximo: 17.5,
      criticoMinimo: 7,
      criticoMaximo: 20,
      texto: null,
    },
    {
      sexo: null,
      idadeMinimaDias: null,
      idadeMaximaDias: null,
      minimo: 12,
      maximo: 15.5,
      criticoMinimo: 7,
      criticoMaximo: 20,
      texto: null,
    },
  ];

  it("picks the patient's own sex before the range for both", () => {
    expect(faixaDoPaciente(faixas, 'M', 10000)?.minimo).toBe(13.5);
    expect(faixaDoPaciente(faixas, 'F', 10000)?.minimo).toBe(12);
  });

  it('marks below, inside, above and critical', () => {
    const f = faixas[0] ?? null;
    expect(classificarValor(12, f)).toEqual({ faixa: -1, critico: false });
    expect(classificarValor(15, f)).toEqual({ faixa: 0, critico: false });
    expect(classificarValor(18, f)).toEqual({ faixa: 1, critico: false });
    expect(classificarValor(6.5, f)).toEqual({ faixa: -1, critico: true });
    expect(classificarValor(null, f)).toEqual({ faixa: null, critico: false });
  });

  it('counts age in days', () => {
    expect(idadeEmDias('2026-01-01', '2026-01-31')).toBe(30);
  });
});
