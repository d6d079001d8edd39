export { type AcaoDoMenu, AcoesDaEntrada } from './AcoesDaEntrada';
export { BarraDeChamada, descreverLocal, type OpcoesDeChamada } from './BarraDeChamada';
export { EstadoTempoReal } from './EstadoTempoReal';
export { EvasaoModal } from './EvasaoModal';
export { type ConfigFilaDeBalcao, FilaDeBalcaoPage } from './FilaDeBalcaoPage';
export { BuscaNaFila, FiltroSituacao } from './FiltrosDoBalcao';
export {
  COR_DESTAQUE,
  type ColunaFila,
  type ColunasFila,
  colunasPorStatus,
  type EntradaFilaBase,
  notaDestaque,
} from './fila.colunas';
export {
  type ApiDaFilaDeBalcao,
  apiDaFilaDeBalcao,
  type ConsultaFilaDeBalcao,
  type EntradaFilaDeBalcao,
  type FormularioFilaDeBalcao,
} from './fila-de-balcao.api';
export { IncluirNaFilaModal } from './IncluirNaFilaModal';
export { LocalChamadaModal } from './LocalChamadaModal';
export { colunaEspera, NomeNaFila, nomeNaFila } from './NomeNaFila';
export { TabelaFila, type TabelaFilaProps } from './TabelaFila';
export { TagRisco } from './TagRisco';
export { useAtalho } from './use-atalho';
export {
  type AcaoDoBalcao,
  type ApiDoBalcao,
  type EntradaDoBalcao,
  proximoAChamar,
  useBalcaoFila,
} from './use-balcao-fila';
export { FILA_POLLING_MS, useFilaTempoReal } from './use-fila-tempo-real';
export { useFiltrosNaUrl } from './use-filtros-url';
export { type TelaESala, useLembradoPorFila, useLocalChamada, useTelaESala } from './use-local-chamada';
