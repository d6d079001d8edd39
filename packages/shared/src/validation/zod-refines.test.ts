import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refineCargaHoraria, refineEscala, refinePeriodo, refinePlantao } from './zod-refines.js';

const problemas = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('start/end pair on an object', () => {
  const schema = z
    .object({ dataInicio: z.string().nullable(), dataFim: z.string().nullable() })
    .superRefine(refinePeriodo('dataInicio', 'dataFim'));
  it.each([
    [{ dataInicio: '2024-05-10', dataFim: '2024-05-10' }, []],
    [{ dataInicio: '2024-05-10', dataFim: null }, []],
    [
      { dataInicio: '2024-05-11 08:00', dataFim: '2024-05-10 08:00' },
      [
        ['dataInicio', 'A data inicial não pode ser maior que a data final.'],
        ['dataFim', 'A data final não pode ser menor que a data inicial.'],
      ],
    ],
  ])('%j', (valor, esperado) => {
    expect(problemas(schema.safeParse(valor))).toEqual(esperado);
  });
});

describe('plantão on an object', () => {
  const schema = z.object({ inicio: z.string(), fim: z.string() }).superRefine(refinePlantao('inicio', 'fim'));
  it.each([
    [{ inicio: '2024-05-10T19:00', fim: '2024-05-11T07:00' }, []],
    [
      { inicio: '2024-05-10T19:00', fim: '2024-05-10T19:00' },
      [
        ['inicio', 'O início do plantão deve ser anterior ao fim.'],
        ['fim', 'O fim do plantão deve ser posterior ao início.'],
      ],
    ],
    [{ inicio: '2024-05-10T19:00', fim: '2024-05-11T19:30' }, [['fim', 'O plantão não pode ultrapassar 24 horas.']]],
  ])('%j', (valor, esperado) => {
    expect(problemas(schema.safeParse(valor))).toEqual(esperado);
  });
});

describe('escala on an object', () => {
  const escala = z.object({ entrada: z.string(), saida: z.string(), mesmoDia: z.boolean() });
  const schema = escala.superRefine(refineEscala('entrada', 'saida', (v: z.infer<typeof escala>) => v.mesmoDia));
  const jornada = z.object({ entrada: z.string(), saida: z.string() }).superRefine(refineCargaHoraria('entrada', 'saida'));
  it.each([
    [{ entrada: '08:00:00', saida: '17:00:00', mesmoDia: true }, []],
    [{ entrada: '17:00:00', saida: '08:00:00', mesmoDia: false }, []],
    [
      { entrada: '17:00:00', saida: '08:00:00', mesmoDia: true },
      [['saida', 'Essa escala é para o mesmo dia e, portanto, o Horário de Saída deve ser superior ao Horário de Entrada!']],
    ],
  ])('%j', (valor, esperado) => {
    expect(problemas(schema.safeParse(valor))).toEqual(esperado);
  });

  it.each([
    [{ entrada: '2024-05-10 08:00:00', saida: '2024-05-11 08:00:00' }, []],
    [
      { entrada: '2024-05-10 08:00:00', saida: '2024-05-11 08:30:00' },
      [['saida', 'A carga horária ultrapassa 24 horas. Por favor, revise a jornada inserida.']],
    ],
  ])('%j', (valor, esperado) => {
    expect(problemas(jornada.safeParse(valor))).toEqual(esperado);
  });
});
