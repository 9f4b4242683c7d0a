import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';

type MessageInputProps = {
  /** Resolves false when sending failed, so the typed text comes back (spec §4). */
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
  placeholder?: string;
};

export function MessageInput({ onSend, disabled, placeholder }: MessageInputProps) {
  const [text, setText] = useState('');
  const inputId = useId();

  async function submit() {
    const typed = text;
    if (!typed.trim() || disabled) return;
    setText('');
    const sent = await onSend(typed);
    if (!sent) setText(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Spec §5: Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-gray-200 p-3">
      <label htmlFor={inputId} className="sr-only">
        Your answer to the Patent Assistant
      </label>
      <textarea
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        rows={2}
        placeholder={placeholder ?? 'Type your answer... (Enter to send, Shift+Enter for a new line)'}
        className="min-h-[2.75rem] flex-1 resize-none rounded-lg border border-gray-300 px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-gray-100 sm:text-sm"
      />
      <button
        type="submit"
        disabled={disabled || !text.trim()}
        className="h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-400"
      >
        {disabled ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
