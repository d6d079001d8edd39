import { describe, expect, it } from 'vitest';
import {
  competenciasDoProcesso,
  STATUS_ALTO_CUSTO as S,
  STATUS_ALTO_CUSTO_NOME,
  somarMeses,
  TRANSICOES_ALTO_CUSTO,
  transicaoAltoCusto,
  validadeDoProcesso,
} from './alto-custo.js';

describe('CEAF process rules', () => {
  const todos = Object.values(S);
  // the whole table: every pair of statuses, allowed or not
  const permitidas = new Set([
    `${S.EM_ANALISE}>${S.AUTORIZADO}`,
    `${S.EM_ANALISE}>${S.INDEFERIDO}`,
    `${S.AUTORIZADO}>${S.SUSPENSO}`,
    `${S.SUSPENSO}>${S.AUTORIZADO}`,
  ]);
  it.each(todos.flatMap((de) => todos.map((para) => [de, para] as const)))('%s → %s', (de, para) => {
    expect(transicaoAltoCusto(de, para) !== null).toBe(permitidas.has(`${de}>${para}`));
  });

  it('a refusal and a suspension need a reason; nothing leaves a refused or expired process; every status is named', () => {
    expect(transicaoAltoCusto(S.EM_ANALISE, S.INDEFERIDO)?.motivoObrigatorio).toBe(true);
    expect(transicaoAltoCusto(S.AUTORIZADO, S.SUSPENSO)?.motivoObrigatorio).toBe(true);
    expect(transicaoAltoCusto(S.EM_ANALISE, S.AUTORIZADO)?.motivoObrigatorio).toBe(false);
    expect([...TRANSICOES_ALTO_CUSTO[S.INDEFERIDO], ...TRANSICOES_ALTO_CUSTO[S.VENCIDO]]).toEqual([]);
    expect(Object.keys(STATUS_ALTO_CUSTO_NOME).map(Number)).toEqual(todos);
  });

  it('an LME covers three whole months; its competences are their first days', () => {
    expect(validadeDoProcesso('2026-11-18')).toEqual({ inicio: '2026-11-01', fim: '2027-01-31' });
    expect(validadeDoProcesso('2027-12-05')).toEqual({ inicio: '2027-12-01', fim: '2028-02-29' });
    expect(somarMeses('2026-01-31', -2)).toBe('2025-11-01');
    expect(competenciasDoProcesso('2026-11-01', [2, 0, 3])).toEqual([
      { mes: 1, competencia: '2026-11-01', quantidadeAutorizada: 2 },
      { mes: 2, competencia: '2026-12-01', quantidadeAutorizada: 0 },
      { mes: 3, competencia: '2027-01-01', quantidadeAutorizada: 3 },
    ]);
  });
});
