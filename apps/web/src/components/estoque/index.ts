// What the stock screens share (warehouse now; pharmacy and immunization next): the lines' editor with the FEFO
// lots, the read-only lines of a recorded movement, its situation and the reason dialog of a reversal or a
// cancellation. The core imports no module: a screen passes what differs (its suggestion call, its columns, its texts).
export { colunaLotes, ItensComLotes } from './ItensComLotes';
export { type ColunaItem, colunaDoItem, colunaMaterial, colunaQuantidade, ItensDoDocumento, rotuloDoItem } from './ItensDoDocumento';
export { ModalMotivo } from './ModalMotivo';
export {
  itensDaTransferencia,
  linhasRecebidas,
  RecebimentoTransferencia,
  TagSituacaoTransferencia,
  type ValoresRecebimento,
} from './RecebimentoTransferencia';
export { colunaSituacaoDocumento, itensDoEstorno, TagSituacaoDocumento } from './SituacaoDocumento';
export { type BuscarSugestao, type SugestaoDeLotes, SugestaoLotes, TagLote, useSugestaoLotes } from './SugestaoLotes';
export { type ItemMovimento, reais, TabelaItensMovimento } from './TabelaItensMovimento';
