import Markdown from 'react-markdown';
import type { Message } from '../../../../contract/messages';

/** Assistant replies are Markdown rendered as React elements: raw HTML in them is shown as text. */
function AssistantText({ content }: { content: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:font-semibold [&_ul]:list-disc">
      <Markdown>{content}</Markdown>
    </div>
  );
}

export function MessageBubble({ message }: { message: Pick<Message, 'sender' | 'content'> }) {
  const fromUser = message.sender === 'user';
  return (
    <li className={`flex ${fromUser ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm ${
          fromUser ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-gray-100 text-gray-900'
        }`}
      >
        <span className="sr-only">{fromUser ? 'You said:' : 'Patent Assistant said:'}</span>
        {fromUser ? (
          <p className="text-sm leading-relaxed whitespace-pre-wrap">{message.content}</p>
        ) : (
          <AssistantText content={message.content} />
        )}
      </div>
    </li>
  );
}
