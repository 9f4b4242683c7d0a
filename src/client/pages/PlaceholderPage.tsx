/** Stands in for a screen whose issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 text-gray-700">This page is being built.</p>
      <a className="mt-8 inline-block text-brand-700 underline" href="/">
        Back to Home
      </a>
    </main>
  );
}
