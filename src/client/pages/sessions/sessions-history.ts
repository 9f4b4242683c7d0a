/**
 * The address the visitor came with (an old /sessions/{email} link, checkout's already-paid case)
 * travels in the history entry's state, not in the URL: URLs end up in history, logs and screenshots.
 */
export type SessionsHistoryState = { email?: string } | null;

export function emailFromHistory(): string | undefined {
  const state = window.history.state as SessionsHistoryState;
  return typeof state?.email === 'string' ? state.email : undefined;
}
