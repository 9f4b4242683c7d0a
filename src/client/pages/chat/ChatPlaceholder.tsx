/** The blurred stand-in for the chat behind the e-mail capture modal (spec §2); not content. */
export function ChatPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none mx-auto max-w-5xl space-y-4 p-4 blur-sm select-none"
    >
      <div className="h-4 w-2/3 rounded bg-gray-200" />
      <div className="grid grid-cols-8 gap-2">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative placeholders
          <div key={index} className="h-8 rounded-full bg-gray-200" />
        ))}
      </div>
      <div className="h-96 rounded-xl border border-gray-200 bg-white p-4">
        <div className="h-12 w-3/4 rounded-2xl bg-gray-100" />
        <div className="mt-3 ml-auto h-12 w-1/2 rounded-2xl bg-brand-100" />
        <div className="mt-3 h-16 w-2/3 rounded-2xl bg-gray-100" />
      </div>
    </div>
  );
}
