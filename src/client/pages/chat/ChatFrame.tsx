import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../contract/constants';
import { LockIcon } from '../../components/LockIcon';
import { TestModeBanner } from '../../components/TestModeBanner';

/** Header with the Secure & Confidential note, and the fixed 'Progress auto-saved' footer (spec §2). */
export function ChatFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 pb-16">
      <header className="border-b border-gray-200 bg-white">
        <TestModeBanner />
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
          <Link
            href="/"
            className="text-lg font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {PRODUCT_NAME}
          </Link>
          <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
            <LockIcon />
            Secure &amp; Confidential
          </p>
        </div>
      </header>
      {children}
      <footer className="fixed inset-x-0 bottom-0 z-20 border-t border-gray-200 bg-white/95 backdrop-blur">
        <p className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-2 text-sm text-gray-700">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
          Progress auto-saved
        </p>
      </footer>
    </div>
  );
}

/** A centred status line while the session loads. */
export function ChatStatus({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-6xl flex-col items-center justify-center gap-4 px-4 text-center">
      {children}
    </main>
  );
}
