import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: queries (each GETs its key and parses it with its contract schema, lib/api.ts) never retry, never refetch on focus or reconnect, never poll,
 * and data never goes stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
