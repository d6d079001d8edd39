import { PassThrough } from 'node:stream';
import { defineRelatorio, filtrosRelatorio } from '@saude/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lerPdf } from '../print/pdf-teste.js';
import { escritorCsv, escritorXlsx } from './planilha.js';
import { pdfRelatorio } from './relatorio-pdf.js';

const def = defineRelatorio({
  area: 'teste',
  relatorio: 'relatorio-saidas',
  titulo: 'Saídas por unidade',
  permissao: 'visualizar-teste-relatorio-saidas',
  campos: [{ tipo: 'periodo' }],
  filtros: filtrosRelatorio({}, { periodo: { obrigatorio: true } }),
  colunas: [
    { chave: 'unidade', titulo: 'Unidade', largura: 2 },
    { chave: 'data', titulo: 'Data', tipo: 'data' },
    { chave: 'item', titulo: 'Item', largura: 2 },
    { chave: 'quantidade', titulo: 'Quantidade', tipo: 'inteiro', total: true },
    { chave: 'valor', titulo: 'Valor', tipo: 'moeda', total: true },
  ],
  ordenacaoPadrao: { coluna: 'unidade', dir: 'asc' },
  agruparPor: 'unidade',
});
const linhas = [
  { unidade: 'UBS Centro', data: '2026-01-31', item: 'Dipirona 500 mg; comprimido', quantidade: 10, valor: 12.5 },
  { unidade: 'UBS Centro', data: '2026-02-01', item: 'Soro "fisiológico"', quantidade: 2, valor: 7 },
  { unidade: 'UPA 24h', data: '2026-02-02', item: 'Gaze', quantidade: 1000, valor: 1234.56 },
];
const cabecalho = {
  nomePrefeitura: 'Prefeitura de Teste',
  ramoAtividade: null,
  logotipo: null,
  sistemaNome: 'Saúde Municipal',
  sistemaVersao: '2.41.29',
};
const planilha = { def, filtros: ['Período: 01/01/2026 a 28/02/2026'], usuario: 'Ana', geradoEm: new Date('2026-03-01T12:00:00Z') };

async function coletar(escrever: (s: PassThrough) => Promise<void>): Promise<Buffer> {
  const s = new PassThrough();
  const partes: Buffer[] = [];
  s.on('data', (b: Buffer) => partes.push(b));
  const fim = new Promise((ok) => s.on('end', ok));
  await escrever(s);
  s.end();
  await fim;
  return Buffer.concat(partes);
}

describe('arquivos de relatório', () => {
  it('PDF: a heading and a subtotal per group, the grand total, dates and money in pt-BR', async () => {
    const pdf = await pdfRelatorio({ def, cabecalho, filtros: planilha.filtros, usuario: 'Ana', linhas });
    const texto = (await lerPdf(pdf)).textos.join('\n');
    expect(texto).toContain('Unidade: UBS Centro');
    expect(texto).toContain('Unidade: UPA 24h');
    expect(texto).toMatch(/Subtotal \(2\)\s+12\s+R\$\s19,50/);
    expect(texto).toMatch(/Total\s+1\.012\s+R\$\s1\.254,06/);
    expect(texto).toContain('31/01/2026');
    expect(texto).toContain('3 registro(s).');
    const vazio = (await lerPdf(await pdfRelatorio({ def, cabecalho, filtros: [], usuario: 'Ana', linhas: [] }))).textos.join('\n');
    expect(vazio).toContain('Não há registros correspondentes à sua solicitação');
  });

  it('CSV: BOM, ";" and CRLF, quoted fields, comma decimals, dd/mm/yyyy', async () => {
    const csv = (
      await coletar(async (s) => {
        const e = escritorCsv(planilha, s);
        await e.lote(linhas);
        expect(await e.fechar()).toBe(3);
      })
    ).toString('utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFUnidade;Data;Item;Quantidade;Valor',
      'UBS Centro;31/01/2026;"Dipirona 500 mg; comprimido";10;12,5',
      'UBS Centro;01/02/2026;"Soro ""fisiológico""";2;7',
      'UPA 24h;02/02/2026;Gaze;1000;1234,56',
      '',
    ]);
  });

  it('XLSX: typed cells (date without shifting a day, numbers), SUBTOTAL totals line, filters sheet', async () => {
    const xlsx = await coletar(async (s) => {
      const e = escritorXlsx(planilha, s);
      await e.lote(linhas.slice(0, 2));
      await e.lote(linhas.slice(2));
      expect(await e.fechar()).toBe(3);
    });
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(xlsx as unknown as ArrayBuffer);
    const f = livro.getWorksheet('Relatório');
    if (!f) throw new Error('folha Relatório ausente');
    expect((f.getRow(2).getCell(2).value as Date).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(f?.getRow(4).getCell(5).value).toBe(1234.56);
    expect(f?.getRow(5).getCell(1).value).toBe('Total');
    expect(f?.getRow(5).getCell(4).value).toMatchObject({ formula: 'SUBTOTAL(9,D2:D4)', result: 1012 });
    const info = livro.getWorksheet('Informações');
    expect(info?.getRow(2).values).toEqual([undefined, 'Período', '01/01/2026 a 28/02/2026']);
    expect(info?.getRow(4).values).toEqual([undefined, 'Gerado por', 'Ana']);
  });
});
