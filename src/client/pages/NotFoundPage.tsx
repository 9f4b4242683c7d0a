import { Link } from 'wouter';
import { SiteHeader } from '../components/layout/SiteHeader';
import { usePageMeta } from '../lib/page-meta';

/** Spec §2: any path that is not a route (the server also answers it with status 404). */
export function NotFoundPage() {
  usePageMeta({
    title: '404 Page Not Found',
    description: 'This page does not exist. Return to the InventDraft home page.',
  });
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <p className="text-sm font-semibold text-red-700" aria-hidden="true">
            404
          </p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
          <Link
            href="/"
            className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            Back to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
