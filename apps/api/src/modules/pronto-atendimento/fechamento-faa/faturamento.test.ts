import { DestinoAtendimento, hojeIso, PROCEDIMENTOS_PA } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../test/helpers.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';
import { procedimentosAFaturar } from './faturamento.js';
import { avaliar, emTenant, idDoUsuario, observar, procedimentosDeEnfermagem } from './vida-faa.fixtures.js';

let f: PaFixture;
let medicoId: number;
let enfermeiroId: number;

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  medicoId = await idDoUsuario(f, 'medico');
  enfermeiroId = await idDoUsuario(f, 'enfermagem');
});
afterAll(() => f.ctx.close());

const competencia = (d: Date) => hojeIso(d).slice(0, 7).replace('-', '');
const faturar = (ids: number[]) => emTenant(f, (tx) => procedimentosAFaturar(tx, ids));

describe('procedimentosAFaturar (a regra de faturamento da FAA)', () => {
  it('bills triage, blood pressure, two doctor evaluations, the observation once and the nursing summed per code', async () => {
    const p = await pacienteNoSetor(f);
    const hora = 3_600_000;
    const agora = Date.now();
    await avaliar(f, p.atendimentoId, {
      medicoId,
      destino: DestinoAtendimento.OBSERVACAO,
      cids: [{ codigo: 'R10', principal: true }],
      em: new Date(agora - 3 * hora),
    });
    await observar(f, p.atendimentoId, enfermeiroId, new Date(agora - 2 * hora));
    await observar(f, p.atendimentoId, medicoId, new Date(agora - 90 * 60_000));
    // aferição de temperatura twice in one nursing attendance and once more later: 3, one line
    await procedimentosDeEnfermagem(
      f,
      p.atendimentoId,
      enfermeiroId,
      [{ codigo: '0301100250', quantidade: 2 }],
      new Date(agora - 2 * hora),
    );
    await procedimentosDeEnfermagem(f, p.atendimentoId, enfermeiroId, [{ codigo: '0301100250', quantidade: 1 }], new Date(agora - hora));
    const alta = await avaliar(f, p.atendimentoId, {
      medicoId,
      destino: DestinoAtendimento.ALTA,
      cids: [
        { codigo: 'J069', principal: true },
        { codigo: 'R10', principal: false },
      ],
      em: new Date(agora - 30 * 60_000),
    });
    expect(alta).toBeGreaterThan(0);

    const linhas = await faturar([p.atendimentoId]);
    const porCodigo = (codigo: string) => linhas.filter((l) => l.procedimentoCodigo === codigo);
    const total = (codigo: string) => porCodigo(codigo).reduce((s, l) => s + l.quantidade, 0);

    expect(new Set(linhas.map((l) => l.procedimentoCodigo))).toEqual(
      new Set([
        PROCEDIMENTOS_PA.ACOLHIMENTO_CLASSIFICACAO_RISCO,
        PROCEDIMENTOS_PA.AFERICAO_PRESSAO,
        PROCEDIMENTOS_PA.ATENDIMENTO_MEDICO_UPA,
        PROCEDIMENTOS_PA.ATENDIMENTO_URGENCIA_OBSERVACAO,
        '0301100250',
      ]),
    );
    expect(total('0301060118')).toBe(1);
    expect(total('0301100039')).toBe(1);
    expect(porCodigo('0301060096')).toHaveLength(2);
    expect(total('0301060096')).toBe(2);
    expect(total('0301060029')).toBe(1);
    expect(porCodigo('0301100250')).toHaveLength(1);
    expect(total('0301100250')).toBe(3);

    // who: the triage by the nurse (the CBO of the placement), the doctor's evaluations with their CBO,
    // the observation by the doctor who sent the patient there
    expect(porCodigo('0301060118')[0]).toMatchObject({ usuarioId: enfermeiroId, ocupacaoCodigo: '223505' });
    for (const l of porCodigo('0301060096')) expect(l).toMatchObject({ usuarioId: medicoId, ocupacaoCodigo: '225125' });
    expect(porCodigo('0301060029')[0]).toMatchObject({ usuarioId: medicoId, ocupacaoCodigo: '225125' });
    expect(porCodigo('0301100250')[0]).toMatchObject({ usuarioId: enfermeiroId, ocupacaoCodigo: '223505' });
    // every line with the principal CID of the last evaluation and the Brasília month it was performed
    for (const l of linhas) {
      expect(l.atendimentoId).toBe(p.atendimentoId);
      expect(l.cidCodigo).toBe('J069');
      expect(l.competencia).toBe(competencia(l.realizadoEm));
    }
  });

  it('bills the observation from a note alone, keeps each FAA apart and gives nothing for an unknown id', async () => {
    const a = await pacienteNoSetor(f);
    const b = await pacienteNoSetor(f);
    await avaliar(f, a.atendimentoId, { medicoId, destino: DestinoAtendimento.ALTA, cids: [{ codigo: 'R10', principal: true }] });
    await observar(f, b.atendimentoId, enfermeiroId);
    const linhas = await faturar([a.atendimentoId, b.atendimentoId, 999_999_999]);
    const de = (id: number) =>
      linhas
        .filter((l) => l.atendimentoId === id)
        .map((l) => l.procedimentoCodigo)
        .sort();
    expect(de(a.atendimentoId)).toEqual(['0301060096', '0301060118', '0301100039']);
    // no evaluation: no CID, the observation billed once by the note's author
    expect(de(b.atendimentoId)).toEqual(['0301060029', '0301060118', '0301100039']);
    expect(linhas.find((l) => l.atendimentoId === b.atendimentoId && l.procedimentoCodigo === '0301060029')).toMatchObject({
      usuarioId: enfermeiroId,
      cidCodigo: null,
    });
    expect(linhas.some((l) => l.atendimentoId === 999_999_999)).toBe(false);
    expect(await faturar([])).toEqual([]);
  });

  it('puts a procedure performed at 22:30 in Brasília on the last day of a month in that month, not the next (UTC)', async () => {
    const p = await pacienteNoSetor(f);
    // 31 Jan 2026 22:30 -03:00 is 1 Feb 01:30 UTC
    await procedimentosDeEnfermagem(
      f,
      p.atendimentoId,
      enfermeiroId,
      [{ codigo: '0301100250', quantidade: 1 }],
      new Date('2026-02-01T01:30:00Z'),
    );
    const [l] = (await faturar([p.atendimentoId])).filter((x) => x.procedimentoCodigo === '0301100250');
    expect(l?.competencia).toBe('202601');
  });
});
