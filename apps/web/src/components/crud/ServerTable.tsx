import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Table, type TableProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { ServerTableState } from './use-server-table';

interface ServerTableProps<T extends object> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange'> {
  table: ServerTableState<T>;
  /** Filters and actions shown beside the search box. */
  toolbar?: ReactNode;
  searchPlaceholder?: string;
}

/** The width a column without one may shrink to before the list scrolls sideways (its text wraps above it). */
const LARGURA_FLEXIVEL = 120;

/**
 * A server-paged list: search box, toolbar and antd Table wired to useServerTable. Every list fits 1366 × 768
 * (issue 16): columns keep their declared widths, the others share the rest and wrap, the table scrolls only
 * below the sum of those widths, and the actions column (key 'acoes') stays in view at the right.
 */
export function ServerTable<T extends object>({ table, toolbar, searchPlaceholder = 'Pesquisar', ...rest }: ServerTableProps<T>) {
  const { tableProps, busca, query, textoVazio } = table;
  const colunas = (tableProps.columns ?? []).map((c) => (c.key === 'acoes' ? { ...c, fixed: 'right' as const } : c));
  const larguraMinima = colunas.reduce((soma, c) => soma + (typeof c.width === 'number' ? c.width : LARGURA_FLEXIVEL), 0);
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label="Pesquisar"
          placeholder={searchPlaceholder}
          prefix={<SearchOutlined />}
          value={busca.value}
          onChange={(e) => busca.onChange(e.target.value)}
          style={{ width: 320, maxWidth: '100%' }}
        />
        {toolbar}
        <Tooltip title="Atualizar">
          <Button
            aria-label="Atualizar"
            icon={<ReloadOutlined />}
            onClick={() => void query.refetch()}
            style={{ marginInlineStart: 'auto' }}
          />
        </Tooltip>
      </Flex>
      <Table<T>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        scroll={{ x: larguraMinima }}
        {...tableProps}
        columns={colunas}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={textoVazio} /> }}
        {...rest}
      />
    </Card>
  );
}
