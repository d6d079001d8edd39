import type { dashboardSchema, MenuItem, Resposta } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type Dashboard = Resposta<typeof dashboardSchema>;

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: () => api.get<Dashboard>('/api/dashboard'), staleTime: 0 });
}

/** A module card opens the module's first screen. */
export function primeiraFolha(item: MenuItem): string {
  const filho = item.items?.[0];
  return filho ? primeiraFolha(filho) : item.link;
}
