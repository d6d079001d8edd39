import { describe, expect, it } from 'vitest';
import {
  dataFinalProblema,
  dataInicialProblema,
  dataMaxProblema,
  dataMinProblema,
  formatDataBr,
  hojeIso,
  horaMaxProblema,
  horaMinProblema,
  isDataIso,
  isHora,
  isPeriodoDentroDoLimite,
  normalizarHora,
  paraDataHoraIso,
  paraDataIso,
} from './datas.js';

describe('dates as YYYY-MM-DD strings', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-01', false],
    ['', false],
    [null, false],
  ])('isDataIso(%j) → %s', (data, valida) => {
    expect(isDataIso(data)).toBe(valida);
  });

  it.each([
    ['31/12/2024', '2024-12-31'],
    ['2024-12-31', '2024-12-31'],
    [' 01/02/2024 ', '2024-02-01'],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['2024/12/31', null],
    ['', null],
    [undefined, null],
  ])('paraDataIso(%j) → %j', (entrada, saida) => {
    expect(paraDataIso(entrada)).toBe(saida);
  });

  it.each([
    ['2024-12-31', '31/12/2024'],
    ['2024-01-05T10:00:00', '05/01/2024'],
    ['abc', 'abc'],
    [null, ''],
  ])('formatDataBr(%j) → %j', (entrada, saida) => {
    expect(formatDataBr(entrada)).toBe(saida);
  });

  it.each([
    ['2024-01-01T02:59:00Z', '2023-12-31'], // 23:59 of the 31st in Brasília, though already the 1st in UTC
    ['2024-01-01T03:00:00Z', '2024-01-01'],
  ])("hojeIso at %s is São Paulo's %s", (instante, hoje) => {
    expect(hojeIso(new Date(instante))).toBe(hoje);
  });
});

describe('date ≤ / ≥ a date (spec 000 §5)', () => {
  it.each([
    ['2024-05-10', '2024-05-10', null],
    ['2024-05-09', '2024-05-10', null],
    ['2024-05-11', '2024-05-10', 'Data de nascimento deve ser menor ou igual a 10/05/2024'],
    ['11/05/2024', '2024-05-10', 'Data de nascimento deve ser menor ou igual a 10/05/2024'],
    ['2025-01-01', '31/12/2024', 'Data de nascimento deve ser menor ou igual a 31/12/2024'],
    [null, '2024-05-10', null],
    ['', '2024-05-10', null],
    ['2024-05-11', null, null],
  ])('%j ≤ %j', (valor, max, mensagem) => {
    expect(dataMaxProblema('Data de nascimento', valor, max)).toBe(mensagem);
  });

  it.each([
    ['2024-05-10', '2024-05-10', null],
    ['2024-05-11', '2024-05-10', null],
    ['2024-05-09', '2024-05-10', 'Data de emissão deve ser maior ou igual a 10/05/2024'],
    ['2023-12-31', '2024-01-01', 'Data de emissão deve ser maior ou igual a 01/01/2024'],
    [undefined, '2024-05-10', null],
    ['2024-05-09', undefined, null],
  ])('%j ≥ %j', (valor, min, mensagem) => {
    expect(dataMinProblema('Data de emissão', valor, min)).toBe(mensagem);
  });
});

describe('time (spec 000 §5)', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['23:59:59', true],
    ['24:00', false],
    ['12:60', false],
    ['12:00:60', false],
    ['9:00', false],
    ['12:00:0', false],
    [null, false],
  ])('isHora(%j) → %s', (hora, valida) => {
    expect(isHora(hora)).toBe(valida);
  });

  it.each([
    ['08:30', '08:30:00'],
    ['08:30:15', '08:30:15'],
    [' 08:30 ', '08:30:00'],
    ['8:30', null],
    ['', null],
  ])('normalizarHora(%j) → %j', (hora, saida) => {
    expect(normalizarHora(hora)).toBe(saida);
  });

  it.each([
    ['18:00', '18:00', null],
    ['17:59', '18:00', null],
    ['18:01', '18:00', 'Horário deve ser menor ou igual a 18:00'],
    ['18:00:59', '18:00', null], // compared as HH:mm
    ['19:00:00', '18:00:00', 'Horário deve ser menor ou igual a 18:00'],
    ['23:00', null, null], // passes when the hour is absent
    ['23:00', undefined, null],
    ['23:00', '', null],
    [null, '18:00', null],
  ])('%j ≤ %j', (valor, max, mensagem) => {
    expect(horaMaxProblema('Horário', valor, max)).toBe(mensagem);
  });

  it.each([
    ['08:00', '08:00', null],
    ['07:59', '08:00', 'Horário deve ser maior ou igual a 08:00'],
    ['07:00', null, null],
    ['', '08:00', null],
  ])('%j ≥ %j', (valor, min, mensagem) => {
    expect(horaMinProblema('Horário', valor, min)).toBe(mensagem);
  });
});

describe('start/end date-time pair (spec 000 §5)', () => {
  it.each([
    ['2024-05-10', '2024-05-10T00:00:00'],
    ['2024-05-10T08:30', '2024-05-10T08:30:00'],
    ['2024-05-10 08:30:15', '2024-05-10T08:30:15'],
    ['10/05/2024 08:30', '2024-05-10T08:30:00'],
    ['10/05/2024', '2024-05-10T00:00:00'],
    ['2024-05-10T25:00', null],
    ['2024-02-30T08:00', null],
    ['', null],
  ])('paraDataHoraIso(%j) → %j', (entrada, saida) => {
    expect(paraDataHoraIso(entrada)).toBe(saida);
  });

  it.each([
    ['2024-05-10', '2024-05-11', null, null],
    ['2024-05-10', '2024-05-10', null, null], // equal passes
    [
      '2024-05-10T10:00',
      '2024-05-10T09:59',
      'A data inicial não pode ser maior que a data final.',
      'A data final não pode ser menor que a data inicial.',
    ],
    [
      '11/05/2024',
      '2024-05-10',
      'A data inicial não pode ser maior que a data final.',
      'A data final não pode ser menor que a data inicial.',
    ],
    ['2024-05-11', null, null, null],
    [null, '2024-05-10', null, null],
  ])('%j → %j', (inicio, fim, noInicio, noFim) => {
    expect(dataInicialProblema(inicio, fim)).toBe(noInicio);
    expect(dataFinalProblema(inicio, fim)).toBe(noFim);
  });

  it.each([
    ['2024-01-10', '2025-01-10', true],
    ['2024-01-10', '2025-01-11', false],
    ['2024-02-29', '2025-02-28', true],
    ['2024-02-29', '2025-03-01', false],
    ['2024-01-10', '2024-01-09', true], // order is the pair rule's business
    ['2024-01-10', null, true],
  ])('range %s → %s within 1 year: %s', (inicio, fim, dentro) => {
    expect(isPeriodoDentroDoLimite(inicio, fim)).toBe(dentro);
  });

  it('the 1-year limit is configurable', () => {
    expect(isPeriodoDentroDoLimite('2024-01-10', '2026-01-10', 2)).toBe(true);
  });
});
