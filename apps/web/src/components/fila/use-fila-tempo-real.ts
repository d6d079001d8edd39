import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTempoReal } from '../../lib/tempo-real';

/** Polling while the push connection is down (ARCHITECTURE "what users ask for" #8). */
export const FILA_POLLING_MS = 30_000;

/**
 * A queue kept live (spec 000 §2.6 "Live update"), for any module: the answer names its topic
 * (`model.topico`); every event of it and every reconnection refetch the list; while disconnected it is
 * polled every 30 s.
 */
export function useFilaTempoReal<T extends { data: { model: { topico: string } } }>(
  queryKey: QueryKey,
  buscar: ((signal: AbortSignal) => Promise<T>) | null,
) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => (buscar as (signal: AbortSignal) => Promise<T>)(signal),
    enabled: buscar !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { refetch } = query;
  const recarregar = useCallback(() => void refetch(), [refetch]);
  const topico = query.data?.data.model.topico ?? null;
  const { conectado } = useTempoReal(topico, recarregar, { aoReconectar: recarregar, recarregarSemConexaoMs: FILA_POLLING_MS });
  return { query, conectado, recarregar };
}
