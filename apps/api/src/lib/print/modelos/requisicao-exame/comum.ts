import { formatCep, formatCns, formatCpf, formatTelefone } from '@saude/shared';
import type { Column, Content, ContentTable, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { documentoA4 } from '../../documento-a4.js';
import { dataBr } from '../../formatos.js';
import { larguraTexto } from '../../medida-texto.js';
import { mm } from '../../pdf.js';
import type { OpcoesRequisicaoExame, RequisicaoExameBase } from './tipos.js';

/**
 * Drawing pieces of the national request forms: bordered boxes with a small label over the value (as the Ministry's
 * forms are printed), section bands, and checkboxes marked with an X from the data, so a pdftotext reading
 * and a person both see which option was chosen. Everything fits the A4 family's content width.
 */
export const SUBTITULO_SISCAN = 'SISCAN – Sistema de Informação do Câncer · Ministério da Saúde / INCA';
export const CINZA = '#444444';

export type Valor = string | number | null | undefined;
export const vazio = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

export const bordas: CustomTableLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => '#000000',
  vLineColor: () => '#000000',
  paddingLeft: () => mm(1),
  paddingRight: () => mm(1),
  paddingTop: () => mm(0.2),
  paddingBottom: () => mm(0.4),
};

const caixinha: CustomTableLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 0,
  paddingBottom: () => 0,
};

/** A checkbox: an empty square, or one with an X when the option was chosen. */
export function marca(marcado: boolean): Content {
  return {
    table: { widths: [6.5], body: [[{ text: marcado ? 'X' : ' ', bold: true, fontSize: 6.5, alignment: 'center', lineHeight: 1 }]] },
    layout: caixinha,
  };
}

const TAMANHO_OPCAO = 8;

/**
 * A checkbox with its text beside it. In a line of options the text gets its measured width (pdfmake's
 * auto-sized nested columns come out a little short and wrap the last word); in a grid cell it takes the cell.
 */
export function opcao(rotulo: string, marcado: boolean, noGrid = false): Column {
  const largura = larguraTexto(rotulo, TAMANHO_OPCAO) + 1;
  return {
    width: noGrid ? '*' : 8 + mm(1) + largura,
    columns: [
      { width: 8, stack: [marca(marcado)], margin: [0, 1, 0, 0] },
      { width: noGrid ? '*' : largura, text: rotulo, fontSize: TAMANHO_OPCAO },
    ],
    columnGap: mm(1),
  };
}

type Escolhido = string | number | boolean | null | undefined | readonly (string | number)[];
const escolhido = (sel: Escolhido, chave: string) =>
  Array.isArray(sel) ? sel.map(String).includes(chave) : sel !== null && sel !== undefined && String(sel) === chave;

/**
 * The options of a list as checkboxes, the chosen one(s) marked. In one line by default; with `colunas`, in a
 * grid that many wide (long lists such as the breast surgeries).
 */
export function opcoes(lista: Readonly<Record<string, string>>, sel: Escolhido, colunas?: number): Content {
  const itens = Object.entries(lista).map(([chave, rotulo]) => opcao(rotulo, escolhido(sel, chave), !!colunas));
  if (!colunas) return { columns: itens, columnGap: mm(3) };
  // rows of columns rather than a table: every table cell adds a page listener in pdfmake, and these grids nest deep
  const linhas: Content[] = [];
  for (let i = 0; i < itens.length; i += colunas) {
    const linha: Column[] = itens.slice(i, i + colunas);
    while (linha.length < colunas) linha.push({ width: '*', text: '' });
    linhas.push({ columns: linha, columnGap: mm(2) });
  }
  return { stack: linhas };
}

/** A yes/no question as two boxes. */
export const simNao = (valor: boolean | null | undefined) =>
  opcoes({ SIM: 'Sim', NAO: 'Não' }, valor == null ? null : valor ? 'SIM' : 'NAO');

/** A numbered question with its options under it, or beside it when `emLinha` (short answers). */
export function pergunta(enunciado: string, resposta: Content, opts: { extra?: Content; emLinha?: boolean } = {}): Content {
  const respostas = [resposta, ...(opts.extra ? [opts.extra] : [])];
  if (opts.emLinha)
    return {
      columns: [
        { width: 'auto', text: enunciado, bold: true, fontSize: 7.5 },
        { width: '*', columns: respostas.map((r) => ({ width: 'auto', stack: [r] })), columnGap: mm(4) },
      ],
      columnGap: mm(3),
      margin: [0, mm(0.3), 0, mm(0.3)],
    };
  return {
    stack: [
      { text: enunciado, bold: true, fontSize: 7.5 },
      { stack: respostas, margin: [mm(2), mm(0.3), 0, 0] },
    ],
    margin: [0, mm(0.3), 0, mm(0.3)],
  };
}

