import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EDIT_SAVED_BANNER_MS, EDIT_SAVED_REFRESH_MS } from '../../../../contract/constants';
import type { EditableSection } from '../../../../contract/sections';
import { sessionQueryKey } from '../../../lib/session-progress';
import { editSection } from '../api/edit-section';

export const EDIT_FAILED_ALERT = 'Failed to update section. Please try again.';

/**
 * Saves one section. Spec §4: on success 'Changes saved successfully' shows, the view refreshes after
 * 500 ms and the banner hides after 3 s; on failure the spec's alert.
 */
export function useSectionEdit(sessionId: string) {
  const queryClient = useQueryClient();
  const [bannerVisible, setBannerVisible] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const save = useCallback(
    async (section: EditableSection, content: string): Promise<boolean> => {
      const text = content.trim();
      if (!text) return false;
      try {
        await editSection(sessionId, { section, content: text });
      } catch {
        window.alert(EDIT_FAILED_ALERT);
        return false;
      }
      timers.current.forEach(clearTimeout);
      setBannerVisible(true);
      timers.current = [
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: [sessionQueryKey(sessionId)] }),
          EDIT_SAVED_REFRESH_MS,
        ),
        setTimeout(() => setBannerVisible(false), EDIT_SAVED_BANNER_MS),
      ];
      return true;
    },
    [queryClient, sessionId],
  );

  return { save, bannerVisible };
}
