import type { ReactNode } from 'react';
import type { Message } from '../../../../contract/messages';
import { MessageInput } from './MessageInput';
import { MessageList } from './MessageList';

type ChatPanelProps = {
  messages: Message[];
  streamingText: string | null;
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  onPreview: () => void;
  /** Absent when Save for Later is not offered (after step 7). */
  onSaveForLater?: () => void;
  /** Shown between the list and the input (the sketch upload at step 7). */
  children?: ReactNode;
};

export function ChatPanel(props: ChatPanelProps) {
  const { messages, streamingText, sending, onSend, onPreview, onSaveForLater, children } = props;
  return (
    <section
      aria-labelledby="chat-panel-title"
      className="rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            PA
          </span>
          <div>
            <h2 id="chat-panel-title" className="text-base font-semibold text-gray-900">
              Patent Assistant
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-green-800">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
              Online
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onPreview}
            className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Preview
          </button>
          {onSaveForLater && (
            <button
              type="button"
              onClick={onSaveForLater}
              className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Save for Later
            </button>
          )}
        </div>
      </header>
      <MessageList messages={messages} streamingText={streamingText} waiting={sending} />
      {children}
      <MessageInput onSend={onSend} disabled={sending} layoutKey={children ? 'with-panel' : 'plain'} />
    </section>
  );
}
