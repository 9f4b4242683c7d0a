import { cutAtCharacter, LOCKED_PREVIEW_CHARS, type PatentData } from '../../contract';
import { type Caller, mayReadEverything, mayReadField } from '../policies';

type Readable = { premiumUnlocked: boolean; patentData: PatentData };

/** Spec §2 and §9: a locked section's 100-character preview, never ending inside a character. */
const lockedPreview = (text: string) => cutAtCharacter(text, LOCKED_PREVIEW_CHARS);

/**
 * A session's application as the caller may read it (policies/paywall.ts decides): a field it may
 * not read in full shows as its preview; anything that is not text is left out.
 */
export function applyPaywall(session: Readable, caller: Caller = 'holder'): PatentData {
  const patentData = { ...session.patentData, completedSections: session.patentData.completedSections ?? [] };
  if (mayReadEverything(session, caller)) return patentData;
  const shown: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patentData)) {
    if (mayReadField(session, field, caller)) shown[field] = Array.isArray(value) ? [...value] : value;
    else if (typeof value === 'string') shown[field] = lockedPreview(value);
  }
  return { ...(shown as PatentData), completedSections: patentData.completedSections };
}

/**
 * The texts of a session the caller may not read in full, for hiding them wherever else they could
 * appear (an assistant message written before replies stopped quoting the readiness review, or a
 * model quoting a section).
 */
export function lockedTextsFor(session: Readable, caller: Caller = 'holder'): string[] {
  return Object.entries(session.patentData)
    .filter(([field, value]) => !mayReadField(session, field, caller) && typeof value === 'string')
    .map(([, value]) => (value as string).trim())
    .filter((text) => text.length > LOCKED_PREVIEW_CHARS);
}

/** A message with every locked text it quotes replaced by that text's preview and an ellipsis. */
export function hideLockedText(content: string, lockedTexts: readonly string[]): string {
  let shown = content;
  for (const text of lockedTexts) {
    if (shown.includes(text)) shown = shown.split(text).join(`${lockedPreview(text)}…`);
  }
  return shown;
}
