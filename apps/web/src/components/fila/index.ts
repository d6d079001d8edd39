export { BarraDeChamada, descreverLocal, type OpcoesDeChamada } from './BarraDeChamada';
export { EstadoTempoReal } from './EstadoTempoReal';
export { EvasaoModal } from './EvasaoModal';
export {
  COR_DESTAQUE,
  type ColunaFila,
  type ColunasFila,
  colunasPorStatus,
  type EntradaFilaBase,
  notaDestaque,
} from './fila.colunas';
export { LocalChamadaModal } from './LocalChamadaModal';
export { TabelaFila, type TabelaFilaProps } from './TabelaFila';
export { TagRisco } from './TagRisco';
export { useAtalho } from './use-atalho';
export { FILA_POLLING_MS, useFilaTempoReal } from './use-fila-tempo-real';
export { type TelaESala, useLembradoPorFila, useLocalChamada, useTelaESala } from './use-local-chamada';
