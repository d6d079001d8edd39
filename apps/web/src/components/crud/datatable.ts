import { type DatatableResponse, toSnake } from '@saude/shared';
import type { TableColumnType } from 'antd';

/** The DataTables server-side protocol of spec 000 §3; the server's side is shared/datatable.ts. */
export type { DatatableResponse };

export type SortDir = 'asc' | 'desc';

/** An antd column whose dataIndex names the wire field (camelCase here, snake_case on the wire). */
export type ServerColumn<T> = TableColumnType<T> & {
  dataIndex?: string;
  /** Whether the free-text search looks in this column (default true for data columns). */
  searchable?: boolean;
};

export interface DatatableState {
  draw: number;
  page: number;
  size: number;
  sort?: { field: string; dir: SortDir };
  search: string;
}

export function datatableQuery<T>(columns: ServerColumn<T>[], s: DatatableState) {
  const dados = columns.filter((c) => typeof c.dataIndex === 'string');
  const cols = dados.map((c) => {
    const nome = toSnake(c.dataIndex as string);
    return { data: nome, name: nome, searchable: c.searchable ?? true, orderable: !!c.sorter };
  });
  const indice = s.sort ? dados.findIndex((c) => c.dataIndex === s.sort?.field) : -1;
  return {
    draw: s.draw,
    start: (s.page - 1) * s.size,
    length: s.size,
    search: { value: s.search, regex: false },
    order: indice >= 0 && s.sort ? [{ column: indice, dir: s.sort.dir, columnName: cols[indice]?.name }] : [],
    columns: cols,
  };
}

/** Spec 000 §3: the answer may come wrapped in an `original` member. */
export function unwrap<T>(res: DatatableResponse<T> | { original: DatatableResponse<T> }): DatatableResponse<T> {
  return 'original' in res ? res.original : res;
}
