import { describe, expect, it } from 'vitest';
import { mensagens } from './messages.js';

describe('mensagens em português correto (issue 16 item 10)', () => {
  it('a required field reads right whatever its gender or number: "O campo … é obrigatório."', () => {
    expect(mensagens.obrigatorio('Data de nascimento')).toBe('O campo Data de nascimento é obrigatório.');
    expect(mensagens.obrigatorio('Raça/cor')).toBe('O campo Raça/cor é obrigatório.');
    expect(mensagens.obrigatorio('Horas de jejum')).toBe('O campo Horas de jejum é obrigatório.');
    expect(mensagens.obrigatorio('Nome')).toBe('O campo Nome é obrigatório.');
  });

  it('no crase before a number', () => {
    expect(mensagens.menorOuIgual('Peso', '300')).toBe('Peso deve ser menor ou igual a 300');
    expect(mensagens.maiorOuIgual('Idade', '0')).toBe('Idade deve ser maior ou igual a 0');
    expect(mensagens.menorOuIgual('Peso', '300')).not.toContain('à');
  });
});
