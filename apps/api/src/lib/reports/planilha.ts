import type { Writable } from 'node:stream';
import { type ColunaRelatorio, fusoHorario, type RelatorioDef } from '@saude/shared';
import ExcelJS from 'exceljs';
import type { Linha } from './consulta.js';
import { ehNumerica, textoCelula } from './formatar.js';

export type FormatoPlanilha = 'xlsx' | 'csv';

export interface Planilha {
  def: RelatorioDef;
  filtros: string[];
  usuario: string;
  geradoEm: Date;
}

const partes = new Map<string, Intl.DateTimeFormat>();
function partesNoFuso(fuso: string): Intl.DateTimeFormat {
  let f = partes.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partes.set(fuso, f);
  }
  return f;
}

/** Offset of the municipality's zone per hour (DST existed until 2019): Intl is slow enough to matter over 100,000 rows. */
const deslocamentos = new Map<string, number>();
function deslocamentoMs(ms: number): number {
  const hora = Math.floor(ms / 3_600_000);
  const fuso = fusoHorario();
  const chave = `${fuso} ${hora}`;
  let d = deslocamentos.get(chave);
  if (d === undefined) {
    const p = Object.fromEntries(
      partesNoFuso(fuso)
        .formatToParts(new Date(hora * 3_600_000))
        .map((x) => [x.type, x.value]),
    );
    d = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - hora * 3_600_000;
    if (deslocamentos.size > 100_000) deslocamentos.clear();
    deslocamentos.set(chave, d);
  }
  return d;
}

/** Spreadsheets have no time zone: an instant is written as the municipality's wall-clock time. */
function horaDeBrasilia(v: Date | string): Date | null {
  const ms = (v instanceof Date ? v : new Date(v)).getTime();
  if (Number.isNaN(ms)) return null;
  return new Date(ms + deslocamentoMs(ms));
}

function valorXlsx(c: ColunaRelatorio, v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (c.tipo) {
    case 'data': {
      const [a, m, d] = String(v).slice(0, 10).split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(a, m - 1, d));
    }
    case 'dataHora':
      return horaDeBrasilia(v as Date | string);
    case 'inteiro':
    case 'decimal':
    case 'moeda':
      return Number(v);
    case 'booleano':
      return textoCelula(c, v);
    default:
      return String(v);
  }
}

const FORMATOS: Partial<Record<NonNullable<ColunaRelatorio['tipo']>, string>> = {
  data: 'dd/mm/yyyy',
  dataHora: 'dd/mm/yyyy hh:mm',
  moeda: '"R$" #,##0.00',
  decimal: '#,##0.00##',
  inteiro: '#,##0',
};

const letra = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : letra(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));

export interface Escritor {
  /** Writes a batch of rows (waits when the destination is full). */
  lote(linhas: Linha[]): Promise<void>;
  /** Ends the file; answers the number of rows written. */
  fechar(): Promise<number>;
}

/**
 * XLSX written as a stream (exceljs WorkbookWriter, STACK G40): rows are committed as they come, so a
 * 100,000-row export never holds the workbook in memory. Sheet "Relatório" has the frozen header,
 * autofilter and a SUBTOTAL line for the totals; sheet "Informações" says what was filtered, by whom, when.
 */
export function escritorXlsx(p: Planilha, destino: Writable): Escritor {
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: destino, useStyles: true, useSharedStrings: false });
  livro.creator = p.usuario;
  livro.created = p.geradoEm;
  const { colunas } = p.def;
  const folha = livro.addWorksheet('Relatório', { views: [{ state: 'frozen', ySplit: 1 }] });
  folha.columns = colunas.map((c) => ({
    header: c.titulo,
    key: c.chave,
    width: Math.max(10, Math.round((c.largura ?? 1) * 14)),
    ...(FORMATOS[c.tipo ?? 'texto'] ? { style: { numFmt: FORMATOS[c.tipo ?? 'texto'] } } : {}),
  }));
  folha.getRow(1).font = { bold: true };
  folha.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: colunas.length } };
  let n = 0;
  const totais: Record<string, number> = {};
  return {
    async lote(linhas) {
      for (const l of linhas) {
        const valores: ExcelJS.CellValue[] = [];
        for (const c of colunas) {
          valores.push(valorXlsx(c, l[c.chave]));
          if (c.total) totais[c.chave] = (totais[c.chave] ?? 0) + Number(l[c.chave] ?? 0);
        }
        // arrays, not objects keyed by column: measurably faster in exceljs over 100,000 rows
        folha.addRow(valores).commit();
        n += 1;
      }
      await drenado(destino);
    },
    async fechar() {
      if (n && colunas.some((c) => c.total)) {
        const linha = folha.addRow(
          colunas.map((c, i) =>
            c.total ? { formula: `SUBTOTAL(9,${letra(i)}2:${letra(i)}${n + 1})`, result: totais[c.chave] ?? 0 } : i === 0 ? 'Total' : null,
          ),
        );
        linha.font = { bold: true };
        linha.commit();
      }
      await folha.commit();
      const info = livro.addWorksheet('Informações');
      info.columns = [{ width: 22 }, { width: 80 }];
      for (const [k, v] of [
        ['Relatório', p.def.titulo],
        ...p.filtros.map((f) => {
          const [rotulo, ...resto] = f.split(': ');
          return [rotulo ?? '', resto.join(': ')];
        }),
        ['Registros', n],
        ['Gerado por', p.usuario],
        ['Gerado em', horaDeBrasilia(p.geradoEm)],
      ] as [string, ExcelJS.CellValue][]) {
        const r = info.addRow([k, v]);
        r.getCell(1).font = { bold: true };
        if (v instanceof Date) r.getCell(2).numFmt = 'dd/mm/yyyy hh:mm';
        r.commit();
      }
      await info.commit();
      await livro.commit();
      return n;
    },
  };
}

/** Backpressure: wait while the destination's buffer is full (a slow client or disk). */
function drenado(destino: Writable): Promise<void> {
  if (!destino.writableNeedDrain) return Promise.resolve();
  return new Promise((ok, erro) => {
    destino.once('drain', ok).once('error', erro).once('close', ok);
  });
}

/** RFC 4180 quoting, for the ';' that Excel in pt-BR expects. */
const campoCsv = (t: string) => (/[";\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);

/**
 * CSV as Excel in Portuguese opens it: UTF-8 with BOM, ';' between fields, CRLF, values as read on
 * screen (dd/mm/yyyy, comma decimals, no thousands separator so numbers stay numbers).
 */
export function escritorCsv(p: Planilha, destino: Writable): Escritor {
  const { colunas } = p.def;
  destino.write(`\uFEFF${colunas.map((c) => campoCsv(c.titulo)).join(';')}\r\n`);
  let n = 0;
  return {
    async lote(linhas) {
      let bloco = '';
      for (const l of linhas) bloco += `${colunas.map((c) => campoCsv(celulaCsv(c, l[c.chave]))).join(';')}\r\n`;
      n += linhas.length;
      destino.write(bloco);
      await drenado(destino);
    },
    async fechar() {
      await new Promise<void>((ok) => destino.end(ok));
      return n;
    },
  };
}

function celulaCsv(c: ColunaRelatorio, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (ehNumerica(c)) return String(Number(v)).replace('.', ',');
  return textoCelula(c, v);
}
