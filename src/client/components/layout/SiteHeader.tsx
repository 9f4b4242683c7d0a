import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../contract/constants';

/** Shared header of the static pages (spec §2): home, About, Contact Us, Get Started. */
export function SiteHeader() {
  return (
    <header className="border-b border-gray-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-900">
          {PRODUCT_NAME}
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <Link href="/about" className="text-gray-700 hover:text-gray-900">
            About
          </Link>
          <Link href="/contact" className="text-gray-700 hover:text-gray-900">
            Contact Us
          </Link>
          <Link
            href="/#wizard"
            className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-900"
          >
            Get Started
          </Link>
        </div>
      </nav>
    </header>
  );
}
