import { useEffect, useState } from 'react';
import { CHECKABLE_SECTION_KEYS, type EditableSection } from '../../../../contract/sections';
import { checkSection } from '../api/check-section';

/** Long enough that a typing inventor sends one check per pause, not one per key. */
export const SECTION_CHECK_DEBOUNCE_MS = 400;

const checkable = (section: EditableSection): section is (typeof CHECKABLE_SECTION_KEYS)[number] =>
  (CHECKABLE_SECTION_KEYS as readonly string[]).includes(section);

/**
 * The draft checker's findings for the claims or abstract being edited (issue 16, item 6), fetched
 * after the inventor pauses. A failed check shows nothing rather than a stale or alarming list.
 */
export function useSectionCheck(sessionId: string, section: EditableSection, text: string, active: boolean) {
  const [findings, setFindings] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    if (!active || !checkable(section) || !text.trim()) {
      setFindings(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      checkSection(sessionId, { section, content: text })
        .then((answer) => current && setFindings(answer.map((finding) => finding.message)))
        .catch(() => current && setFindings(undefined));
    }, SECTION_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sessionId, section, text, active]);
  return checkable(section) ? findings : undefined;
}
