import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTempoReal } from '../../../lib/tempo-real';
import { senhaApi } from './senha.api';

/** Polling while the push connection is down (ARCHITECTURE "what users ask for" #8). */
export const FILA_SENHA_POLLING_MS = 30_000;

export const CHAVE_FILA_SENHA = ['painel-senha', 'fila'] as const;

/**
 * The ticket queue of one cost centre and the tickets this user holds, kept live (decision 0006): every
 * event of the queue's topic, every reconnection and every action refetch both; while disconnected they are
 * polled every 30 s. `centroCustoId` undefined: the server opens the session's cost centre.
 */
export function useFilaSenha(centroCustoId: number | undefined) {
  const fila = useQuery({
    queryKey: [...CHAVE_FILA_SENHA, centroCustoId ?? null],
    queryFn: ({ signal }) => senhaApi.fila(centroCustoId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const minhas = useQuery({
    queryKey: [...CHAVE_FILA_SENHA, 'minhas'],
    queryFn: ({ signal }) => senhaApi.minhas(signal),
    staleTime: 0,
  });
  const { refetch: refetchFila } = fila;
  const { refetch: refetchMinhas } = minhas;
  const recarregar = useCallback(() => {
    void refetchFila();
    void refetchMinhas();
  }, [refetchFila, refetchMinhas]);
  const topico = fila.data?.data.model.topico ?? null;
  const { conectado } = useTempoReal(topico, recarregar, { aoReconectar: recarregar, recarregarSemConexaoMs: FILA_SENHA_POLLING_MS });
  return { fila, minhas, conectado, recarregar };
}
