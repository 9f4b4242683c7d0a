import { useEffect, useRef, useState } from 'react';
import { CLIENT_ROUTES } from '../../../contract/routes';
import { redeemSignInLink } from '../../features/user-data/api/proven-sessions';

export type SignInLinkPhase = 'redeeming' | 'done' | 'invalid';

/**
 * When the page was opened from an e-mailed link (`?token=`), spends the token once (the answer
 * sets the proof cookie) and takes it out of the address bar, so it is not bookmarked or shared.
 * Links mailed before issue 17 also named the address; it is then sent along and must match.
 */
export function useSignInLink(email: string | undefined): SignInLinkPhase {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const [phase, setPhase] = useState<SignInLinkPhase>(token ? 'redeeming' : 'done');
  // React's development double effects must not spend a single-use token twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', CLIENT_ROUTES.myApplications);
    redeemSignInLink(email ? { email, token } : { token })
      .then(() => setPhase('done'))
      .catch(() => setPhase('invalid'));
  }, [email, token]);

  return phase;
}
