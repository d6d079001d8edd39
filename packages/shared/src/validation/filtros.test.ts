import { describe, expect, it } from 'vitest';
import { aparar, filtroAlpha, filtroAlphaEspaco, filtroMaiusculas, filtroNumero, filtroTrim } from './filtros.js';

describe('input filters (spec 000 §5)', () => {
  it.each([
    [filtroAlpha, 'João da Silva, 2!', 'JoãodaSilva'],
    [filtroAlphaEspaco, 'João da Silva, 2!', 'João da Silva '],
    [filtroNumero, '(11) 9.345-a67', '11934567'],
    [filtroTrim, 'Maria  da   Silva ', 'Maria da Silva '],
    [filtroTrim, 'linha 1\nlinha 2', 'linha 1\nlinha 2'],
    [filtroMaiusculas, 'ação çé', 'AÇÃO ÇÉ'],
    [aparar, '  Maria   da Silva  ', 'Maria da Silva'],
    [filtroAlpha, null, ''],
    [filtroNumero, undefined, ''],
  ])('%o(%j) → %j', (filtro, valor, saida) => {
    expect(filtro(valor)).toBe(saida);
  });
});
