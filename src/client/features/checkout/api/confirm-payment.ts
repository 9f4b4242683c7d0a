import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConfirmPaymentRequest, confirmPaymentResponseSchema } from '../../../../contract/payments';
import { fetchParsed } from '../../../lib/api';

export const sessionQueryKey = (sessionId: string) => [`/api/patent/session/${sessionId}`];

/** POST /api/confirm-payment (spec §7). A 200 without `success` is still a failure. */
export async function confirmPayment(body: ConfirmPaymentRequest): Promise<{ sessionId: string }> {
  const answer = await fetchParsed(confirmPaymentResponseSchema, '/api/confirm-payment', {
    method: 'POST',
    body,
  });
  if (!answer.success || !answer.data) throw new Error(answer.error ?? 'The payment was not confirmed');
  return { sessionId: answer.data.session.sessionId };
}

/** Spec §7: on success the session query cache is invalidated, so the chat shows the unlocked session. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: ({ sessionId }) => queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) }),
  });
}
