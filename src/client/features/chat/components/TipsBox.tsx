const TIPS = [
  'Describe what your invention is made of and how the parts connect.',
  'Mention alternatives: other materials, sizes or ways to build it.',
  'Explain who uses it and in which situations.',
  'Say "next" at any time to move on to the next section.',
];

export function TipsBox() {
  return (
    <aside aria-labelledby="chat-tips-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="chat-tips-heading" className="text-sm font-semibold text-amber-900">
        Tips for a stronger application
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
