import { FILING_ORDER, type PreviewResponse, sectionEntry } from '../../contract';
import type { SessionRow } from '../db/rows';
import { mayReadField } from '../policies';
import { applyPaywall } from './paywall';

/**
 * GET …/preview: the application as it will read in the PDF — its sections in the order of 37 CFR
 * 1.77 (design §9) under the PDF's own headings (the section registry's pdfHeading), through the
 * paywall of design §4. Sections without text are left out.
 */
export function presentPreview(session: SessionRow): PreviewResponse {
  const shown = applyPaywall(session);
  const written = FILING_ORDER.filter((key) => Boolean(session.patentData[key]?.trim()));
  return {
    title: shown.title ?? '',
    premiumUnlocked: session.premiumUnlocked,
    sections: written.map((key) => ({
      key,
      heading: sectionEntry(key).pdfHeading,
      text: shown[key] ?? '',
      locked: !mayReadField(session, key),
    })),
  };
}
