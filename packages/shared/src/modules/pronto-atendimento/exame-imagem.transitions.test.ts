import { describe, expect, it } from 'vitest';
import { StatusExameImagem } from './clinico.js';
import {
  type AcaoExameImagem,
  acoesExameImagem,
  aplicarTransicaoExameImagem,
  type StatusExameImagemId,
  TRANSICOES_EXAME_IMAGEM,
} from './exame-imagem.transitions.js';

const TODOS = Object.values(StatusExameImagem) as StatusExameImagemId[];
const ACOES: AcaoExameImagem[] = ['realizar', 'laudar', 'cancelar'];

/** Every action from every status, written out once more by hand: what is not listed is refused. */
const ESPERADO: Record<AcaoExameImagem, Partial<Record<StatusExameImagemId, StatusExameImagemId>>> = {
  realizar: { 1: 2 },
  laudar: { 2: 3 },
  cancelar: { 1: 4 },
};

const RECUSA: Record<AcaoExameImagem, Partial<Record<StatusExameImagemId, string>>> = {
  realizar: {
    2: 'Não é possível registrar a realização de um exame realizado.',
    3: 'Não é possível registrar a realização de um exame laudado.',
    4: 'Não é possível registrar a realização de um exame cancelado.',
  },
  laudar: {
    1: 'Registre a realização do exame antes do laudo.',
    3: 'Não é possível registrar o laudo de um exame laudado.',
    4: 'Não é possível registrar o laudo de um exame cancelado.',
  },
  cancelar: {
    2: 'Não é possível cancelar um exame realizado.',
    3: 'Não é possível cancelar um exame laudado.',
    4: 'Não é possível cancelar um exame cancelado.',
  },
};

describe('transições do exame de imagem', () => {
  it('lists each action once', () => {
    expect(TRANSICOES_EXAME_IMAGEM.map((t) => t.acao).sort()).toEqual([...ACOES].sort());
  });

  for (const acao of ACOES)
    for (const status of TODOS) {
      const para = ESPERADO[acao][status];
      it(`${acao} from ${status} → ${para ?? 'refused'}`, () => {
        const r = aplicarTransicaoExameImagem(acao, status);
        if (para === undefined) expect(r).toEqual({ ok: false, mensagem: RECUSA[acao][status] });
        else expect(r).toEqual({ ok: true, para });
      });
    }

  it('offers per status exactly the allowed actions', () => {
    expect(acoesExameImagem(1)).toEqual(['realizar', 'cancelar']);
    expect(acoesExameImagem(2)).toEqual(['laudar']);
    expect(acoesExameImagem(3)).toEqual([]);
    expect(acoesExameImagem(4)).toEqual([]);
  });
});
