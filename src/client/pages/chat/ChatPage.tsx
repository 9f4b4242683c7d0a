import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { Spinner } from '../../components/Spinner';
import { isSessionMissing, useChatSession } from '../../features/chat/api/get-session';
import { sessionQueryKey } from '../../lib/session-progress';
import { ApplicationNotFound } from './ApplicationNotFound';
import { ChatApplication } from './ChatApplication';
import { ChatFrame, ChatStatus } from './ChatFrame';
import { ChatPlaceholder } from './ChatPlaceholder';
import { EmailCaptureModal } from './EmailCaptureModal';

/** History state set when this page has just created the session. */
type ChatHistoryState = { fresh?: boolean } | null;

function ChatSession({ sessionId }: { sessionId: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // Back from checkout the cached session is invalidated: wait for the fresh (unlocked) one rather
  // than flash the locked view. A valid cache shows at once while it refetches.
  const [cacheInvalidated] = useState(
    () => queryClient.getQueryState([sessionQueryKey(sessionId)])?.isInvalidated === true,
  );
  const query = useChatSession(sessionId);
  const missing = isSessionMissing(query.error);
  const waitForFresh = cacheInvalidated && !query.isFetchedAfterMount;

  if (query.data && !waitForFresh) return <ChatApplication data={query.data} />;
  // Spec §8 sent a 'Session not found' home without a word; issue 17: say so, with a way on.
  if (missing) return <ApplicationNotFound />;
  if (query.isError && !missing && !waitForFresh) {
    return (
      <ChatFrame>
        <ChatStatus>
          <h1 className="text-xl font-semibold text-gray-900">Failed to load session</h1>
          <button
            type="button"
            onClick={() => navigate('/')}
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Return Home
          </button>
        </ChatStatus>
      </ChatFrame>
    );
  }
  const fresh = (window.history.state as ChatHistoryState)?.fresh === true;
  return (
    <ChatFrame>
      <ChatStatus>
        <Spinner className="h-8 w-8" />
        <p role="status" className="text-gray-800">
          {fresh ? 'Initializing your patent session...' : 'Loading your conversation...'}
        </p>
      </ChatStatus>
    </ChatFrame>
  );
}

/** /chat/{sessionId}, /chat?session=… and /patent-chat?session=… (spec §2). */
export default function ChatPage() {
  const params = useParams<{ sessionId?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const sessionId = params.sessionId ?? new URLSearchParams(search).get('session') ?? undefined;

  useEffect(() => {
    document.title = 'Patent Assistant — InventDraft';
  }, []);

  if (!sessionId) {
    return (
      <ChatFrame>
        <h1 className="sr-only">Start your patent application</h1>
        <ChatPlaceholder />
        <EmailCaptureModal
          onCreated={(id) => navigate(`/chat/${id}`, { state: { fresh: true } satisfies ChatHistoryState })}
        />
      </ChatFrame>
    );
  }
  return <ChatSession key={sessionId} sessionId={sessionId} />;
}
