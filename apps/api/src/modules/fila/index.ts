export {
  type AcaoDoBalcao,
  type BalcaoFila,
  consultaFilaSchema,
  dadosDaFila,
  filtroId,
  type RegistrosDaFila,
  rotaChamadaDaFila,
  rotasDeAcoesDaFila,
} from './fila.balcao.js';
export { aoChamar, type ChamadaFila, type OuvinteChamada } from './fila.chamada.js';
export {
  type ChaveFilaDeChegada,
  type ConfigFilaDeChegada,
  type FiltrosFilaDeChegada,
  filaDeChegada,
  type PainelDaChegada,
} from './fila.chegada.js';
export { type TabelaDeChegada, tabelaDeChegada } from './fila.chegada.table.js';
export { type ChaveFila, topicoFila } from './fila.eventos.js';
export { contagemFila, type FiltrosFila, type LimiarEspera, listarFila, type PerfilListaFila } from './fila.lista.js';
export { ultimoLocalDeChamada } from './fila.local.js';
export {
  aplicarAcaoFila,
  chaveDoCentroCusto,
  entrarNaFila,
  type LocalChamada,
  type PedidoAcao,
  type PerfilAcoesFila,
} from './fila.service.js';
export { fila, filaChamada, filaMovimento } from './fila.table.js';
