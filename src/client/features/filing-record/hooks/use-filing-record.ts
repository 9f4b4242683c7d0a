import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilingRecordRequest, FilingRecordResponse } from '../../../../contract/filing-record';
import {
  fetchFilingRecord,
  filingRecordUrl,
  removeFilingRecord,
  saveFilingRecord,
} from '../api/filing-record';

/** The session's filing record, and saving or removing it (the answer replaces the cached record). */
export function useFilingRecord(sessionId: string) {
  const queryClient = useQueryClient();
  const queryKey = [filingRecordUrl(sessionId)];
  const query = useQuery({ queryKey, queryFn: () => fetchFilingRecord(sessionId) });
  const onSuccess = (data: FilingRecordResponse) => queryClient.setQueryData(queryKey, data);
  const save = useMutation({
    mutationFn: (body: FilingRecordRequest) => saveFilingRecord(sessionId, body),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: () => removeFilingRecord(sessionId), onSuccess });
  return { query, save, remove };
}
