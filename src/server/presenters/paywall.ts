import { cutAtCharacter, FREE_SECTIONS, LOCKED_PREVIEW_CHARS, type PatentData } from '../../contract';

/**
 * The paywall as an allow-list (issue 14): without premium, a session shows in full only the free
 * sections of spec §1 and §5 (title and background), the list of completed section keys, and the
 * link to the inventor's own sketch. Every other text — today's sections and any field added
 * later — is cut to its 100-character preview; anything else is left out.
 */
const SHOWN_IN_FULL: ReadonlySet<string> = new Set([...FREE_SECTIONS, 'completedSections', 'sketchImage']);

/** Spec §2 and §9: a locked section's 100-character preview, never ending inside a character. */
export const lockedPreview = (text: string) => cutAtCharacter(text, LOCKED_PREVIEW_CHARS);

export function applyPaywall(patentData: PatentData): PatentData {
  const shown: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patentData)) {
    if (SHOWN_IN_FULL.has(field)) shown[field] = Array.isArray(value) ? [...value] : value;
    else if (typeof value === 'string') shown[field] = lockedPreview(value);
  }
  return { ...(shown as PatentData), completedSections: patentData.completedSections ?? [] };
}

/** True when a field is shown in full without premium. */
export const isShownInFull = (field: string) => SHOWN_IN_FULL.has(field);

/**
 * The locked texts of a session, for hiding them wherever else they could appear (an assistant
 * message written before replies stopped quoting the readiness review, or a model quoting a section).
 */
export function lockedTextsOf(patentData: PatentData): string[] {
  return Object.entries(patentData)
    .filter(([field, value]) => !SHOWN_IN_FULL.has(field) && typeof value === 'string')
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
