import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '../../../../contract/payments';
import { fetchJson } from '../../../lib/api';

/** POST /api/create-payment-intent (spec §7). */
export function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return fetchJson<CreatePaymentIntentResponse>('/api/create-payment-intent', { method: 'POST', body });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
