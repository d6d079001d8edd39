import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTempoReal } from '../../../lib/tempo-real';
import { type ConsultaFila, filaApi } from './fila.api';

/** Polling while the push connection is down (ARCHITECTURE "what users ask for" #8). */
export const FILA_POLLING_MS = 30_000;

export const CHAVE_FILA = ['pronto-atendimento', 'fila'] as const;

/**
 * The queue of one (sector type, cost centre), kept live (spec 000 §2.6 "Live update"): every event of
 * its topic and every reconnection refetch it; while disconnected it is polled every 30 s.
 */
export function useFila(consulta: ConsultaFila | null) {
  const query = useQuery({
    queryKey: [...CHAVE_FILA, consulta],
    queryFn: ({ signal }) => filaApi.listar(consulta as ConsultaFila, signal),
    enabled: consulta !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { refetch } = query;
  const recarregar = useCallback(() => void refetch(), [refetch]);
  const topico = query.data?.data.model.topico ?? null;
  const { conectado } = useTempoReal(topico, recarregar, { aoReconectar: recarregar, recarregarSemConexaoMs: FILA_POLLING_MS });
  return { query, conectado, recarregar };
}
