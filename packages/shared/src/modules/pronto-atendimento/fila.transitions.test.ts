import { describe, expect, it } from 'vitest';
import { type AcaoFila, acoesPermitidas, aplicarTransicao, StatusFila, type StatusFilaId, TRANSICOES_FILA } from './fila.transitions.js';

const TODOS = Object.values(StatusFila) as StatusFilaId[];
const ACOES = TRANSICOES_FILA.map((t) => t.acao);

/** Every action from every status: the whole table, written out once more by hand. */
const ESPERADO: Record<AcaoFila, Partial<Record<StatusFilaId, StatusFilaId>>> = {
  chamar: { 1: 1, 2: 2 },
  atender: { 1: 2 },
  devolver: { 2: 1 },
  encaminhar: { 1: 5, 2: 5 },
  evadir: { 1: 4, 2: 4 },
  desfazerEvasao: { 4: 1 },
  finalizar: { 2: 3 },
  cancelar: { 1: 3, 2: 3 },
};

describe('transições da fila', () => {
  for (const acao of ACOES) {
    for (const de of TODOS) {
      const para = ESPERADO[acao][de];
      it(`${acao} a partir de ${de} ${para ? `vai para ${para}` : 'é recusada'}`, () => {
        const r = aplicarTransicao(acao, de);
        if (para) expect(r).toEqual({ ok: true, para });
        else expect(r.ok).toBe(false);
      });
    }
  }

  it('explains a refusal in Portuguese', () => {
    expect(aplicarTransicao('finalizar', StatusFila.EM_ESPERA)).toEqual({
      ok: false,
      mensagem: 'Não é possível finalizar uma entrada em espera.',
    });
    expect(aplicarTransicao('desfazerEvasao', StatusFila.FINALIZADO)).toEqual({
      ok: false,
      mensagem: 'Não é possível cancelar a evasão de uma entrada finalizada.',
    });
  });

  it("never offers the FAA's cancel on a queue screen: reabertura-atendimento applies it", () => {
    expect(TRANSICOES_FILA.find((t) => t.acao === 'cancelar')).toMatchObject({ interna: true, permissao: 'cancelar-faa' });
    expect(aplicarTransicao('cancelar', StatusFila.FINALIZADO)).toEqual({
      ok: false,
      mensagem: 'Não é possível cancelar uma entrada finalizada.',
    });
  });

  it('offers only what the status allows, and closed entries allow nothing but undoing an evasion', () => {
    expect(acoesPermitidas(StatusFila.EM_ESPERA)).toEqual(['chamar', 'atender', 'encaminhar', 'evadir']);
    expect(acoesPermitidas(StatusFila.EM_ATENDIMENTO)).toEqual(['chamar', 'devolver', 'encaminhar', 'evadir', 'finalizar']);
    expect(acoesPermitidas(StatusFila.EVADIDO)).toEqual(['desfazerEvasao']);
    expect(acoesPermitidas(StatusFila.FINALIZADO)).toEqual([]);
    expect(acoesPermitidas(StatusFila.ENCAMINHADO)).toEqual([]);
  });
});
