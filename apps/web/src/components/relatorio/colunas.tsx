import { type ColunaRelatorio, ehColunaNumerica, textoCelulaRelatorio } from '@saude/shared';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { ServerColumn } from '../crud/datatable';

export type LinhaRelatorio = Record<string, unknown>;

/** A page's own drawing of a cell, by the column's chave (e.g. the Ação column as a coloured Tag). */
export type RenderizadoresRelatorio = Record<string, (valor: any, linha: LinhaRelatorio) => ReactNode>;

export const ehNumerica = ehColunaNumerica;
/** A cell's text by the column's tipo, the same rule as the PDF and the CSV (shared). */
export const formatarCelula = (coluna: ColunaRelatorio, v: unknown) => textoCelulaRelatorio(coluna, v);

/** The preview's antd columns from the declaration: sortable where the report allows it, never searched. */
export function colunasDaTabela(colunas: ColunaRelatorio[], render: RenderizadoresRelatorio = {}): ServerColumn<LinhaRelatorio>[] {
  return colunas.map((c) => ({
    title: c.titulo,
    dataIndex: c.chave,
    key: c.chave,
    sorter: !!c.ordenavel,
    searchable: false,
    align: ehNumerica(c) ? ('right' as const) : undefined,
    render: render[c.chave] ?? ((v: unknown) => formatarCelula(c, v)),
  }));
}

/**
 * The "Total" line under the table: the server's sums over every filtered row (not only the page) for the
 * columns declared with `total`; the label goes in the first column that has no sum.
 */
export function LinhaTotais({ colunas, totais }: { colunas: ColunaRelatorio[]; totais: Record<string, number> }) {
  const rotulo = colunas.findIndex((c) => !c.total);
  return (
    <Table.Summary.Row className="sm-relatorio-totais">
      {colunas.map((c, i) => (
        <Table.Summary.Cell key={c.chave} index={i} align={c.total ? 'right' : undefined}>
          {c.total ? <strong>{formatarCelula(c, totais[c.chave] ?? 0)}</strong> : i === rotulo ? <strong>Total</strong> : null}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
