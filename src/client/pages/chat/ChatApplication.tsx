import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { SAVE_FOR_LATER_LAST_STEP, type SectionKey, SKETCH_STEP } from '../../../contract/constants';
import { SECTION_LABELS } from '../../../contract/section-registry';
import type { SessionFetchResponse } from '../../../contract/sessions';
import { useSendMessage } from '../../features/chat/hooks/use-send-message';
import { FilingStepsView } from '../../features/filing-steps/components/FilingStepsView';
import { usePdfVersions } from '../../features/pdf-flow/api/pdf-versions';
import { CoverSheetDownload } from '../../features/pdf-flow/components/CoverSheetDownload';
import { GenerateConfirmDialog } from '../../features/pdf-flow/components/GenerateConfirmDialog';
import { PdfModals } from '../../features/pdf-flow/components/PdfModals';
import { usePdfFlow } from '../../features/pdf-flow/hooks/use-pdf-flow';
import { PreviewPanel } from '../../features/preview/components/PreviewPanel';
import { WorkingModal } from '../../features/preview/components/WorkingModal';
import { usePreview } from '../../features/preview/hooks/use-preview';
import { ProgressBar } from '../../features/progress/components/ProgressBar';
import { SaveForLaterDialog } from '../../features/save-for-later/SaveForLaterDialog';
import { checkoutState, checkoutUrl } from '../../lib/checkout-url';
import { isReviewStage } from '../../lib/session-progress';
import { ChatFrame } from './ChatFrame';
import { ChatWorkspace } from './ChatWorkspace';
import { CompletionScreen } from './CompletionScreen';
import { ReviewWorkspace } from './ReviewWorkspace';

export const PROGRESS_EDIT_FAILED_ALERT = 'Failed to edit section. Please try again.';
export const addDetailsMessage = (key: SectionKey) =>
  `Add more details to the ${SECTION_LABELS[key]} section`;

/**
 * Reopening a section from the progress bar leaves review mode until the inventor has answered:
 * 'asked' while the request is sent, 'answering' until their next message is through.
 */
type ReviewDetour = { stage: 'asked' | 'answering'; section: SectionKey } | null;

export function ChatApplication({ data }: { data: SessionFetchResponse }) {
  const { session, messages } = data;
  const sessionId = session.sessionId;
  const [, navigate] = useLocation();
  const chat = useSendMessage(sessionId);
  const [detour, setDetour] = useState<ReviewDetour>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  // Back on the review after a PDF (issue 17): to fix something and generate a new version.
  const [editingAfterPdf, setEditingAfterPdf] = useState(false);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const versions = usePdfVersions(sessionId, session.premiumUnlocked);
  const reviewMode = isReviewStage(session) && detour === null;
  const preview = usePreview(sessionId, reviewMode);
  const goToCheckout = useCallback(
    () => navigate(checkoutUrl(sessionId), { state: checkoutState(session.userEmail) }),
    [navigate, sessionId, session.userEmail],
  );
  const pdf = usePdfFlow({ sessionId, premiumUnlocked: session.premiumUnlocked, goToCheckout });

  const send = useCallback(
    async (content: string, options?: { imageData?: string }) => {
      const sent = await chat.send(content, options);
      if (sent && detour?.stage === 'answering') setDetour(null);
      return sent;
    },
    [chat.send, detour],
  );

  async function reopenSection(key: SectionKey) {
    setDetour({ stage: 'asked', section: key });
    const sent = await chat.send(addDetailsMessage(key), { failureAlert: PROGRESS_EDIT_FAILED_ALERT });
    setDetour(sent ? { stage: 'answering', section: key } : null);
  }

  if (pdf.stage === 'filing') {
    return (
      <FilingStepsView
        coverSheetDownload={
          <CoverSheetDownload sessionId={sessionId} details={session.patentData.coverSheet} />
        }
        onDownloadAgain={() => void pdf.downloadAgain().then(() => navigate('/'))}
        onClose={() => {
          setEditingAfterPdf(false);
          pdf.close();
        }}
        onCreateNew={() => navigate('/')}
      />
    );
  }
  if (pdf.stage === 'idle' && session.premiumUnlocked && session.pdfGenerated && !editingAfterPdf) {
    return (
      <CompletionScreen
        sessionId={sessionId}
        coverSheet={session.patentData.coverSheet}
        onEdit={() => setEditingAfterPdf(true)}
      />
    );
  }

  return (
    <ChatFrame>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-4 sm:py-6">
        <h1 className="sr-only">Your Patent Application</h1>
        <ProgressBar
          session={session}
          reviewMode={reviewMode}
          onSectionClick={(key) => void reopenSection(key)}
        />
        {preview.preview && (
          <PreviewPanel
            preview={preview.preview}
            sketchImage={session.patentData.sketchImage}
            onClose={preview.closePreview}
          />
        )}
        {reviewMode ? (
          <ReviewWorkspace
            session={session}
            onPreview={() => void preview.requestPreview()}
            onGeneratePdf={() => (session.premiumUnlocked ? setConfirmGenerate(true) : void pdf.start())}
            generating={pdf.stage !== 'idle'}
            goToCheckout={goToCheckout}
          />
        ) : (
          <ChatWorkspace
            session={session}
            messages={messages}
            streamingText={chat.streamingText}
            sending={chat.sending}
            send={send}
            onPreview={() => void preview.requestPreview()}
            onSaveForLater={
              session.currentStep <= SAVE_FOR_LATER_LAST_STEP ? () => setSaveOpen(true) : undefined
            }
            onUploading={preview.showUploading}
            sketchOpen={session.currentStep === SKETCH_STEP || detour?.section === 'sketch'}
          />
        )}
      </main>
      <WorkingModal kind={preview.modal} />
      <PdfModals stage={pdf.stage} stepsDone={pdf.stepsDone} />
      <GenerateConfirmDialog
        open={confirmGenerate}
        nextVersion={(versions.data?.versions.length ?? 0) + 1}
        onCancel={() => setConfirmGenerate(false)}
        onConfirm={() => {
          setConfirmGenerate(false);
          void pdf.start();
        }}
      />
      <SaveForLaterDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        sessionId={sessionId}
        email={session.userEmail}
      />
    </ChatFrame>
  );
}
