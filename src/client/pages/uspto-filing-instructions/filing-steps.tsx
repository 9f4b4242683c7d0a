import type { ReactNode } from 'react';
import {
  PATENT_CENTER_URL,
  SB16_COVER_SHEET_URL,
  FILING_STEPS as STEPS,
} from '../../../contract/filing-steps';

export { PATENT_CENTER_URL, SB16_COVER_SHEET_URL };

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** What the guide adds to a step's one wording (spec §2): the links a filer needs at that step. */
const LINKS: Record<number, ReactNode> = {
  1: (
    <p>
      <External href={PATENT_CENTER_URL}>Open Patent Center</External>
    </p>
  ),
  4: (
    <p>
      <External href={SB16_COVER_SHEET_URL}>Download form SB/16 (PDF)</External>, the official Provisional
      Application for Patent Cover Sheet, if you prefer it to ours. Keep file names short, with letters,
      digits, hyphens and underscores only, ending in <code>.pdf</code>.
    </p>
  ),
};

/** The seven filing steps of spec §2, in the wording every screen shares (src/contract/filing-steps). */
export const FILING_STEPS: { title: string; body: ReactNode }[] = STEPS.map((step, index) => ({
  title: step.title,
  body: (
    <>
      <p className="wrap-anywhere">{step.text}</p>
      {LINKS[index]}
    </>
  ),
}));
