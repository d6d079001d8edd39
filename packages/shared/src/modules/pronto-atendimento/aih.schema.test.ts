import { describe, expect, it } from 'vitest';
import { aihSchema, aihSituacaoSchema, ehGrupoAih, sexoCompativel } from './aih.schema.js';
import { ehProcedimentoImagem, exameImagemAtualizacaoSchema, exameImagemSchema } from './exame-imagem.schema.js';

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('regras da AIH e do exame de imagem', () => {
  it('judges a sex restriction only when both sides are known', () => {
    // e-SUS: 0 masculino, 1 feminino, 4 ignorado
    expect([sexoCompativel('F', 1), sexoCompativel('F', 0), sexoCompativel('F', 4), sexoCompativel('F', null)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([sexoCompativel('M', 0), sexoCompativel('M', 1)]).toEqual([true, false]);
    expect([sexoCompativel('I', 0), sexoCompativel('N', 1), sexoCompativel(null, 1)]).toEqual([true, true, true]);
  });

  it('knows the SIGTAP groups', () => {
    expect(['0303140151', '0409060313', '0501070150', '0204030153', '0301'].map(ehGrupoAih)).toEqual([true, true, true, false, true]);
    expect(['0204030153', '0205020046', '0206010079', '0207010013', '0202010473', '0209010029'].map(ehProcedimentoImagem)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('refuses an AIH request field by field', () => {
    const r = aihSchema.safeParse({
      pacienteId: 1,
      procedimentoCodigo: '0204030153',
      cidPrincipal: 'J18.9',
      cidSecundario: 'j189',
      carater: 1,
      sinaisSintomas: 'Febre',
      condicoesJustificativa: 'Hipoxemia',
    });
    expect(erros(r)).toEqual({
      procedimentoCodigo:
        'Procedimento deve ser de internação hospitalar (grupos 03 clínicos, 04 cirúrgicos ou 05 transplantes, de média ou alta complexidade).',
      cidSecundario: 'CID secundário deve ser diferente do principal.',
    });
    const ok = aihSchema.parse({
      pacienteId: '1',
      procedimentoCodigo: '03.03.14.015-1',
      cidPrincipal: 'j18.9',
      cidSecundario: '',
      carater: '2',
      sinaisSintomas: ' Febre ',
      condicoesJustificativa: 'Hipoxemia',
      resultadosExames: '',
    });
    expect(ok).toEqual({
      pacienteId: 1,
      procedimentoCodigo: '0303140151',
      cidPrincipal: 'J189',
      cidSecundario: null,
      carater: 2,
      sinaisSintomas: 'Febre',
      condicoesJustificativa: 'Hipoxemia',
      resultadosExames: null,
    });
  });

  it('asks the regulation for what each answer needs', () => {
    expect(erros(aihSituacaoSchema.safeParse({ status: 2, numeroAih: '2612345678901234' }))).toEqual({
      numeroAih: 'Número da AIH deve conter 13 dígitos.',
      hospitalDestino: 'O campo Hospital de destino é obrigatório.',
    });
    expect(aihSituacaoSchema.parse({ status: 2, numeroAih: '26.1234.567890-1', hospitalDestino: 'HRDM' }).numeroAih).toBe('2612345678901');
    expect(erros(aihSituacaoSchema.safeParse({ status: 3 }))).toEqual({ observacaoRegulacao: 'O campo Motivo é obrigatório.' });
    expect(erros(aihSituacaoSchema.safeParse({ status: 1, observacaoRegulacao: 'x' }))).toEqual({ status: 'Situação é inválido' });
  });

  it('checks an imaging request and each step of it', () => {
    expect(erros(exameImagemSchema.safeParse({ atendimentoId: 1, procedimentoCodigo: '0301060096', justificativa: '' }))).toEqual({
      procedimentoCodigo: 'Procedimento deve ser um exame de imagem (radiologia, ultrassonografia, tomografia ou ressonância magnética).',
      justificativa: 'O campo Justificativa é obrigatório.',
    });
    const futuro = new Date(Date.now() + 3_600_000).toISOString();
    expect(erros(exameImagemAtualizacaoSchema.safeParse({ acao: 'realizar', realizadoEm: futuro }))).toEqual({
      realizadoEm: 'Data da realização não pode ser futura.',
    });
    expect(erros(exameImagemAtualizacaoSchema.safeParse({ acao: 'realizar', realizadoEm: '2026-02-30T10:00:00-03:00' }))).toEqual({
      realizadoEm: 'Data da realização deve ser uma data válida.',
    });
    expect(erros(exameImagemAtualizacaoSchema.safeParse({ acao: 'laudar', laudo: '  ' }))).toEqual({
      laudo: 'O campo Laudo é obrigatório.',
    });
    expect(erros(exameImagemAtualizacaoSchema.safeParse({ acao: 'apagar' }))).toEqual({ acao: 'Ação é inválida' });
  });
});
