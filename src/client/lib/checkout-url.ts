import { CLIENT_ROUTES } from '../../contract/routes';

/** Spec §2: /checkout takes sessionId and email to prefill the form. */
export function checkoutUrl(sessionId: string, email: string | null | undefined): string {
  const params = new URLSearchParams({ sessionId });
  if (email) params.set('email', email);
  return `${CLIENT_ROUTES.checkout}?${params.toString()}`;
}
