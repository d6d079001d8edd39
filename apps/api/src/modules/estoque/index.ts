// The stock engine's published interface (decision 0013): what the warehouse, the pharmacy and immunization call.
export { fecharPeriodo, type LinhaPosicao, posicao, sugerirLotes } from './estoque.posicao.js';
export { type ContextoEstoque, type DocumentoEstoque, fechadoAte, recusaEstoque } from './estoque.regras.js';
export {
  ajustarInventario,
  entrar,
  estornar,
  type LoteInformado,
  lotesComSaldo,
  type MovimentoGravado,
  obterLote,
  type PedidoEntrada,
  type PedidoRetirada,
  retirar,
} from './estoque.service.js';
export * from './estoque.table.js';
export {
  cancelarTransferencia,
  type PedidoTransferencia,
  receberTransferencia,
  SITUACAO_TRANSFERENCIA,
  transferir,
} from './estoque.transferencia.js';
