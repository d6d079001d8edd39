import { describe, expect, it } from 'vitest';
import { codigoPrioridadeLegal, compararPrioridades, prioridadeLegalProblema } from './prioridade-legal.js';

const HOJE = '2026-11-21';

describe('codigoPrioridadeLegal', () => {
  it.each([
    ['Gestante', 'GESTANTE'],
    ['Grávida', 'GESTANTE'],
    ['Lactante', 'LACTANTE'],
    ['Lactante ou com criança de colo', 'CRIANCA_DE_COLO'],
    ['Idoso 60+', 'IDOSO_60'],
    ['Idoso 80+', 'IDOSO_80'],
    ['Pessoa idosa com 80 anos ou mais', 'IDOSO_80'],
    ['Pessoa com deficiência', 'PCD'],
    ['Transtorno do espectro autista', 'TEA'],
    ['Sem prioridade', null],
    ['Obeso', null],
    [null, null],
  ])('%s → %s', (nome, codigo) => {
    expect(codigoPrioridadeLegal(nome)).toBe(codigo);
  });
});

describe('prioridadeLegalProblema', () => {
  const mulher = (dataNascimento: string | null, idadeEstimada: number | null = null) => ({ sexoId: 1, dataNascimento, idadeEstimada });
  const homem = (dataNascimento: string) => ({ sexoId: 0, dataNascimento });
  it.each([
    // Gestante: female, 10 to 60 years (birthday counted by the calendar day)
    ['Gestante', mulher('1996-05-02'), null],
    ['Gestante', mulher('2016-11-21'), null],
    ['Gestante', mulher('2016-11-22'), 'A prioridade "Gestante" exige paciente com idade entre 10 e 60 anos (o paciente tem 9 anos).'],
    ['Gestante', mulher('1966-11-22'), null],
    ['Gestante', mulher('1965-11-21'), 'A prioridade "Gestante" exige paciente com idade entre 10 e 60 anos (o paciente tem 61 anos).'],
    ['Gestante', homem('1996-05-02'), 'A prioridade "Gestante" exige paciente do sexo feminino (no cadastro: Masculino).'],
    [
      'Gestante',
      { sexoId: null, dataNascimento: '1996-05-02' },
      'A prioridade "Gestante" exige paciente do sexo feminino (sexo não informado no cadastro).',
    ],
    // an unknown patient: the estimated age counts; no age at all cannot refuse
    ['Gestante', mulher(null, 70), 'A prioridade "Gestante" exige paciente com idade entre 10 e 60 anos (o paciente tem 70 anos).'],
    ['Gestante', mulher(null), null],
    ['Lactante', homem('1990-01-01'), 'A prioridade "Lactante" exige paciente do sexo feminino (no cadastro: Masculino).'],
    ['Lactante ou com criança de colo', homem('1990-01-01'), null],
    ['Idoso 60+', homem('1966-11-21'), null],
    ['Idoso 60+', homem('1966-11-22'), 'A prioridade "Idoso 60+" exige paciente com 60 anos ou mais (o paciente tem 59 anos).'],
    ['Idoso 80+', mulher('1946-11-21'), null],
    ['Idoso 80+', mulher('1950-01-01'), 'A prioridade "Idoso 80+" exige paciente com 80 anos ou mais (o paciente tem 76 anos).'],
    ['Idoso 80+', mulher('2025-06-01'), 'A prioridade "Idoso 80+" exige paciente com 80 anos ou mais (o paciente tem 1 ano).'],
    ['Pessoa com deficiência', homem('2020-01-01'), null],
    ['Transtorno do espectro autista', homem('2020-01-01'), null],
    ['Sem prioridade', homem('2020-01-01'), null],
  ])('%s, %j', (nome, paciente, problema) => {
    expect(prioridadeLegalProblema({ nome }, paciente, HOJE)).toBe(problema);
  });
});

describe('compararPrioridades', () => {
  it('puts the heaviest first, then sorts by name in Portuguese, then by id', () => {
    const lista = [
      { id: 1, nome: 'Sem prioridade', peso: 0 },
      { id: 2, nome: 'Pessoa com deficiência', peso: 10 },
      { id: 3, nome: 'Idoso 60+', peso: 10 },
      { id: 4, nome: 'Idoso 80+', peso: 20 },
      { id: 5, nome: 'Gestante', peso: 10 },
      { id: 6, nome: 'Ébrio', peso: 10 },
    ];
    expect([...lista].sort(compararPrioridades).map((p) => p.nome)).toEqual([
      'Idoso 80+',
      'Ébrio',
      'Gestante',
      'Idoso 60+',
      'Pessoa com deficiência',
      'Sem prioridade',
    ]);
  });
});
