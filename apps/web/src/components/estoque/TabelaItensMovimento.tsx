import { Table, type TableColumnsType } from 'antd';
import { formatarData } from '../../lib/dates';

/** Money of the stock (unit costs and prices travel as numeric text), in reais. */
export const reais = (v: string | number) => Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** What every line of a recorded stock movement has: the lot it touched and how much. */
export interface ItemMovimento {
  id: number;
  material: string;
  lote: string;
  validade: string;
  quantidade: number;
}

/**
 * The lines of a recorded movement (an entry, an exit, a dispensing, a supply), read-only: material, lot, expiry,
 * quantity and, when the document has one, its money column. `extras` go between the expiry and the quantity.
 */
export function TabelaItensMovimento<T extends ItemMovimento>({
  itens,
  extras = [],
  valor,
}: {
  itens: T[];
  extras?: TableColumnsType<T>;
  /** The money column: its title and field (an exit's unit cost, an invoice's unit price). */
  valor?: { titulo: string; campo: keyof T & string };
}) {
  const colunas: TableColumnsType<T> = [
    { title: 'Material', dataIndex: 'material' },
    { title: 'Lote', dataIndex: 'lote', width: 120 },
    { title: 'Validade', dataIndex: 'validade', width: 110, render: (v: string) => formatarData(v) },
    ...extras,
    { title: 'Quantidade', dataIndex: 'quantidade', width: 110, align: 'right' },
  ];
  if (valor) colunas.push({ title: valor.titulo, dataIndex: valor.campo, width: 130, align: 'right', render: (v: string) => reais(v) });
  return <Table size="small" rowKey="id" pagination={false} dataSource={itens} columns={colunas} />;
}
