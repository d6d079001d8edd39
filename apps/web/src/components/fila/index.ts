export { EstadoTempoReal } from './EstadoTempoReal';
export {
  COR_DESTAQUE,
  type ColunaFila,
  type ColunasFila,
  colunasPorStatus,
  type EntradaFilaBase,
  notaDestaque,
} from './fila.colunas';
export { TabelaFila, type TabelaFilaProps } from './TabelaFila';
export { TagRisco } from './TagRisco';
export { FILA_POLLING_MS, useFilaTempoReal } from './use-fila-tempo-real';
