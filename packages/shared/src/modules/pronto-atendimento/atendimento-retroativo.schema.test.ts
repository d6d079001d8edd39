import { describe, expect, it } from 'vitest';
import { atendimentoRetroativoSchema, MENSAGENS_RETROATIVO } from './atendimento-retroativo.schema.js';
import { fechamentoMassaSchema, motivoFaaSchema } from './fechamento-faa.schema.js';

const HORA = 3_600_000;
const ha = (ms: number) => new Date(Date.now() - ms).toISOString();
const valido = {
  pacienteId: 1,
  chegadaEm: ha(48 * HORA),
  classificacaoRiscoId: 4,
  queixa: 'Febre',
  paSistolica: 120,
  paDiastolica: 80,
  medicoId: 2,
  anamnese: 'Febre há 2 dias.',
  cidPrincipal: 'j06.9',
  cidsSecundarios: ['R50'],
  destino: 1,
  altaEm: ha(46 * HORA),
};
const erros = (v: Record<string, unknown>) => {
  const r = atendimentoRetroativoSchema.safeParse({ ...valido, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('atendimento retroativo', () => {
  it('accepts a paper FAA of two days ago and normalises the CID', () => {
    const r = atendimentoRetroativoSchema.parse(valido);
    expect(r.cidPrincipal).toBe('J069');
    expect(r.temperatura).toBeNull();
  });

  it.each([
    [{ chegadaEm: new Date(Date.now() + HORA).toISOString() }, 'chegadaEm', MENSAGENS_RETROATIVO.chegadaFutura],
    [{ chegadaEm: ha(31 * 24 * HORA), altaEm: ha(30 * 24 * HORA) }, 'chegadaEm', MENSAGENS_RETROATIVO.chegadaAntiga],
    [{ altaEm: ha(49 * HORA) }, 'altaEm', MENSAGENS_RETROATIVO.altaAntesDaChegada],
    [{ altaEm: valido.chegadaEm }, 'altaEm', MENSAGENS_RETROATIVO.altaAntesDaChegada],
    [{ altaEm: new Date(Date.now() + HORA).toISOString() }, 'altaEm', MENSAGENS_RETROATIVO.altaFutura],
    [{ classificacaoRiscoId: null }, 'classificacaoRiscoId', MENSAGENS_RETROATIVO.triagemSemCor],
    [{ queixa: '' }, 'queixa', 'O campo Queixa principal é obrigatório.'],
    [{ paDiastolica: null }, 'paDiastolica', 'Informe a pressão sistólica e a diastólica'],
    [{ destino: 2 }, 'destino', 'Destino é inválido'],
    [{ cidsSecundarios: ['J069'] }, 'cidsSecundarios', MENSAGENS_RETROATIVO.cidRepetido],
    [{ cidPrincipal: '123' }, 'cidPrincipal', 'O CID informado é inválido.'],
  ])('refuses %j on %s', (v, campo, mensagem) => {
    expect(erros(v)[campo]).toBe(mensagem);
  });

  it('checks the period even when another field is missing', () => {
    expect(erros({ medicoId: undefined, altaEm: ha(49 * HORA) })).toMatchObject({
      medicoId: 'O campo Médico é obrigatório.',
      altaEm: MENSAGENS_RETROATIVO.altaAntesDaChegada,
    });
  });
});

describe('motivo e fechamento em massa', () => {
  it('requires a reason of at most 500 characters and one to 500 FAAs', () => {
    expect(motivoFaaSchema.safeParse({ motivo: ' ' }).error?.issues[0]?.message).toBe('O campo Motivo é obrigatório.');
    expect(motivoFaaSchema.safeParse({ motivo: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Motivo deve conter no máximo 500 caracteres',
    );
    expect(motivoFaaSchema.parse({ motivo: '  Duplicidade  ' }).motivo).toBe('Duplicidade');
    expect(fechamentoMassaSchema.safeParse({}).error?.issues[0]?.message).toBe('Selecione ao menos um item');
    expect(fechamentoMassaSchema.parse({ atendimentoIds: ['3', 3, 4] }).atendimentoIds).toEqual([3, 4]);
  });
});
