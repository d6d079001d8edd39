import { PA_API } from '../fechamento-faa/faa.api';

export const REGULARIZACAO_API = `${PA_API}/regularizacao-cadastro`;

/** One unknown patient still to regularise, with their last FAA (camelCase after the client's conversion). */
export interface LinhaRegularizacao {
  /** The provisional record (cidadao). */
  id: number;
  /** The generated name (DESCONHECIDO …) the queues show. */
  nome: string;
  idadeEstimada: number | null;
  sexoId: number | null;
  caracteristicasFisicas: string | null;
  createdAt: string;
  atendimentoId: number;
  numero: number;
  recepcionadoEm: string;
  status: number;
  unidade: string;
  /** The queue the open FAA waits or is attended in. */
  setorAtual: string | null;
  setorStatus: number | null;
  totalFaas: number;
}
