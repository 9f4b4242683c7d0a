import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CLIENT_ROUTES } from '../../../contract/routes';
import type { SessionsHistoryState } from './sessions-history';

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * /sessions/{email} (spec §2, and sign-in links mailed before issue 17) keeps working: it opens
 * /sessions with the address in the history state and the rest of the query (a link's token) kept.
 */
export default function SessionsByAddressRedirect({ params }: { params: { email: string } }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const email = decodeParam(params.email).trim().toLowerCase();
    navigate(`${CLIENT_ROUTES.myApplications}${search ? `?${search}` : ''}`, {
      replace: true,
      state: { email } satisfies SessionsHistoryState,
    });
  }, [params.email, search, navigate]);
  return <div className="min-h-screen" aria-busy="true" />;
}
