import { useEffect } from 'react';

/** Spec §2: any path that is not a route. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = '404 Page Not Found — InventDraft';
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
        <p className="mt-4 text-sm text-gray-700">Did you forget to add the page to the router?</p>
      </div>
    </main>
  );
}
