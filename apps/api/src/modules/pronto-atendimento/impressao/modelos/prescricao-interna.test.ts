import { describe, expect, it } from 'vitest';
import { horariosDoItem } from './prescricao-interna.js';

const prescritoEm = new Date('2025-03-10T17:00:00Z');
const horas = (d: Date[]) => d.map((x) => (x.getTime() - prescritoEm.getTime()) / 3_600_000);

describe('horariosDoItem (checagem da prescrição interna)', () => {
  it('conta as doses a partir da prescrição, a cada intervalo', () => {
    expect(horas(horariosDoItem({ prescritoEm, intervaloHoras: 8, quantidadeDoses: 3, seNecessario: false }))).toEqual([0, 8, 16]);
  });
  it('sem quantidade (até nova ordem): as doses de um dia', () => {
    expect(horas(horariosDoItem({ prescritoEm, intervaloHoras: 6, quantidadeDoses: null, seNecessario: false }))).toEqual([0, 6, 12, 18]);
    expect(horas(horariosDoItem({ prescritoEm, intervaloHoras: 5, quantidadeDoses: null, seNecessario: false }))).toEqual([
      0, 5, 10, 15, 20,
    ]);
  });
  it('dose única uma vez; "se necessário" sem horário; no máximo dois dias de quadros', () => {
    expect(horas(horariosDoItem({ prescritoEm, intervaloHoras: null, quantidadeDoses: null, seNecessario: false }))).toEqual([0]);
    expect(horariosDoItem({ prescritoEm, intervaloHoras: 8, quantidadeDoses: 3, seNecessario: true })).toEqual([]);
    expect(horariosDoItem({ prescritoEm, intervaloHoras: 1, quantidadeDoses: 100, seNecessario: false })).toHaveLength(48);
  });
});
