import { describe, expect, it } from 'vitest';
import {
  alergiaDoMedicamento,
  diasMaximosDeTratamento,
  MENSAGENS_DISPENSACAO_FARMACIA as M,
  mulherEmIdadeFertil,
  proximaRetirada,
  quantidadePrescritaNumero,
  retiradaAntecipada,
  unidadesPorDiaDaPosologia,
  validadeDaReceitaDias,
} from './dispensacao.regras.js';
import { receitaExternaSchema } from './dispensacao.schema.js';

// list ids of LISTAS_PORTARIA_344: 1 A1, 4 B1, 5 B2, 6 C1, 8 C3, 9 C4
describe('farmacia: regras da dispensação', () => {
  it('validity and the most days a prescription holds follow the medicine’s list (Portaria 344/98, RDC 11/2011)', () => {
    expect([null, 1, 4, 6, 8].map((l) => validadeDaReceitaDias(l, 180))).toEqual([180, 30, 30, 30, 20]);
    expect([null, 1, 4, 5, 6, 8, 9].map(diasMaximosDeTratamento)).toEqual([null, 30, 60, 30, 60, 30, null]);
  });

  it('an antimicrobial prescription is valid for 10 days, 90 when marked for continuous use (RDC 20/2011)', () => {
    expect(validadeDaReceitaDias(null, 180, { usoContinuo: false })).toBe(10);
    expect(validadeDaReceitaDias(null, 180, { usoContinuo: true })).toBe(90);
    expect(validadeDaReceitaDias(null, 180, null)).toBe(180);
    expect(M.antimicrobianoVencido('Amoxicilina 500 mg', '2025-03-01', 10)).toBe(
      'Receita de antimicrobiano vencida para Amoxicilina 500 mg: emitida em 01/03/2025, vale 10 dias (até 11/03/2025; RDC 20/2011).',
    );
  });

  it('reads the prescribed quantity and the units a day when the text says them plainly', () => {
    expect(['30 comprimidos', '2 frascos', 'uso contínuo', '1,5 mL'].map(quantidadePrescritaNumero)).toEqual([30, 2, null, null]);
    expect(
      [
        '1 comprimido pela manhã',
        'Tomar 1 cápsula de 8 em 8 horas por 7 dias.',
        '2 comprimidos 12/12h',
        '1 comprimido 3 vezes ao dia',
        'meio comprimido à noite',
        '1 comprimido de 6/6 h se dor',
        'conforme orientação',
      ].map(unidadesPorDiaDaPosologia),
    ).toEqual([1, 3, 4, 3, 0.5, null, null]);
  });

  it('the next pickup is the date plus the whole days the quantity lasts; early means before it minus the tolerance', () => {
    expect(proximaRetirada('2026-03-01', 30, 1)).toBe('2026-03-31');
    expect(proximaRetirada('2026-03-01', 45, 2)).toBe('2026-03-23');
    expect(proximaRetirada('2026-03-01', 10, null, 15)).toBe('2026-03-16');
    expect(proximaRetirada('2026-03-01', 10, null, null)).toBeNull();
    expect(retiradaAntecipada('2026-03-25', '2026-03-31', 5)).toBe(true);
    expect(retiradaAntecipada('2026-03-26', '2026-03-31', 5)).toBe(false);
    expect(retiradaAntecipada('2026-03-01', null, 5)).toBe(false);
  });

  it('childbearing age: women inside the settings’ range, or of unknown age', () => {
    const faixa = { minima: 10, maxima: 55 };
    expect(mulherEmIdadeFertil({ sexoId: 1, dataNascimento: '1990-01-01' }, '2026-03-01', faixa)).toBe(true);
    expect(mulherEmIdadeFertil({ sexoId: 1, dataNascimento: '1960-01-01' }, '2026-03-01', faixa)).toBe(false);
    expect(mulherEmIdadeFertil({ sexoId: 0, dataNascimento: '1990-01-01' }, '2026-03-01', faixa)).toBe(false);
    expect(mulherEmIdadeFertil({ sexoId: 1, dataNascimento: null }, '2026-03-01', faixa)).toBe(true);
  });

  it('an allergy names a medicine by its first word, accents ignored', () => {
    expect(alergiaDoMedicamento([{ nome: 'Iodo' }, { nome: 'Dipirona sódica' }], 'DIPIRONA 500 MG COMPRIMIDO')).toBe('Dipirona sódica');
    expect(alergiaDoMedicamento([{ nome: 'Penicilina' }], 'Amoxicilina 500 mg')).toBeNull();
  });

  it('an external notification carries one medicine and its number; the council reads like the printed one', () => {
    const base = {
      pacienteId: 1,
      tipo: 3,
      prescritorNome: 'Dra. Ana',
      prescritorConselho: 'crm  12345',
      dataEmissao: '2026-01-10',
      itens: [{ descricao: 'Clonazepam 2 mg', quantidade: '30 comprimidos', posologia: '1 à noite' }],
    };
    const r = receitaExternaSchema.safeParse({ ...base, itens: [...base.itens, ...base.itens] });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['itens', 'A notificação de receita B (azul) admite um único medicamento.'],
      ['numeroNotificacao', 'Informe o número da notificação de receita.'],
    ]);
    const ok = receitaExternaSchema.parse({ ...base, numeroNotificacao: 'PE1234567' });
    expect(ok.prescritorConselho).toBe('CRM 12345');
    expect(receitaExternaSchema.safeParse({ ...base, tipo: 1, prescritorConselho: '12345' }).success).toBe(false);
    expect(M.acimaDoMaximo('CLONAZEPAM', 'B1', 90, 60)).toContain('o máximo por receita é de 60 dias');
  });
});
