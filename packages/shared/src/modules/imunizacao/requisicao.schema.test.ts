import { describe, expect, it } from 'vitest';
import { frascosDasDoses } from './distribuicao.schema.js';
import { atendimentoRequisicaoVacinaSchema, SITUACAO_REQUISICAO_VACINA as S, situacaoDoAtendimento } from './requisicao.schema.js';

describe('requisição de vacinas', () => {
  it('is answered whole only when every line got what it asked', () => {
    expect(situacaoDoAtendimento([{ solicitadas: 10, atendidas: 10 }])).toBe(S.ATENDIDA);
    expect(
      situacaoDoAtendimento([
        { solicitadas: 10, atendidas: 10 },
        { solicitadas: 5, atendidas: 0 },
      ]),
    ).toBe(S.ATENDIDA_PARCIALMENTE);
    expect(situacaoDoAtendimento([{ solicitadas: 10, atendidas: 9 }])).toBe(S.ATENDIDA_PARCIALMENTE);
  });

  it('counts a started vial as a vial', () => {
    expect(frascosDasDoses(30, 10)).toBe(3);
    expect(frascosDasDoses(31, 10)).toBe(4);
    expect(frascosDasDoses(7, 1)).toBe(7);
  });

  it('refuses negative doses in an answer, with the field named', () => {
    const r = atendimentoRequisicaoVacinaSchema.safeParse({ data: '2026-03-02', itens: [{ itemId: 1, doses: -1 }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['itens', 0, 'doses']);
  });
});
