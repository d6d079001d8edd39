import { describe, expect, it } from 'vitest';
import { TRANSICOES_FILA_GERAL } from './fila.js';
import { type AcaoSenha, aplicarTransicaoSenha, StatusSenha, type StatusSenhaId, TRANSICOES_SENHA } from './modules/painel-senha/index.js';
import { TRANSICOES_FILA } from './modules/pronto-atendimento/index.js';

/** The ticket profile, every action from every status, written out by hand (issue 7's table). */
const SENHA: Record<AcaoSenha, Partial<Record<StatusSenhaId, StatusSenhaId>>> = {
  chamar: { 1: 5 },
  rechamar: { 5: 5, 2: 2 },
  atender: { 1: 2, 5: 2 },
  devolver: { 5: 1, 2: 1 },
  encaminhar: { 1: 1, 5: 1, 2: 1 },
  evadir: { 1: 4, 5: 4, 2: 4 },
  finalizar: { 2: 3 },
};

describe('a tabela única de transições das filas', () => {
  it('each kind selects its rows, one per action, in the table order', () => {
    expect(TRANSICOES_FILA.map((t) => t.acao)).toEqual([
      'chamar',
      'atender',
      'devolver',
      'encaminhar',
      'evadir',
      'desfazerEvasao',
      'finalizar',
      'cancelar',
    ]);
    expect(TRANSICOES_SENHA.map((t) => t.acao)).toEqual(['chamar', 'rechamar', 'atender', 'devolver', 'encaminhar', 'evadir', 'finalizar']);
    expect(TRANSICOES_FILA.every((t) => t.permissao)).toBe(true);
  });

  it('the ticket profile keeps the ticket table', () => {
    for (const acao of Object.keys(SENHA) as AcaoSenha[])
      for (const de of Object.values(StatusSenha)) {
        const r = aplicarTransicaoSenha(acao, de);
        const para = SENHA[acao][de];
        if (para) expect(r, `${acao} de ${de}`).toEqual({ ok: true, para });
        else expect(r.ok, `${acao} de ${de}`).toBe(false);
      }
  });

  it('the call keeps a patient waiting and holds a ticket for the counter', () => {
    const chamadas = TRANSICOES_FILA_GERAL.filter((t) => t.acao === 'chamar');
    expect(chamadas.map((t) => [t.tipos, t.para])).toEqual([
      [['paciente', 'ambulatorio'], null],
      [['senha'], 'CHAMADA'],
    ]);
  });
});
