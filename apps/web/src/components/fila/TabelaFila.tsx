import { Flex, Table, Typography } from 'antd';
import { VAZIO_COM_FILTRO, VAZIO_SEM_FILTRO } from '../crud/use-server-table';
import { COR_DESTAQUE, type ColunaFila, type EntradaFilaBase, notaDestaque } from './fila.colunas';

export interface TabelaFilaProps<E extends EntradaFilaBase> {
  entradas: E[];
  colunas: ColunaFila<E>[];
  /** The footer (spec 000 §2.6): how many wait and how many are being attended, whatever the filters. */
  contagem: { espera: number; atendimento: number };
  /** Hours after which a row turns yellow (the module's setting). */
  destaqueHoras: number;
  /** A filter is set: the empty text says so. */
  filtrado: boolean;
  /**
   * Below this width (px) the table scrolls sideways, its actions column still in view; above it the columns
   * keep their widths and the name column takes the rest and wraps (issue 16: the queue fits 1366 × 768).
   */
  larguraMinima?: number;
}

/**
 * The list of a queue screen (spec 000 §2.6, 001 §2), the same for every module that queues people: the
 * module's columns (see `colunasPorStatus`), the rows past the module's hours in yellow and the footer with
 * the counts and the note of the highlight.
 */
export function TabelaFila<E extends EntradaFilaBase>({
  entradas,
  colunas,
  contagem,
  destaqueHoras,
  filtrado,
  larguraMinima = 960,
}: TabelaFilaProps<E>) {
  return (
    <Table<E>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={entradas}
      columns={colunas}
      onRow={(e) => ({ style: e.destacado ? { background: COR_DESTAQUE } : undefined, 'data-destacado': e.destacado || undefined })}
      locale={{ emptyText: filtrado ? VAZIO_COM_FILTRO : VAZIO_SEM_FILTRO }}
      footer={() => (
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text strong>
            Em espera: {contagem.espera} · Em atendimento: {contagem.atendimento}
          </Typography.Text>
          <Typography.Text type="secondary">
            <span
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                background: COR_DESTAQUE,
                border: '1px solid #e6d67a',
                marginInlineEnd: 6,
              }}
            />
            {notaDestaque(destaqueHoras)}
          </Typography.Text>
        </Flex>
      )}
      tableLayout="fixed"
      scroll={{ x: larguraMinima }}
    />
  );
}
