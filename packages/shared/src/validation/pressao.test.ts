import { describe, expect, it } from 'vitest';
import { pressaoArterialProblema } from './pressao.js';

const FORMATO = 'A Pressão Arterial informada é inválida. Utilize o formato 000/000.';
const SISTOLICA = 'A pressão Sistólica deve ser menor ou igual a 300';
const DIASTOLICA = 'A pressão Diastólica deve ser menor ou igual a 300';
const MENOR = 'A pressão Diastólica deve ser menor que a Sistólica';

describe('blood pressure (spec 000 §5)', () => {
  it.each([
    ['120/80', null],
    ['90/60', null],
    ['300/299', null],
    ['9/8', null],
    [' 120/80 ', null],
    ['', null],
    [null, null],
    ['120', FORMATO],
    ['120/', FORMATO],
    ['1200/80', FORMATO],
    ['120/800', DIASTOLICA],
    ['120-80', FORMATO],
    ['120 / 80', FORMATO],
    ['12a/80', FORMATO],
    ['301/80', SISTOLICA],
    ['999/999', SISTOLICA],
    ['200/301', DIASTOLICA],
    ['120/120', MENOR],
    ['80/120', MENOR],
  ])('%j → %j', (valor, mensagem) => {
    expect(pressaoArterialProblema(valor)).toBe(mensagem);
  });
});
