import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf.js';
import { senhaProblema, senhaSchema } from './senha.js';

// Samples of formats/README.md §5.2
describe('CPF', () => {
  it.each([
    ['123.456.789-09', true],
    ['111.444.777-35', true],
    ['529.982.247-25', true],
    ['000.000.001-91', true],
    ['12345678909', true],
    ['123.456.789-00', false],
    ['111.111.111-11', false],
    ['1234567890', false],
    ['', false],
    [null, false],
  ])('%s → %s', (cpf, valido) => {
    expect(isValidCpf(cpf)).toBe(valido);
  });

  it('formats 11 digits with the mask', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('senha (spec 000 §5)', () => {
  it.each([
    ['saude123', null],
    ['Senha2026', null],
    ['abcdefgh', 'Senha informada deve conter ao menos um caractere alfabético e um caractere numérico.'],
    ['12345678', 'Senha informada deve conter ao menos um caractere alfabético e um caractere numérico.'],
    ['ab12', 'Senha informada deve conter no mínimo 8 caracteres.'],
  ])('%s', (senha, mensagem) => {
    expect(senhaProblema(senha)).toBe(mensagem);
    const r = senhaSchema.safeParse(senha);
    expect(r.success ? null : r.error.issues[0].message).toBe(mensagem);
  });
});
