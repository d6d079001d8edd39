// The BNAFAR port (decision 0015): what the warehouse uses now and the pharmacy and immunization will use.
export * from './bnafar.config.js';
export type * from './bnafar.port.js';
export { criarBnafarSoap, type OpcoesBnafarSoap } from './bnafar.soap.js';
export {
  corpoPosicaoEstoqueEmLote,
  dataBnafar,
  envelopeSoap,
  NS_HORUS,
  OPERACAO_POSICAO_LOTE,
} from './bnafar.soap-xml.js';