/** "Rótulo: ____" with the value written on the line (a year, a date, a size). */
export function escrito(rotulo: string, valor: Valor): Content {
  return { text: [{ text: `${rotulo}: ` }, { text: vazio(valor) ? '________' : String(valor), bold: !vazio(valor) }] };
}

/** A box of the form: its label small above, the value below (a blank line when empty, to write by hand). */
export interface Celula {
  rotulo: string;
  valor?: Valor;
  /** Instead of a value: checkboxes or any other content. */
  conteudo?: Content;
  largura?: number | '*' | 'auto';
}

function celula(c: Celula): TableCell {
  return {
    stack: [{ text: c.rotulo, fontSize: 5.5, color: CINZA }, c.conteudo ?? { text: vazio(c.valor) ? ' ' : String(c.valor), fontSize: 8.5 }],
  };
}

/** One row of boxes across the page. */
export function linha(...celulas: Celula[]): ContentTable {
  return {
    table: { widths: celulas.map((c) => c.largura ?? '*'), body: [celulas.map(celula)] },
    layout: bordas,
  };
}

/** A section: the band with its name, then its rows. Kept whole on a page when it is short. */
export function secao(titulo: string, linhas: Content[], opts: { inteira?: boolean } = {}): Content {
  return {
    stack: [
      {
        table: { widths: ['*'], body: [[{ text: titulo.toUpperCase(), bold: true, fontSize: 7.5, fillColor: '#d9d9d9' }]] },
        layout: bordas,
      },
      ...linhas,
    ],
    unbreakable: opts.inteira ?? true,
    margin: [0, 0, 0, mm(1)],
  };
}

/** Free content framed as a row (questions, tables). */
export function moldura(conteudo: Content[]): ContentTable {
  return { table: { widths: ['*'], body: [[{ stack: conteudo }]] }, layout: bordas };
}

export const dataOuBranco = (v: string | null | undefined) => (v ? dataBr(v) : '');
export const cnsTexto = (v: Valor) => (vazio(v) ? '' : formatCns(String(v)));
export const cpfTexto = (v: Valor) => (vazio(v) ? '' : formatCpf(String(v)));
export const telefoneTexto = (v: Valor) => (vazio(v) ? '' : formatTelefone(String(v)));
export const cepTexto = (v: Valor) => (vazio(v) ? '' : formatCep(String(v)));

/** 'N870' → 'N87.0' (stored without the dot, printed with it). */
export const cidFormatado = (codigo: string) => (codigo.length === 4 ? `${codigo.slice(0, 3)}.${codigo[3]}` : codigo);
export function cidTexto(d: RequisicaoExameBase, codigo: string | null | undefined): string {
  if (!codigo) return '';
  const descricao = d.descricaoCid?.[codigo];
  return descricao ? `${cidFormatado(codigo)} – ${descricao}` : cidFormatado(codigo);
}

/** SIGTAP code as the tables print it: 02.03.01.001-9. */
export const sigtapFormatado = (c: string) =>
  /^\d{10}$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2, 4)}.${c.slice(4, 6)}.${c.slice(6, 9)}-${c[9]}` : c;

/** A4 with the municipality header and the form's title; the Keywords identify the source document. */
export function montar(
  titulo: string,
  subtitulo: string,
  conteudo: Content[],
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const def = documentoA4({ cabecalho: cab, titulo, subtitulo, conteudo, usuario: o.usuario, geradoEm: o.impressoEm });
  return {
    ...def,
    defaultStyle: { ...(def.defaultStyle ?? {}), fontSize: 8 },
    info: { ...def.info, title: titulo, ...(o.identificacao ? { keywords: o.identificacao } : {}) },
  };
}

/** A framed free text with its label (indication, observations); a few blank lines when empty. */
export function textoLivre(rotulo: string, valor: Valor, linhasEmBranco = 2): ContentTable {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: rotulo, fontSize: 6, color: CINZA },
              { text: vazio(valor) ? '\n'.repeat(linhasEmBranco) : String(valor), fontSize: 8.5 },
            ],
          },
        ],
      ],
    },
    layout: bordas,
  };
}
