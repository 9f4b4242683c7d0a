import { useQuery } from '@tanstack/react-query';
import { adminMessagesResponseSchema } from '../../../../contract/admin';
import { fetchParsed } from '../../../lib/api';

/** Spec §7: a failed or non-OK fetch is treated as an empty conversation. */
export function useAdminMessages(sessionId: string) {
  const url = `/api/admin/messages/${encodeURIComponent(sessionId)}`;
  return useQuery({
    queryKey: [url],
    queryFn: async () => {
      try {
        return await fetchParsed(adminMessagesResponseSchema, url);
      } catch (error) {
        console.error('Failed to load messages', error);
        return [];
      }
    },
  });
}
