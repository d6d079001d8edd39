import { describe, expect, it } from 'vitest';
import {
  chamadaSenhaSchema,
  chamarProximaSchema,
  MENSAGENS_FILA_SENHA,
  motivoEvasaoSenhaSchema,
  motivoNaoComparecimento,
} from './fila-senha.js';
import { MENSAGENS_SENHA } from './senha.transitions.js';

const mensagens = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('fila de senhas: regras dos dois lados', () => {
  it('proposes the "Não compareceu" reason from the calls made', () => {
    expect(motivoNaoComparecimento(1)).toBe('Não compareceu após 1 chamada');
    expect(motivoNaoComparecimento(3)).toBe('Não compareceu após 3 chamadas');
  });

  it.each([
    [undefined, MENSAGENS_SENHA.motivoEvasaoObrigatorio],
    ['   ', MENSAGENS_SENHA.motivoEvasaoObrigatorio],
    ['x'.repeat(501), MENSAGENS_SENHA.motivoEvasaoLongo],
  ])('refuses the reason %#', (motivo, mensagem) => {
    expect(mensagens(motivoEvasaoSenhaSchema.safeParse(motivo))).toEqual([mensagem]);
  });

  it('trims an accepted reason of 500 characters', () => {
    expect(motivoEvasaoSenhaSchema.parse(` ${'x'.repeat(500)} `)).toHaveLength(500);
  });

  it('needs the queue and the counter to call next; the counter is optional to call again', () => {
    expect(mensagens(chamarProximaSchema.safeParse({}))).toEqual([
      MENSAGENS_FILA_SENHA.centroCustoObrigatorio,
      MENSAGENS_FILA_SENHA.localObrigatorio,
    ]);
    expect(chamarProximaSchema.parse({ centroCustoId: '15', opcaoChamadaId: 2 })).toEqual({ centroCustoId: 15, opcaoChamadaId: 2 });
    expect(chamadaSenhaSchema.parse({ senhaId: 9 })).toEqual({ senhaId: 9 });
    expect(MENSAGENS_FILA_SENHA.localObrigatorio).toBe('O campo Local de chamada é obrigatório.');
  });
});
