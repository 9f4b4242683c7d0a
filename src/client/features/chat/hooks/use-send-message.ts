import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Message } from '../../../../contract/messages';
import type { SessionFetchResponse } from '../../../../contract/sessions';
import { sessionQueryKey } from '../../../lib/session-progress';
import { sendMessageStreaming } from '../api/send-message';

export const SEND_FAILED_ALERT = 'Failed to send message';

type SendOptions = { imageData?: string; failureAlert?: string };

/**
 * Spec §4: the user's message is added at once; on success the reply is appended and the session
 * replaced; on failure the previous list comes back and the caller restores the typed text.
 */
export function useSendMessage(sessionId: string) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (content: string, options: SendOptions = {}): Promise<boolean> => {
      const text = content.trim();
      if (!text || inFlight.current) return false;
      inFlight.current = true;
      const key = [sessionQueryKey(sessionId)];
      setSending(true);
      const previous = queryClient.getQueryData<SessionFetchResponse>(key);
      const optimistic: Message = {
        id: -Date.now(),
        sessionId,
        sender: 'user',
        content: text,
        timestamp: new Date().toISOString(),
      };
      if (previous) {
        queryClient.setQueryData<SessionFetchResponse>(key, {
          ...previous,
          messages: [...previous.messages, optimistic],
        });
      }
      try {
        const reply = await sendMessageStreaming(
          sessionId,
          { content: text, imageData: options.imageData },
          setStreamingText,
        );
        queryClient.setQueryData<SessionFetchResponse>(key, (current) => {
          const base = current ?? previous;
          if (!base) return base;
          return {
            session: reply.session ?? base.session,
            messages: [...base.messages, { ...reply.aiMessage, sender: 'ai' }],
          };
        });
        return true;
      } catch {
        if (previous) queryClient.setQueryData<SessionFetchResponse>(key, previous);
        window.alert(options.failureAlert ?? SEND_FAILED_ALERT);
        return false;
      } finally {
        inFlight.current = false;
        setSending(false);
        setStreamingText(null);
      }
    },
    [queryClient, sessionId],
  );

  return { send, sending, streamingText };
}
