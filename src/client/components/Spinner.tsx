/** A small spinning ring; decorative, so callers give the text that says what is happening. */
export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-brand-600 border-t-transparent ${className}`}
    />
  );
}
