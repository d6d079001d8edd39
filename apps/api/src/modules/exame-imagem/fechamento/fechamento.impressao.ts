import type { FechamentoImagemResumo, LinhaFechamentoImagem } from '@saude/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataHoraBr, moedaBr } from '../../../lib/print/formatos.js';

const cab = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({ text, style: 'cabecalhoTabela', alignment });
const mes = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;
const sigtap = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 4)}.${c.slice(4, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

/**
 * The closing of a competence (A4): one line per SIGTAP procedure — code, name, quantity, unit value, total — what the
 * billing operator types into BPA; then the exams behind each line (patient, CNS, day) for the audit of the bill.
 */
export function documentoFechamento(
  f: FechamentoImagemResumo,
  linhas: readonly LinhaFechamentoImagem[],
  d: { cabecalho: CabecalhoImpressao; usuario: string },
): TDocumentDefinitions {
  const resumo: TableCell[][] = [
    [cab('Código SIGTAP'), cab('Procedimento'), cab('Quantidade', 'right'), cab('Valor unitário', 'right'), cab('Total', 'right')],
    ...linhas.map((l) => [
      { text: sigtap(l.procedimento), bold: true },
      l.nome,
      { text: String(l.quantidade), alignment: 'right' as const },
      { text: moedaBr(l.valorUnitario), alignment: 'right' as const },
      { text: moedaBr(l.total), alignment: 'right' as const },
    ]),
    [
      { text: 'Total', bold: true, colSpan: 2 },
      '',
      { text: String(f.quantidade), bold: true, alignment: 'right' },
      '',
      { text: moedaBr(f.valor), bold: true, alignment: 'right' },
    ],
  ];
  const layout = { hLineWidth: () => 0.4, vLineWidth: () => 0.4, hLineColor: () => '#999999', vLineColor: () => '#999999' };
  const conteudo: Content[] = [
    { table: { headerRows: 1, widths: [80, '*', 55, 70, 70], body: resumo }, layout, fontSize: 8 },
    { text: 'Exames por procedimento', bold: true, fontSize: 10, margin: [0, 12, 0, 4] },
  ];
  for (const l of linhas) {
    conteudo.push(
      { text: `${sigtap(l.procedimento)} — ${l.nome} (${l.quantidade})`, bold: true, fontSize: 8, margin: [0, 6, 0, 2] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 90, 80, 150],
          body: [
            [cab('Paciente'), cab('CNS'), cab('Realizado em'), cab('Solicitante')],
            ...l.exames.map((e) => [
              e.paciente,
              e.cns ?? '-',
              e.realizadoEm ? dataHoraBr(e.realizadoEm as string) : '-',
              e.solicitante ?? '-',
            ]),
          ],
        },
        layout,
        fontSize: 7,
      },
    );
  }
  return documentoA4({
    cabecalho: d.cabecalho,
    titulo: 'Fechamento da competência — Exames de imagem',
    subtitulo: f.unidade,
    filtros: [
      `Competência: ${mes(f.competencia)}`,
      `Fechada em ${dataHoraBr(f.fechadoEm as string)}${f.fechadoPor ? ` por ${f.fechadoPor}` : ''}`,
      `Total: ${f.quantidade} exame(s), ${moedaBr(f.valor)}`,
    ],
    conteudo,
    usuario: d.usuario,
  });
}
