import { useCallback, useEffect, useRef, useState } from 'react';
import { PREVIEW_MODAL_TIMEOUT_MS } from '../../../../contract/constants';
import type { PreviewResponse } from '../../../../contract/preview';
import { getPreview } from '../api/get-preview';

export type PreviewModalKind = 'preview' | 'upload';

/**
 * Spec §4: the preview modal closes when generation finishes, when review mode is entered, or after
 * 90 seconds, whichever comes first.
 */
export function usePreview(sessionId: string, reviewMode: boolean) {
  const [modal, setModal] = useState<PreviewModalKind | null>(null);
  const [preview, setPreview] = useState<PreviewResponse | null>(null);
  const request = useRef(0);

  useEffect(() => {
    if (!modal) return;
    const timer = setTimeout(() => setModal(null), PREVIEW_MODAL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [modal]);

  useEffect(() => {
    if (reviewMode) setModal(null);
  }, [reviewMode]);

  const requestPreview = useCallback(async () => {
    const id = ++request.current;
    setModal('preview');
    try {
      const result = await getPreview(sessionId);
      if (id === request.current) setPreview(result);
    } catch (error) {
      console.error('Preview failed', error);
    } finally {
      if (id === request.current) setModal(null);
    }
  }, [sessionId]);

  /** The same modal also covers an image upload while it is sent (spec §4). */
  const showUploading = useCallback((open: boolean) => setModal(open ? 'upload' : null), []);
  const closePreview = useCallback(() => setPreview(null), []);

  return { modal, preview, requestPreview, showUploading, closePreview };
}
