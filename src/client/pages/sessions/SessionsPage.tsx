import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';
import { fetchProvenSessions, provenSessionsUrl } from '../../features/user-data/api/proven-sessions';
import { ExportDataLink } from '../../features/user-data/ExportDataLink';
import { ApiRequestError } from '../../lib/api';
import { SessionCard } from './SessionCard';
import { SignInForm } from './SignInForm';
import { SignOutButton } from './SignOutButton';
import { emailFromHistory } from './sessions-history';
import { useSignInLink } from './use-sign-in-link';

/**
 * /sessions, "My applications" (spec §2's list, design §7): the applications of the address this
 * browser proved, or a form that e-mails a sign-in link. No address ever appears in the URL.
 */
export default function SessionsPage() {
  const [requestedEmail] = useState(emailFromHistory);
  const [, navigate] = useLocation();
  const linkPhase = useSignInLink(requestedEmail);
  const [signedOut, setSignedOut] = useState(false);
  const listQueryKey = [provenSessionsUrl];
  const query = useQuery({
    queryKey: listQueryKey,
    queryFn: fetchProvenSessions,
    enabled: linkPhase !== 'redeeming',
  });
  const notSignedIn = query.error instanceof ApiRequestError && query.error.status === 401;
  const provenEmail = query.data?.user.email;
  // Asked for another address than the one this browser proved: that one needs its own link.
  const list = provenEmail && (!requestedEmail || requestedEmail === provenEmail) ? query.data : undefined;

  // Spec §8: any other load error sends the user home.
  useEffect(() => {
    if (query.isError && !notSignedIn) navigate('/', { replace: true });
  }, [query.isError, notSignedIn, navigate]);

  const loading = (linkPhase === 'redeeming' || query.isPending) && !query.isError;
  return (
    <StaticPageLayout title="Your Patent Applications" prose={false}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        {list ? (
          <p className="max-w-full min-w-0 text-gray-700 wrap-anywhere">
            Saved for <strong>{list.user.email}</strong>
          </p>
        ) : (
          <p className="text-gray-700">Every application you started, in one place.</p>
        )}
        <div className="flex flex-wrap gap-3">
          {list && <ExportDataLink email={list.user.email} />}
          {list && <SignOutButton listQueryKey={listQueryKey} onSignedOut={() => setSignedOut(true)} />}
          <Link
            href="/"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            New Patent Application
          </Link>
        </div>
      </div>

      <div className="mt-8">
        {loading && (
          <p className="text-gray-700" role="status">
            Loading your applications...
          </p>
        )}
        {signedOut && notSignedIn && (
          <p className="mb-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-800" role="status">
            You are signed out on this browser.
          </p>
        )}
        {!loading && !list && (notSignedIn || query.data) && (
          <SignInForm initialEmail={requestedEmail ?? ''} linkInvalid={linkPhase === 'invalid'} />
        )}
        {list && list.sessions.length === 0 && (
          <p className="text-gray-700">No patent applications are saved for this address yet.</p>
        )}
        {list && list.sessions.length > 0 && (
          <ul className="grid gap-4">
            {list.sessions.map((session) => (
              <SessionCard key={session.sessionId} session={session} email={list.user.email} />
            ))}
          </ul>
        )}
      </div>
    </StaticPageLayout>
  );
}
