import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDeleteResponseSchema } from '../../../../contract/admin';
import { fetchParsed } from '../../../lib/api';

/** Spec §7: on success the message is logged and the list refetched; a failure is only logged. */
export function useBulkDelete(options: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionIds: number[]) =>
      fetchParsed(bulkDeleteResponseSchema, '/api/admin/sessions/bulk', {
        method: 'DELETE',
        body: { sessionIds },
      }),
    onSuccess: async (result) => {
      console.log(result.message);
      options.onDeleted();
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/sessions'),
      });
    },
    onError: (error) => console.error('Bulk delete failed', error),
  });
}
