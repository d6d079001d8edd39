import { useFilaTempoReal } from '../../../components/fila';
import { type ConsultaFila, filaApi } from './fila.api';

export { FILA_POLLING_MS } from '../../../components/fila';

export const CHAVE_FILA = ['pronto-atendimento', 'fila'] as const;

/** The emergency queue of one (sector type, cost centre), kept live by the generic queue hook (components/fila). */
export function useFila(consulta: ConsultaFila | null) {
  return useFilaTempoReal([...CHAVE_FILA, consulta], consulta ? (signal) => filaApi.listar(consulta, signal) : null);
}
