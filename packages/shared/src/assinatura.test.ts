import { describe, expect, it } from 'vitest';
import {
  ehPdf,
  formatarCodigoVerificacao,
  MENSAGENS_ASSINATURA,
  normalizarCodigoVerificacao,
  PERGUNTAS_ASSINATURA,
  restPkiStartSchema,
  tipoDoArquivo,
} from './assinatura.js';

describe('assinatura (spec 001 §2, §5, §8)', () => {
  it('textos da especificação, literais', () => {
    expect(PERGUNTAS_ASSINATURA).toEqual({
      atendimentoSalvo: 'Atendimento salvo. Deseja assinar?',
      receitaMedica: 'Deseja assinar a receita médica?',
      assinarDepois: 'Deseja realmente assinar depois?',
      botaoAssinarDepois: 'Assinar depois',
      naoAssinar: 'Deseja realmente não assinar?',
    });
    expect(MENSAGENS_ASSINATURA.gerenciadorNaoInstalado).toBe('Gerenciador de certificado não instalado!');
    expect(MENSAGENS_ASSINATURA.certificadoInvalido).toBe('Certificado inválido!');
  });

  it.each([
    ['application/pdf', 'pdf', true],
    ['APPLICATION/PDF', 'APPLICATION/PDF', true],
    ['image/png', 'image/png', false],
    ['application/x-pdf', 'x-pdf', false],
    ['', '', false],
  ])('tipo %s → %s (PDF: %s)', (tipo, sem, pdf) => {
    expect(tipoDoArquivo(tipo)).toBe(sem);
    expect(ehPdf(tipo)).toBe(pdf);
  });

  it.each([
    ['AB12-CD34-EF56', 'AB12CD34EF56'],
    ['ab12cd34ef56', 'AB12CD34EF56'],
    [' ab12 cd34 ef56 ', 'AB12CD34EF56'],
    ['OI1L-0000-0000', '011100000000'],
    ['AB12-CD34-EF5', null],
    ['AB12-CD34-EF5U', null],
    ['AB12-CD34-EF56-7', null],
  ])('código %j → %j', (digitado, esperado) => {
    expect(normalizarCodigoVerificacao(digitado)).toBe(esperado);
  });

  it('formata 12 caracteres como XXXX-XXXX-XXXX', () => {
    expect(formatarCodigoVerificacao('AB12CD34EF56')).toBe('AB12-CD34-EF56');
  });

  it('start exige arquivo e certificado, com as mensagens em português', () => {
    const r = restPkiStartSchema.safeParse({ base64: '', thumbprint: ' ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['base64', 'O campo Arquivo é obrigatório.'],
      ['thumbprint', 'O campo Certificado é obrigatório.'],
    ]);
    expect(restPkiStartSchema.parse({ base64: 'JVBERi0=', thumbprint: 'AB', nomeArquivo: null })).toEqual({
      base64: 'JVBERi0=',
      thumbprint: 'AB',
      nomeArquivo: null,
    });
  });
});
