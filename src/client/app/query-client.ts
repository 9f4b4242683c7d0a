import { QueryClient } from '@tanstack/react-query';
import { fetchJson } from '../lib/api';

/**
 * Spec §7: queries GET and parse JSON, never retry, never refetch on focus or reconnect, never poll,
 * and data never goes stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => fetchJson(String(queryKey[0])),
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
