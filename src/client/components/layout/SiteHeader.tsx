import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../contract/constants';
import { CLIENT_ROUTES } from '../../../contract/routes';
import { GetStartedLink } from './GetStartedLink';

function Logo() {
  return (
    <svg viewBox="0 0 64 64" className="hidden h-8 w-8 shrink-0 min-[400px]:block" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1e3a8a" />
      <path d="M22 14h14l10 10v26H22z" fill="#fff" />
      <path d="M36 14v10h10" fill="#bfdbfe" />
      <path d="M27 33h14M27 39h14M27 45h9" stroke="#1e3a8a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header of every public page (spec §2): home, About, Contact Us, My applications (the way back
 * to an application started earlier) and Get Started. On a phone the links take a second row.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:flex-nowrap sm:px-6 sm:py-3"
      >
        <Link
          href="/"
          className="flex items-center gap-2 rounded text-base font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-lg"
        >
          <Logo />
          {PRODUCT_NAME}
        </Link>
        <GetStartedLink className="rounded-lg bg-brand-700 px-2.5 py-2 text-sm font-medium whitespace-nowrap text-white shadow-sm hover:bg-brand-900 sm:order-last sm:px-4">
          Get Started
        </GetStartedLink>
        <div className="-ml-1.5 flex w-full items-center text-sm font-medium whitespace-nowrap sm:ml-auto sm:w-auto sm:gap-2">
          <Link href="/about" className="rounded px-1.5 py-2 text-slate-700 hover:text-brand-700 sm:px-3">
            About
          </Link>
          <Link href="/contact" className="rounded px-1.5 py-2 text-slate-700 hover:text-brand-700 sm:px-3">
            Contact Us
          </Link>
          <Link
            href={CLIENT_ROUTES.myApplications}
            className="rounded px-1.5 py-2 text-slate-700 hover:text-brand-700 sm:px-3"
          >
            My applications
          </Link>
        </div>
      </nav>
    </header>
  );
}
