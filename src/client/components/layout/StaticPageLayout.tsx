import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Static pages share a header, a Back to Home link and a copyright footer (spec §2). */
export function StaticPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <Link href="/" className="text-sm text-brand-700 underline">
          ← Back to Home
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-gray-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
