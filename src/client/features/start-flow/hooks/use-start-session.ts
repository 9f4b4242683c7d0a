import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { createSession, sendFirstMessage } from '../api/start-session';

export const START_FAILED_MESSAGE = 'Failed to create session. Please try again.';

/**
 * The landing flow of spec §4: create the session, send the kept description as its first message
 * (when there is one), then open the chat. A second start while one runs is ignored; any failure,
 * including the first message's, shows the spec's alert.
 */
export function useStartSession({ onStarted }: { onStarted: () => void }) {
  const [, navigate] = useLocation();
  const [starting, setStarting] = useState(false);
  // A ref, not the state, guards against a double submit: two events can arrive before a re-render.
  const inFlight = useRef(false);

  const start = useCallback(
    async (email: string, description: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStarting(true);
      try {
        const sessionId = await createSession(email.trim());
        const firstMessage = description.trim();
        if (firstMessage !== '') await sendFirstMessage(sessionId, firstMessage);
        navigate(`/chat/${sessionId}`);
        onStarted();
      } catch {
        window.alert(START_FAILED_MESSAGE);
      } finally {
        inFlight.current = false;
        setStarting(false);
      }
    },
    [navigate, onStarted],
  );

  return { start, starting };
}
