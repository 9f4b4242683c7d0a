import { Link } from 'wouter';
import { CLIENT_ROUTES } from '../../contract/routes';
import { SiteHeader } from '../components/layout/SiteHeader';
import { usePageMeta } from '../lib/page-meta';

export const NOT_FOUND_TEXT =
  'There is no page at this address. The link may be mistyped or out of date; nothing of yours is lost.';

/**
 * Spec §2: any path that is not a route (the server also answers it with status 404). The spec's
 * text spoke to developers; issue 17 asks for words an inventor understands and a way on.
 */
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
          <p className="mt-4 text-slate-700">{NOT_FOUND_TEXT}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href="/"
              className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
            >
              Back to Home
            </Link>
            <Link
              href={CLIENT_ROUTES.myApplications}
              className="inline-block rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              My applications
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
