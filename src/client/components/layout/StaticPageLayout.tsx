import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../contract/constants';
import { type PageMeta, usePageMeta } from '../../lib/page-meta';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

type StaticPageLayoutProps = {
  /** The page's h1; also its document title unless `meta.title` says otherwise. */
  title: string;
  /** The page's meta description (and optionally a document title other than the h1). */
  meta?: Pick<PageMeta, 'description'> & Partial<Pick<PageMeta, 'title'>>;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  /** Long-form text styles for the content (policies, guides); off for app-like pages (lists, forms). */
  prose?: boolean;
  children: ReactNode;
};

const DEFAULT_DESCRIPTION = `${PRODUCT_NAME}: provisional patent applications for independent US inventors, drafted with an AI assistant.`;

// Long-form text styles for the policy and guide pages (no typography plugin, so a few child rules).
// Only plain links take the prose style: styled ones (buttons drawn as links) keep their own colours.
const PROSE =
  'text-slate-700 leading-relaxed [&_a:not([class])]:text-brand-700 [&_a:not([class])]:underline [&_a:not([class])]:underline-offset-2 ' +
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 ' +
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_p]:mt-3 [&_strong]:text-slate-900 ' +
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 ' +
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6';

/** Static pages share a header, a Back to Home link and a copyright footer (spec §2). */
export function StaticPageLayout({ title, meta, intro, prose = true, children }: StaticPageLayoutProps) {
  usePageMeta({ title: meta?.title ?? title, description: meta?.description ?? DEFAULT_DESCRIPTION });
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <Link
          href="/"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro && <div className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</div>}
        <div className={prose ? `mt-8 ${PROSE}` : 'mt-8'}>{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
