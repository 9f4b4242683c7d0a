import { ADMIN_MESSAGE_CUT_CHARS } from '../../../../contract/constants';
import { useAdminMessages } from '../api/admin-messages';
import { cutText } from '../cut-text';
import { panelScrollStyle } from './panel-scroll';

/** Spec §2: the conversation with a count; a failed fetch reads as an empty history. */
export function ConversationHistory({ sessionId }: { sessionId: string }) {
  const { data: messages, isPending } = useAdminMessages(sessionId);
  return (
    <section aria-label="Conversation history" className="rounded-md border border-gray-200 bg-white p-4">
      <h3 className="font-semibold text-gray-900">
        Conversation History{messages ? ` (${messages.length} messages)` : ''}
      </h3>
      {isPending && <p className="mt-2 text-sm text-gray-700">Loading messages...</p>}
      {messages && messages.length === 0 && (
        <p className="mt-2 text-sm text-gray-700">No conversation history available</p>
      )}
      {messages && messages.length > 0 && (
        <ol
          aria-label="Messages"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          style={panelScrollStyle}
          className="mt-2 space-y-2 overflow-y-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {messages.map((message) => {
            const fromUser = message.sender.toLowerCase() === 'user';
            return (
              <li
                key={message.id}
                className={`rounded-md p-2 text-sm ${fromUser ? 'bg-brand-50' : 'bg-gray-100'}`}
              >
                <p className="flex justify-between gap-2 text-xs font-semibold text-gray-800">
                  <span>{fromUser ? 'User' : 'AI Assistant'}</span>
                  <time dateTime={message.timestamp}>{new Date(message.timestamp).toLocaleString()}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-gray-900">
                  {message.content ? cutText(message.content, ADMIN_MESSAGE_CUT_CHARS) : 'No content'}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
