import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { scrollToWizard, WIZARD_ANCHOR_ID } from './scroll-to-wizard';

/**
 * A link to the landing page's wizard. On the landing page it scrolls there; elsewhere it opens the
 * landing page, which scrolls to the anchor once it has rendered.
 */
export function GetStartedLink({ className, children }: { className: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.pathname === '/' && scrollToWizard()) {
      event.preventDefault();
      window.history.replaceState(null, '', `#${WIZARD_ANCHOR_ID}`);
    }
  };
  return (
    <Link href={`/#${WIZARD_ANCHOR_ID}`} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
