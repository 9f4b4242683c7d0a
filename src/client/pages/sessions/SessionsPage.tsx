import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';
import { ExportDataLink } from '../../features/user-data/ExportDataLink';
import { ApiRequestError } from '../../lib/api';
import { SessionCard } from './SessionCard';
import { SignInPrompt } from './SignInPrompt';
import { SignOutButton } from './SignOutButton';
import { fetchUserSessions, userSessionsUrl } from './sessions-api';
import { useSignInLink } from './use-sign-in-link';

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** /sessions/{email}: the applications saved for an address (spec §2, design §7). */
export default function SessionsPage({ params }: { params: { email: string } }) {
  const email = decodeParam(params.email).trim().toLowerCase();
  const [, navigate] = useLocation();
  const linkPhase = useSignInLink(email);
  const [signedOut, setSignedOut] = useState(false);
  const listQueryKey = [userSessionsUrl(email)];
  const query = useQuery({
    queryKey: listQueryKey,
    queryFn: () => fetchUserSessions(email),
    enabled: linkPhase !== 'redeeming',
  });
  const notSignedIn = query.error instanceof ApiRequestError && query.error.status === 401;

  // Spec §8: any other load error sends the user home.
  useEffect(() => {
    if (query.isError && !notSignedIn) navigate('/', { replace: true });
  }, [query.isError, notSignedIn, navigate]);

  return (
    <StaticPageLayout title="Your Patent Applications">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-gray-700">
          Saved for <strong>{email}</strong>
        </p>
        <div className="flex flex-wrap gap-3">
          {query.data && <ExportDataLink email={email} />}
          {query.data && <SignOutButton listQueryKey={listQueryKey} onSignedOut={() => setSignedOut(true)} />}
          <Link
            href="/"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            New Patent Application
          </Link>
        </div>
      </div>

      <div className="mt-8">
        {(linkPhase === 'redeeming' || query.isPending) && !query.isError && (
          <p className="text-gray-700" role="status">
            Loading your applications...
          </p>
        )}
        {signedOut && notSignedIn && (
          <p className="mb-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-800" role="status">
            You are signed out on this browser.
          </p>
        )}
        {notSignedIn && <SignInPrompt email={email} linkInvalid={linkPhase === 'invalid'} />}
        {query.data && query.data.sessions.length === 0 && (
          <p className="text-gray-700">No patent applications are saved for this address yet.</p>
        )}
        {query.data && query.data.sessions.length > 0 && (
          <ul className="grid gap-4">
            {query.data.sessions.map((session) => (
              <SessionCard key={session.sessionId} session={session} email={email} />
            ))}
          </ul>
        )}
      </div>
    </StaticPageLayout>
  );
}
