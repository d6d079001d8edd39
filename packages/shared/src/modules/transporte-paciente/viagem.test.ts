import { describe, expect, it } from 'vitest';
import { TIPO_PASSAGEIRO } from './opcoes.js';
import { cabe, ocupacaoDe, type PassageiroMontagem, sugerirMontagem, type VeiculoMontagem } from './viagem.js';

const van = (id: number, lugares = 15, lugaresCadeirante = 0): VeiculoMontagem => ({ id, lugares, lugaresCadeirante, lugaresMaca: 0 });
const p = (id: number, o: Partial<PassageiroMontagem> = {}): PassageiroMontagem => ({
  id,
  destinoId: 1,
  tipoPassageiro: TIPO_PASSAGEIRO.sentado,
  acompanhantes: 0,
  horarioConsulta: '08:00:00',
  ...o,
});
const destinos = [
  { id: 1, tempoViagemMin: 210 },
  { id: 2, tempoViagemMin: 90 },
];

describe('ocupacaoDe / cabe', () => {
  it('counts a seat per seated passenger and companion, a wheelchair place per wheelchair user', () => {
    const o = ocupacaoDe([
      p(1, { acompanhantes: 2 }),
      p(2, { tipoPassageiro: TIPO_PASSAGEIRO.cadeirante, acompanhantes: 1 }),
      p(3, { tipoPassageiro: TIPO_PASSAGEIRO.maca }),
    ]);
    expect(o).toEqual({ lugares: 4, cadeirante: 1, maca: 1 });
    expect(cabe(o, { lugares: 4, lugaresCadeirante: 1, lugaresMaca: 1 })).toBe(true);
    expect(cabe(o, { lugares: 3, lugaresCadeirante: 1, lugaresMaca: 1 })).toBe(false);
    expect(cabe(o, { lugares: 10, lugaresCadeirante: 0, lugaresMaca: 1 })).toBe(false);
  });
});

describe('sugerirMontagem', () => {
  it.each([1, 14, 15, 16, 31, 45, 46])('packs %i seated passengers into ceil(N/15) vans', (n) => {
    const passageiros = Array.from({ length: n }, (_, i) => p(i + 1));
    const r = sugerirMontagem({ passageiros, veiculos: [1, 2, 3, 4, 5].map((id) => van(id)), destinos, margemChegadaMin: 60 });
    expect(r.viagens).toHaveLength(Math.ceil(n / 15));
    expect(r.semLugar).toEqual([]);
    expect(r.viagens.flatMap((v) => v.passageiros).sort((a, b) => a - b)).toEqual(passageiros.map((x) => x.id));
    for (const v of r.viagens) expect(v.ocupacao.lugares).toBeLessThanOrEqual(15);
  });

  it('departs at the earliest appointment minus travel time minus margin', () => {
    const r = sugerirMontagem({
      passageiros: [
        p(1, { horarioConsulta: '09:00:00' }),
        p(2, { horarioConsulta: '08:30:00' }),
        p(3, { destinoId: 2, horarioConsulta: '10:00' }),
      ],
      veiculos: [van(1), van(2)],
      destinos,
      margemChegadaMin: 60,
    });
    expect(r.viagens.map((v) => [v.destinoId, v.horarioSaida, v.passageiros])).toEqual([
      [1, '04:00:00', [1, 2]],
      [2, '07:30:00', [3]],
    ]);
  });

  it('counts companions as seats: 5 patients with 2 companions each need two 8-seat cars… and a third', () => {
    const passageiros = [1, 2, 3, 4, 5].map((id) => p(id, { acompanhantes: 2 }));
    const r = sugerirMontagem({ passageiros, veiculos: [van(1, 8), van(2, 8), van(3, 8)], destinos, margemChegadaMin: 60 });
    // 15 seats: 8-seat cars take two patients (6 seats) each → three cars
    expect(r.viagens).toHaveLength(3);
    for (const v of r.viagens) expect(v.ocupacao.lugares).toBeLessThanOrEqual(8);
  });

  it('puts wheelchair users only where there are wheelchair places, and leaves them out when none is left', () => {
    const passageiros = [
      p(1),
      p(2),
      p(3, { tipoPassageiro: TIPO_PASSAGEIRO.cadeirante }),
      p(4, { tipoPassageiro: TIPO_PASSAGEIRO.cadeirante }),
    ];
    const semLugarCadeira = sugerirMontagem({ passageiros, veiculos: [van(1, 15, 0)], destinos, margemChegadaMin: 60 });
    expect(semLugarCadeira.viagens).toEqual([expect.objectContaining({ veiculoId: 1, passageiros: [1, 2] })]);
    expect(semLugarCadeira.semLugar).toEqual([3, 4]);

    const comMicro = sugerirMontagem({ passageiros, veiculos: [van(1, 15, 0), van(2, 4, 1)], destinos, margemChegadaMin: 60 });
    // the micro with one wheelchair place takes one wheelchair user and the two seated; the other has no place
    const micro = comMicro.viagens.find((v) => v.veiculoId === 2);
    expect(micro?.ocupacao.cadeirante).toBe(1);
    expect(comMicro.semLugar).toHaveLength(1);
  });

  it('separates appointments more than 3 hours apart into different trips', () => {
    const r = sugerirMontagem({
      passageiros: [
        p(1, { horarioConsulta: '07:00' }),
        p(2, { horarioConsulta: '09:30' }),
        p(3, { horarioConsulta: '14:00' }),
        p(4, { horarioConsulta: null }),
      ],
      veiculos: [van(1), van(2)],
      destinos,
      margemChegadaMin: 30,
    });
    expect(r.viagens.map((v) => [v.horarioSaida, v.passageiros])).toEqual([
      ['03:00:00', [1, 2, 4]],
      ['10:00:00', [3]],
    ]);
  });
});
