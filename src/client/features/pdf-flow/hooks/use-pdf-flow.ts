import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PROCESSING_DONE_WAIT_MS,
  PROCESSING_STEP_COUNT,
  PROCESSING_STEP_MS,
} from '../../../../contract/constants';
import { ApiRequestError } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session-progress';
import { type GeneratedPdf, generatePdf, saveBlob } from '../api/generate-pdf';
import { downloadLatestPdf, pdfVersionsKey } from '../api/pdf-versions';

export type PdfFlowStage = 'idle' | 'generating' | 'processing' | 'filing';

type PdfFlowOptions = {
  sessionId: string;
  premiumUnlocked: boolean;
  /** Spec §4: without premium the PDF flow goes to checkout instead. */
  goToCheckout: () => void;
};

/**
 * Spec §4 PDF flow: generate and download, then 'Processing Complete' runs 4 steps of 1 s, waits
 * 1.5 s and shows the filing steps. A failure is only logged and the generating modal closes (§8).
 */
export function usePdfFlow({ sessionId, premiumUnlocked, goToCheckout }: PdfFlowOptions) {
  const [stage, setStage] = useState<PdfFlowStage>('idle');
  const [stepsDone, setStepsDone] = useState(0);
  const pdf = useRef<GeneratedPdf | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (stage !== 'processing') return;
    if (stepsDone < PROCESSING_STEP_COUNT) {
      const timer = setTimeout(() => setStepsDone((done) => done + 1), PROCESSING_STEP_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => setStage('filing'), PROCESSING_DONE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [stage, stepsDone]);

  const start = useCallback(async () => {
    if (!premiumUnlocked) {
      goToCheckout();
      return;
    }
    setStage('generating');
    try {
      pdf.current = await generatePdf(sessionId);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 402) {
        goToCheckout();
        return;
      }
      console.error('PDF generation failed', error);
      setStage('idle');
      return;
    }
    saveBlob(pdf.current);
    // The session now has a PDF (and one more version): what the completion screen shows next.
    void queryClient.invalidateQueries({ queryKey: [sessionQueryKey(sessionId)] });
    void queryClient.invalidateQueries({ queryKey: [pdfVersionsKey(sessionId)] });
    void queryClient.invalidateQueries({
      queryKey: [`/api/patent/session/${sessionId}/completion-status`],
    });
    setStepsDone(0);
    setStage('processing');
  }, [sessionId, premiumUnlocked, goToCheckout, queryClient]);

  /** Downloads the same file again (the latest stored version if this page did not make it). */
  const downloadAgain = useCallback(async () => {
    try {
      pdf.current ??= await downloadLatestPdf(sessionId);
      saveBlob(pdf.current);
    } catch (error) {
      console.error('PDF generation failed', error);
    }
  }, [sessionId]);

  /** Leaves the filing steps (their close button, Escape or the browser's back). */
  const close = useCallback(() => setStage('idle'), []);

  return { stage, stepsDone, start, downloadAgain, close };
}
