import type { MenuItem, NotificacaoRecebida } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Dashboard {
  lotacao: {
    unidadeNome: string;
    infraestruturaNome: string;
    ocupacaoNome: string | null;
    centroCustoNome: string;
    setorNome: string;
  };
  notificacoes: { naoLidas: number; recentes: NotificacaoRecebida[] };
  modulos: MenuItem[];
}

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: () => api.get<Dashboard>('/api/dashboard'), staleTime: 0 });
}

/** A module card opens the module's first screen. */
export function primeiraFolha(item: MenuItem): string {
  const filho = item.items?.[0];
  return filho ? primeiraFolha(filho) : item.link;
}
