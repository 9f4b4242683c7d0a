import { type EditableSection, FREE_SECTIONS, type SectionKey } from '../../contract';

/** Who is asking: the session's holder (anyone with its id) or the operator on the admin screens. */
export type Caller = 'holder' | 'operator';

type Unlockable = { premiumUnlocked: boolean };

/**
 * The paywall as an allow-list (issue 14): without premium, a session's holder reads in full only the
 * free sections of spec §1 and §5 (title and background), the list of completed section keys, and
 * the link to their own sketch. Every other field — today's sections and any added later — is locked.
 */
const FREE_TO_READ: ReadonlySet<string> = new Set([...FREE_SECTIONS, 'completedSections', 'sketchImage']);

/** May the caller read every field of this session's application in full? */
export const mayReadEverything = (session: Unlockable, caller: Caller = 'holder') =>
  caller === 'operator' || session.premiumUnlocked;

/** May the caller read this field of the session's application in full (else: its locked preview)? */
export const mayReadField = (session: Unlockable, field: string, caller: Caller = 'holder') =>
  mayReadEverything(session, caller) || FREE_TO_READ.has(field);

/** May the holder edit this section? Title and background are free; the rest needs premium (spec §1, §5). */
export const mayEditSection = (session: Unlockable, section: EditableSection) =>
  session.premiumUnlocked || FREE_SECTIONS.includes(section as SectionKey);
