import { describe, expect, it } from 'vitest';
import { documentoA4 } from './documento-a4.js';
import { gerarPdf } from './pdf.js';
import { lerPdf } from './pdf-teste.js';

describe('documento A4', () => {
  it('carries the municipality header, title, filters and the footer with user, date-time and page x/y', async () => {
    const pdf = await gerarPdf(
      documentoA4({
        cabecalho: {
          nomePrefeitura: 'Prefeitura Municipal de Garanhuns',
          ramoAtividade: 'Secretaria de Saúde',
          logotipo: null,
          sistemaNome: 'Saúde Municipal',
          sistemaVersao: '2.41.29',
        },
        titulo: 'Relatório de teste',
        filtros: ['Período: 01/01/2026 a 31/01/2026'],
        conteudo: Array.from({ length: 120 }, (_, i) => ({ text: `Linha ${i + 1}` })),
        usuario: 'Maria da Silva',
        geradoEm: new Date('2026-11-21T13:05:00Z'),
      }),
    );
    const lido = await lerPdf(pdf);
    expect(lido.paginas.length).toBeGreaterThan(1);
    expect(lido.paginas[0]?.larguraCm).toBeCloseTo(21, 1);
    expect(lido.paginas[0]?.alturaCm).toBeCloseTo(29.7, 1);
    const primeira = lido.textos[0] ?? '';
    expect(primeira).toContain('Prefeitura Municipal de Garanhuns');
    expect(primeira).toContain('Secretaria de Saúde');
    expect(primeira).toContain('Saúde Municipal');
    expect(primeira).toContain('Versão 2.41.29');
    expect(primeira).toContain('Relatório de teste');
    expect(primeira).toContain('Período: 01/01/2026 a 31/01/2026');
    expect(primeira).toContain('Impresso por Maria da Silva em 21/11/2026 10:05');
    expect(primeira).toContain(`Página 1/${lido.paginas.length}`);
    expect(lido.textos.at(-1)).toContain(`Página ${lido.paginas.length}/${lido.paginas.length}`);
  });
});
