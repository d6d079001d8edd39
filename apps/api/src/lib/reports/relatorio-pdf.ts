import type { RelatorioDef } from '@saude/shared';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../print/cabecalho.js';
import { documentoA4 } from '../print/documento-a4.js';
import { inteiroBr } from '../print/formatos.js';
import { gerarPdf, mm } from '../print/pdf.js';
import type { Linha } from './consulta.js';
import { ehNumerica, textoCelula } from './formatar.js';

export interface PdfRelatorio {
  def: RelatorioDef;
  cabecalho: CabecalhoImpressao;
  filtros: string[];
  usuario: string;
  linhas: Linha[];
  geradoEm?: Date;
}

/**
 * The report on the A4 family: one table with the header row repeated on every page, a heading and a
 * subtotal per group when the report groups, and the totals and the row count at the end.
 */
export function pdfRelatorio(p: PdfRelatorio): Promise<Buffer> {
  const { def } = p;
  const paisagem = def.orientacao === 'paisagem';
  const util = paisagem ? mm(273) : mm(186);
  const pesos = def.colunas.map((c) => c.largura ?? 1);
  const soma = pesos.reduce((a, b) => a + b, 0);
  // pdfmake adds 2 × 4 pt padding per cell
  const larguras = pesos.map((w) => Math.max(12, (util * w) / soma - 8));
  const comTotal = def.colunas.some((c) => c.total);
  const n = def.colunas.length;

  const celula = (texto: string, numerica: boolean, estilo?: string): TableCell => ({
    text: texto,
    alignment: numerica ? 'right' : 'left',
    style: estilo,
  });
  const linhaTotal = (rotulo: string, somas: Record<string, number>, estilo: string): TableCell[] =>
    def.colunas.map((c, i) => {
      if (c.total) return celula(textoCelula(c, somas[c.chave] ?? 0), true, estilo);
      return i === 0 ? { text: rotulo, style: estilo } : { text: '', style: estilo };
    });

  const corpo: TableCell[][] = [def.colunas.map((c) => celula(c.titulo, ehNumerica(c), 'cabecalhoTabela'))];
  const totalGeral: Record<string, number> = {};
  let grupoAtual: unknown = Symbol('nenhum');
  let subtotal: Record<string, number> = {};
  let noGrupo = 0;
  const fecharGrupo = () => {
    if (def.agruparPor && noGrupo > 0 && comTotal) corpo.push(linhaTotal(`Subtotal (${inteiroBr(noGrupo)})`, subtotal, 'total'));
  };
  const colGrupo = def.agruparPor ? def.colunas.find((c) => c.chave === def.agruparPor) : undefined;
  for (const l of p.linhas) {
    if (def.agruparPor && l[def.agruparPor] !== grupoAtual) {
      fecharGrupo();
      grupoAtual = l[def.agruparPor];
      subtotal = {};
      noGrupo = 0;
      const rotulo = colGrupo ? `${colGrupo.titulo}: ${textoCelula(colGrupo, grupoAtual) || '(sem valor)'}` : String(grupoAtual);
      corpo.push([{ text: rotulo, colSpan: n, style: 'grupo' }, ...Array.from({ length: n - 1 }, () => ({}))]);
    }
    noGrupo += 1;
    corpo.push(def.colunas.map((c) => celula(textoCelula(c, l[c.chave]), ehNumerica(c))));
    for (const c of def.colunas) {
      if (!c.total) continue;
      const v = Number(l[c.chave] ?? 0);
      subtotal[c.chave] = (subtotal[c.chave] ?? 0) + v;
      totalGeral[c.chave] = (totalGeral[c.chave] ?? 0) + v;
    }
  }
  fecharGrupo();
  if (comTotal && p.linhas.length) corpo.push(linhaTotal('Total', totalGeral, 'total'));

  const conteudo: Content[] = p.linhas.length
    ? [
        {
          table: { headerRows: 1, widths: larguras, body: corpo, dontBreakRows: true },
          layout: {
            hLineWidth: (i: number) => (i <= 1 ? 0.8 : 0.3),
            vLineWidth: () => 0,
            hLineColor: () => '#bbbbbb',
            paddingTop: () => 2,
            paddingBottom: () => 2,
          },
        },
        { text: `${inteiroBr(p.linhas.length)} registro(s).`, margin: [0, 6, 0, 0], fontSize: 8 },
      ]
    : [{ text: 'Não há registros correspondentes à sua solicitação', alignment: 'center', margin: [0, 20, 0, 0] }];

  return gerarPdf(
    documentoA4({
      cabecalho: p.cabecalho,
      titulo: def.titulo,
      subtitulo: def.descricao,
      filtros: p.filtros,
      conteudo,
      usuario: p.usuario,
      orientacao: def.orientacao,
      geradoEm: p.geradoEm,
    }),
  );
}
