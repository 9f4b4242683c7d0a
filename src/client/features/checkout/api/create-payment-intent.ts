import { useMutation } from '@tanstack/react-query';
import {
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  createPaymentIntentResponseSchema,
} from '../../../../contract/payments';
import { fetchParsed } from '../../../lib/api';

/** POST /api/create-payment-intent (spec §7). */
export function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return fetchParsed(createPaymentIntentResponseSchema, '/api/create-payment-intent', {
    method: 'POST',
    body,
  });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
