import { CLIENT_ROUTES } from '../../contract/routes';

/**
 * Spec §2: /checkout takes the session and the payer's address to prefill the form. The session id
 * goes in the query; the address does not (URLs end up in history, logs and analytics), it travels
 * in the history entry's state, and in this tab's session storage across a bank's 3-D Secure
 * redirect, which comes back as a new page load.
 */
export type CheckoutHistoryState = { email?: string } | null;

const STORED_EMAIL_KEY = 'inventdraft.checkout-email';

export function checkoutUrl(sessionId: string): string {
  return `${CLIENT_ROUTES.checkout}?${new URLSearchParams({ sessionId }).toString()}`;
}

export function checkoutState(email: string | null | undefined): CheckoutHistoryState {
  return email ? { email } : null;
}

/** Remembers the payer's address for the return from a bank's redirect (this tab only). */
export function rememberCheckoutEmail(email: string): void {
  try {
    window.sessionStorage.setItem(STORED_EMAIL_KEY, email);
  } catch {
    // Storage refused (private mode): the address is asked again after a redirect.
  }
}

/**
 * The address to prefill: from the history state, from before a bank's redirect, or from an old
 * `?email=` link (which the page then takes out of the address bar).
 */
export function initialCheckoutEmail(params: URLSearchParams): string {
  const state = window.history.state as CheckoutHistoryState;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(STORED_EMAIL_KEY);
  } catch {
    stored = null;
  }
  return params.get('email') ?? state?.email ?? stored ?? '';
}

/** Takes `email` out of the address bar, keeping everything else. */
export function dropEmailFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('email')) return;
  url.searchParams.delete('email');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
