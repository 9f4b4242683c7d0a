import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InventionMapEditRequest } from '../../../../contract/invention-map';
import { ApiRequestError } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session-progress';
import { fetchInventionMap, inventionMapQueryKey, postInventionMapEdit } from '../api/invention-map';

/**
 * The session's invention map. `revision` is the session's updatedAt: a new answer changes it, so
 * the map is fetched again after each turn. An edit refreshes the map and the session (the claims
 * and abstract may have been redrafted), and leaves a notice for the live region.
 */
export function useInventionMap(sessionId: string, revision: string) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const map = useQuery({
    queryKey: [...inventionMapQueryKey(sessionId), revision],
    queryFn: () => fetchInventionMap(sessionId),
    placeholderData: (previous) => previous,
  });
  const edit = useMutation({
    mutationFn: (request: InventionMapEditRequest) => postInventionMapEdit(sessionId, request),
    onSuccess: (result) => {
      queryClient.setQueryData([...inventionMapQueryKey(sessionId), revision], result.map);
      setNotice(result.notice);
      void queryClient.invalidateQueries({ queryKey: [sessionQueryKey(sessionId)] });
    },
    onError: (error) =>
      setNotice(
        error instanceof ApiRequestError ? error.detail : 'The map could not be changed. Please try again.',
      ),
  });
  return { map, edit: edit.mutateAsync, editing: edit.isPending, notice };
}
