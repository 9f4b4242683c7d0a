import { useQuery } from '@tanstack/react-query';
import type { Message } from '../../../../contract/messages';
import { fetchJson } from '../../../lib/api';

/** Spec §7: a failed or non-OK fetch is treated as an empty conversation. */
export function useAdminMessages(sessionId: string) {
  const url = `/api/admin/messages/${encodeURIComponent(sessionId)}`;
  return useQuery({
    queryKey: [url],
    queryFn: async () => {
      try {
        return await fetchJson<Message[]>(url);
      } catch (error) {
        console.error('Failed to load messages', error);
        return [];
      }
    },
  });
}
