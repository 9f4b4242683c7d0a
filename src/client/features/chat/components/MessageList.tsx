import { useEffect, useRef } from 'react';
import {
  CHAT_PANEL_MAX_VIEWPORT_PERCENT,
  CHAT_PANEL_MIN_HEIGHT_PX,
  SCROLL_TO_BOTTOM_DELAY_MS,
} from '../../../../contract/constants';
import type { Message } from '../../../../contract/messages';
import { MessageBubble } from './MessageBubble';

type MessageListProps = {
  messages: Message[];
  /** The assistant's reply so far while it streams in; null when nothing is streaming. */
  streamingText: string | null;
  waiting: boolean;
};

export function MessageList({ messages, streamingText, waiting }: MessageListProps) {
  const scroller = useRef<HTMLElement>(null);

  // Spec §2: the list scrolls to the bottom 100 ms after a change.
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the changes that scroll
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = scroller.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, SCROLL_TO_BOTTOM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastId, messages.length, streamingText, waiting]);

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="Conversation"
      // On a phone a shorter list keeps the input above the fold; spec §2's bounds still hold.
      className="h-[42vh] overflow-y-auto px-4 py-4 sm:h-[60vh] focus-visible:outline-2 focus-visible:outline-brand-600"
      style={{
        minHeight: CHAT_PANEL_MIN_HEIGHT_PX,
        maxHeight: `${CHAT_PANEL_MAX_VIEWPORT_PERCENT}vh`,
      }}
    >
      {/* Busy while a reply streams in, so screen readers read it once, complete. */}
      <ol aria-live="polite" aria-busy={streamingText !== null} className="space-y-3">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {streamingText !== null && streamingText !== '' && (
          <MessageBubble message={{ sender: 'ai', content: streamingText }} />
        )}
      </ol>
      {waiting && !streamingText && (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-600">
          <span className="inline-flex gap-1" aria-hidden="true">
            <span className="h-2 w-2 animate-bounce rounded-full bg-gray-400" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-gray-400 [animation-delay:150ms]" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-gray-400 [animation-delay:300ms]" />
          </span>
          Patent Assistant is writing...
        </p>
      )}
    </section>
  );
}
