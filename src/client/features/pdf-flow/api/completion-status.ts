import { useQuery } from '@tanstack/react-query';
import { completionStatusResponseSchema } from '../../../../contract/pdf';
import { fetchParsed } from '../../../lib/api';

const completionStatusUrl = (sessionId: string) => `/api/patent/session/${sessionId}/completion-status`;

/** Whether the session is paid for and finished, with what the completion screen shows (spec §7). */
export function useCompletionStatus(sessionId: string) {
  return useQuery({
    queryKey: [completionStatusUrl(sessionId)],
    queryFn: () => fetchParsed(completionStatusResponseSchema, completionStatusUrl(sessionId)),
  });
}
