import { type KeyboardEvent, type ReactNode, useId } from 'react';

type Props = {
  value: string;
  onChange: (email: string) => void;
  label?: ReactNode;
  /** `null` for a form whose other fields show no example either (the contact form). */
  placeholder?: string | null;
  /** The problem with what was typed, read out when it appears; the field is marked invalid meanwhile. */
  error?: string | null;
  /** A line under the field saying what the address is for. */
  hint?: ReactNode;
  name?: string;
  required?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  className?: string;
};

/**
 * The one e-mail field of every form (start, e-mail prompt, sign-in, checkout, contact): the phone's
 * e-mail keyboard, the browser's autofill, and an error or hint tied to the field for screen readers.
 */
export function EmailField({
  value,
  onChange,
  label = 'Email address',
  placeholder = 'you@example.com',
  error = null,
  hint,
  name,
  required,
  onKeyDown,
  className,
}: Props) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="email"
        inputMode="email"
        autoComplete="email"
        required={required}
        placeholder={placeholder ?? undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
