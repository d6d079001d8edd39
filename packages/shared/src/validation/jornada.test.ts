import { describe, expect, it } from 'vitest';
import { cargaHorariaProblema, escalaHorarioProblema, minutosEntre, plantaoFimProblema, plantaoInicioProblema } from './jornada.js';

const MESMO_DIA = 'Essa escala é para o mesmo dia e, portanto, o Horário de Saída deve ser superior ao Horário de Entrada!';
const CARGA = 'A carga horária ultrapassa 24 horas. Por favor, revise a jornada inserida.';

describe('shift times (spec 000 §5)', () => {
  it.each([
    ['08:00:00', '17:00:00', true, null],
    ['08:00:00', '08:00:00', true, MESMO_DIA],
    ['17:00:00', '08:00:00', true, MESMO_DIA],
    ['17:00:00', '08:00:00', false, null], // overnight schedule
    ['17:00', '08:00', true, null], // only complete 8-character values are checked
    ['17:00:00', null, true, null],
  ])('%j → %j, same day %s', (entrada, saida, mesmoDia, mensagem) => {
    expect(escalaHorarioProblema(entrada, saida, mesmoDia)).toBe(mensagem);
  });
});

describe('shift length (spec 000 §5, §9: at most 24 hours)', () => {
  it.each([
    ['2024-05-10T08:00', '2024-05-11T08:00', null],
    ['2024-05-10T08:00:00', '2024-05-11T08:00:01', CARGA],
    ['2024-05-10T08:00', '2024-05-11T09:00', CARGA],
    ['2024-12-31T20:00', '2025-01-01T19:00', null],
    ['2024-02-28T08:00', '2024-03-01T07:00', CARGA], // leap day in between
    [null, '2024-05-11T09:00', null],
  ])('%j → %j', (entrada, saida, mensagem) => {
    expect(cargaHorariaProblema(entrada, saida)).toBe(mensagem);
  });

  it.each([
    ['2024-05-10T08:00', '2024-05-10T09:30', 90],
    ['2024-03-09T22:00', '2024-03-10T02:00', 240],
    ['2024-05-10T08:00', '2024-05-10T07:00', -60],
    ['2024-05-10T08:00', 'x', null],
  ])('minutosEntre(%j, %j) → %j', (a, b, minutos) => {
    expect(minutosEntre(a, b)).toBe(minutos);
  });
});

describe('duty shift / plantão (spec 000 §5; our messages)', () => {
  it.each([
    ['2024-05-10T19:00', '2024-05-11T07:00', null, null],
    ['2024-05-10T07:00', '2024-05-11T07:00', null, null], // exactly 24 h
    [
      '2024-05-10T07:00',
      '2024-05-10T07:00',
      'O início do plantão deve ser anterior ao fim.',
      'O fim do plantão deve ser posterior ao início.',
    ],
    [
      '2024-05-10T19:00',
      '2024-05-10T07:00',
      'O início do plantão deve ser anterior ao fim.',
      'O fim do plantão deve ser posterior ao início.',
    ],
    ['2024-05-10T07:00', '2024-05-11T07:01', null, 'O plantão não pode ultrapassar 24 horas.'],
    ['2024-05-10T07:00', null, null, null],
  ])('%j → %j', (inicio, fim, noInicio, noFim) => {
    expect(plantaoInicioProblema(inicio, fim)).toBe(noInicio);
    expect(plantaoFimProblema(inicio, fim)).toBe(noFim);
  });
});
