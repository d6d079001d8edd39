import { describe, expect, it } from 'vitest';
import { type AcaoAih, acoesAih, aplicarTransicaoAih, type StatusAihId, TRANSICOES_AIH } from './aih.transitions.js';
import { StatusAih } from './clinico.js';

const TODOS = Object.values(StatusAih) as StatusAihId[];
const ACOES: AcaoAih[] = ['editar', 'autorizar', 'negar', 'cancelar'];

/** Every action from every status, by hand: only a request still waiting changes. */
const ESPERADO: Record<AcaoAih, Partial<Record<StatusAihId, StatusAihId>>> = {
  editar: { 1: 1 },
  autorizar: { 1: 2 },
  negar: { 1: 3 },
  cancelar: { 1: 4 },
};
const ESTADO: Record<StatusAihId, string> = { 1: 'solicitada', 2: 'autorizada', 3: 'negada', 4: 'cancelada' };

describe('transições da solicitação de AIH', () => {
  it('lists each action once', () => {
    expect(TRANSICOES_AIH.map((t) => t.acao).sort()).toEqual([...ACOES].sort());
  });

  for (const acao of ACOES)
    for (const status of TODOS) {
      const para = ESPERADO[acao][status];
      it(`${acao} from ${status} → ${para ?? 'refused'}`, () => {
        const r = aplicarTransicaoAih(acao, status);
        if (para === undefined)
          expect(r).toEqual({ ok: false, mensagem: `Não é possível ${acao} uma solicitação de AIH ${ESTADO[status]}.` });
        else expect(r).toEqual({ ok: true, para });
      });
    }

  it('offers actions only while the request waits', () => {
    expect(acoesAih(1)).toEqual(['editar', 'autorizar', 'negar', 'cancelar']);
    for (const s of [2, 3, 4] as StatusAihId[]) expect(acoesAih(s)).toEqual([]);
  });
});
