import { describe, expect, it } from 'vitest';
import { campoExameSchema, descreverIdade, diasParaIdade, exameCampoSchema, idadeParaDias, referenciaExameSchema } from './configuracao.js';

describe('laboratory configuration (shared)', () => {
  it('converts ages typed in years, months or days to days and back', () => {
    expect(idadeParaDias(2, 'anos')).toBe(730);
    expect(idadeParaDias(3, 'meses')).toBe(90);
    expect(idadeParaDias(10, 'dias')).toBe(10);
    expect(idadeParaDias(null, 'anos')).toBeNull();
    expect(diasParaIdade(730)).toEqual({ valor: 2, unidade: 'anos' });
    expect(diasParaIdade(90)).toEqual({ valor: 3, unidade: 'meses' });
    expect(diasParaIdade(45)).toEqual({ valor: 45, unidade: 'dias' });
    expect(descreverIdade(365, 4380)).toBe('De 1 ano até 12 anos');
    expect(descreverIdade(null, null)).toBe('Todas as idades');
  });

  it('checks a range: max not below min, critical limits outside the normal ones, something informed', () => {
    const r = referenciaExameSchema.safeParse({ minimo: '10', maximo: '5', criticoMinimo: 12 });
    expect(r.success).toBe(false);
    const msgs = r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(msgs).toContain('maximo: O máximo não pode ser menor que o mínimo.');
    expect(msgs).toContain('criticoMinimo: O crítico mínimo não pode ser maior que o mínimo.');
    expect(referenciaExameSchema.safeParse({}).error?.issues[0]?.message).toBe('Informe ao menos um limite ou o texto da referência.');
    expect(referenciaExameSchema.parse({ minimo: '4,5', sexo: '' })).toMatchObject({ minimo: 4.5, sexo: null });
  });

  it('upper-cases codes, asks two options for a list and refuses repeated codes in an exam', () => {
    expect(campoExameSchema.parse({ nome: 'pH', codigo: 'eas_ph', tipo: 1 }).codigo).toBe('EAS_PH');
    expect(campoExameSchema.safeParse({ nome: 'X', codigo: '1X', tipo: 1 }).success).toBe(false);
    expect(campoExameSchema.safeParse({ nome: 'L', codigo: 'L', tipo: 3, opcoes: ['a'] }).error?.issues[0]?.message).toBe(
      'Informe ao menos duas opções para a lista.',
    );
    const e = exameCampoSchema.safeParse({
      sigla: 'x',
      setor: 1,
      campos: [
        { nome: 'A', codigo: 'a', tipo: 2 },
        { nome: 'B', codigo: 'A', tipo: 2 },
      ],
    });
    expect(e.error?.issues.map((i) => i.path.join('.'))).toEqual(['campos.1.codigo']);
  });
});
