import { describe, expect, it } from 'vitest';
import { classificacaoRiscoResource } from './classificacao-risco.resource.js';
import { plantaoSchema } from './plantao.schema.js';

const erros = (valor: unknown) => {
  const r = plantaoSchema.safeParse(valor);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const turno = (inicio: unknown, fim: unknown) => ({ infraestruturaId: 3, profissionalIds: [7], inicio, fim });

describe('plantão (spec 000 §9: início antes do fim, no máximo 24 horas)', () => {
  it.each([
    ['2026-03-10T19:00:00-03:00', '2026-03-11T07:00:00-03:00', {}],
    ['2026-03-10T07:00:00-03:00', '2026-03-11T07:00:00-03:00', {}], // exactly 24 h
    ['2026-03-10T07:00:00-03:00', '2026-03-11T10:00:00Z', {}], // the same 24 h, the end written in UTC
    [
      '2026-03-10T07:00-03:00',
      '2026-03-10T10:00:00.000Z',
      { inicio: 'O início do plantão deve ser anterior ao fim.', fim: 'O fim do plantão deve ser posterior ao início.' },
    ],
    ['2026-03-10T07:00:00-03:00', '2026-03-11T07:01:00-03:00', { fim: 'O plantão não pode ultrapassar 24 horas.' }],
    ['2026-03-10T07:00:00-03:00', '2026-03-11T10:01:00Z', { fim: 'O plantão não pode ultrapassar 24 horas.' }],
    ['2026-03-10 07:00', '2026-03-10T19:00:00-03:00', { inicio: 'Início deve ser uma data válida.' }], // an instant needs its offset
    ['2026-02-30T07:00:00-03:00', '2026-03-01T19:00:00-03:00', { inicio: 'Início deve ser uma data válida.' }],
    [null, '2026-03-10T19:00:00-03:00', { inicio: 'O campo Início é obrigatório.' }],
  ])('%s → %s', (inicio, fim, esperado) => {
    expect(erros(turno(inicio, fim))).toEqual(esperado);
  });

  it('checks the period even when other fields are missing, and asks for at least one professional (no limit of 3)', () => {
    expect(erros({ inicio: '2026-03-10T07:00:00-03:00', fim: '2026-03-12T07:00:00-03:00' })).toEqual({
      infraestruturaId: 'O campo Local de atendimento é obrigatório.',
      profissionalIds: 'Selecione ao menos um item',
      fim: 'O plantão não pode ultrapassar 24 horas.',
    });
    const equipe = plantaoSchema.parse({
      ...turno('2026-03-10T07:00:00-03:00', '2026-03-10T19:00:00-03:00'),
      profissionalIds: [1, 2, 3, 4, 2],
    });
    expect(equipe.profissionalIds).toEqual([1, 2, 3, 4]);
    expect(equipe.observacao).toBeNull();
  });
});

describe('classificação de risco (cor e limites)', () => {
  const base = { nome: 'Laranja', cor: '#F57C00', tempoAlvoMinutos: 10, ordem: 2 };
  it('keeps the colour as lowercase #rrggbb and refuses other forms', () => {
    expect(classificacaoRiscoResource.schema.parse(base).cor).toBe('#f57c00');
    for (const cor of ['f57c00', '#f57', 'laranja', '#f57c00aa']) {
      const r = classificacaoRiscoResource.schema.safeParse({ ...base, cor });
      expect(r.success ? null : r.error.issues[0]?.message).toBe('Cor deve estar no formato #RRGGBB.');
    }
    const semCor = classificacaoRiscoResource.schema.safeParse({ ...base, cor: '' });
    expect(semCor.success ? null : semCor.error.issues[0]?.message).toBe('O campo Cor é obrigatório.');
  });

  it('wants a target time of zero or more minutes and an order from 1', () => {
    const r = classificacaoRiscoResource.schema.safeParse({ ...base, tempoAlvoMinutos: -1, ordem: 0 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Tempo alvo (minutos) deve ser maior ou igual a 0',
      'Ordem deve ser maior ou igual a 1',
    ]);
  });
});
