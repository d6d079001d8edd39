import type { NotificacaoRecebida, notificacoesNaoLidasRespostaSchema, notificacoesRecebidasRespostaSchema, Resposta } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

const BASE = '/api/administracao/notificacao/recebida';
const INTERVALO_MS = 60_000;

export const chaves = {
  naoLidas: ['notificacoes', 'nao-lidas'] as const,
  recebidas: (lotacaoId: number) => ['notificacoes', 'recebidas', lotacaoId] as const,
};

/** Keeps the badge's counter fresh: every minute and whenever the window regains focus. */
export function useNaoLidasPolling(ativo: boolean) {
  const query = useQuery({
    queryKey: chaves.naoLidas,
    queryFn: () => api.get<Resposta<typeof notificacoesNaoLidasRespostaSchema>>(`${BASE}/nao-lidas`),
    enabled: ativo,
    refetchInterval: INTERVALO_MS,
    staleTime: 0,
    meta: { silent: true },
  });
  const { refetch, data } = query;
  useEffect(() => {
    if (data) sessionStore.setNaoLidas(data.quantidade);
  }, [data]);
  useEffect(() => {
    if (!ativo) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [ativo, refetch]);
}

export function useNotificacoesRecebidas(lotacaoId: number, enabled: boolean) {
  return useQuery({
    queryKey: chaves.recebidas(lotacaoId),
    queryFn: async () => {
      const res = await api.get<Resposta<typeof notificacoesRecebidasRespostaSchema>>(BASE, {
        query: { lotacaoId, order: { by: 'data_hora_atualizacao', dir: 'desc' } },
      });
      if (typeof res.naoLidas === 'number') sessionStore.setNaoLidas(res.naoLidas);
      return res;
    },
    enabled,
    staleTime: 0,
  });
}

/** Spec 000 §4: unread becomes read when its message closes, and the counter drops by one. */
export function useMarcarLida() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: NotificacaoRecebida) => api.patch(`${BASE}/${n.id}`, { lotacaoId: n.lotacaoId, visualizado: true }, { loading: false }),
    onSuccess: (_res, n) => {
      sessionStore.setNaoLidas(sessionStore.naoLidas() - 1);
      queryClient.setQueryData<{ data: NotificacaoRecebida[] }>(chaves.recebidas(n.lotacaoId), (old) =>
        old ? { ...old, data: old.data.map((x) => (x.id === n.id ? { ...x, visualizado: true } : x)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
