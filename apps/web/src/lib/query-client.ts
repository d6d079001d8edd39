import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows its own feedback (background polls, inline states). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Errors go through the generic handler of spec 000 §8 once, here, unless a call opts out. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) handleApiError(error);
      },
    }),
    defaultOptions: {
      // A failed call already told the user why; retrying would repeat the notification.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
