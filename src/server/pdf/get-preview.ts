import { FILING_ORDER, type PatentData, type PreviewResponse, sectionEntry } from '../../contract';
import type { DbOrTx } from '../db/client';
import { applyPaywall, isShownInFull } from '../presenters/paywall';
import { findSession } from '../sessions/get-session';

type PreviewField = Exclude<
  keyof PatentData,
  'completedSections' | 'sketchImage' | 'title' | 'review' | 'sketch' | 'coverSheet'
>;

/** The application's sections in the order of 37 CFR 1.77 (design §9), under their PDF headings. */
const PREVIEW_SECTIONS = FILING_ORDER.map((key) => ({
  key: key as PreviewField,
  heading: sectionEntry(key).previewHeading,
}));

/** The application as it will read, with the paywall of design §4 applied by the presenter's rule. */
export async function getPreview(db: DbOrTx, sessionId: string): Promise<PreviewResponse> {
  const session = await findSession({ db }, { sessionId });
  const full = { ...session.patentData, completedSections: session.patentData.completedSections ?? [] };
  const shown = session.premiumUnlocked ? full : applyPaywall(full);
  return {
    title: shown.title ?? '',
    premiumUnlocked: session.premiumUnlocked,
    sections: PREVIEW_SECTIONS.filter(({ key }) => Boolean(full[key]?.trim())).map(({ key, heading }) => ({
      key,
      heading,
      text: shown[key] ?? '',
      locked: !session.premiumUnlocked && !isShownInFull(key),
    })),
  };
}
