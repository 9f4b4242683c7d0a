import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTouchInput } from '../../../lib/use-touch-input';

type MessageInputProps = {
  /** Resolves false when sending failed, so the typed text comes back (spec §4). */
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
  placeholder?: string;
  /**
   * Changes when something appears above the box (the sketch panel at step 7). It may render after
   * the answer itself, so the box is brought back into view then too.
   */
  layoutKey?: string;
};

export const DESKTOP_PLACEHOLDER = 'Type your answer... (Enter to send, Shift+Enter for a new line)';
export const TOUCH_PLACEHOLDER = 'Type your answer, then tap Send';

/**
 * Puts the caret in the box and brings the box into view. The form's scroll margin keeps it clear of
 * the fixed 'Progress auto-saved' footer, which would otherwise cover it.
 */
function focusComposer(textarea: HTMLTextAreaElement | null) {
  if (!textarea) return;
  textarea.focus({ preventScroll: true });
  textarea.form?.scrollIntoView?.({ block: 'nearest' });
}

export function MessageInput({ onSend, disabled, placeholder, layoutKey }: MessageInputProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const touch = useTouchInput();

  // On load and after every answer (the box is disabled while sending, which drops the focus), the
  // inventor types on without clicking back into the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey is a change that moves the box
  useEffect(() => {
    if (!disabled) focusComposer(textarea.current);
  }, [disabled, layoutKey]);

  async function submit() {
    const typed = text;
    if (!typed.trim() || disabled) return;
    setText('');
    const sent = await onSend(typed);
    if (!sent) setText(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Spec §5: Enter sends, Shift+Enter starts a new line. Touch keyboards have no Shift+Enter, so
    // there Enter is a new line and only Send sends (a half-typed answer is not sent by accident).
    if (touch) return;
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
    <form
      onSubmit={onSubmit}
      data-testid="chat-composer"
      className="flex scroll-mb-16 items-end gap-2 border-t border-gray-200 p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        Your answer to the Patent Assistant
      </label>
      <textarea
        id={inputId}
        ref={textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        rows={2}
        enterKeyHint={touch ? 'enter' : 'send'}
        placeholder={placeholder ?? (touch ? TOUCH_PLACEHOLDER : DESKTOP_PLACEHOLDER)}
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
