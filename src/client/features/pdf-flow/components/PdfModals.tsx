import { PDF_GENERATION_TIME_CLAIM, PROCESSING_STEP_COUNT } from '../../../../contract/constants';
import { Spinner } from '../../../components/Spinner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { PdfFlowStage } from '../hooks/use-pdf-flow';

const PROCESSING_STEPS = [
  'PDF generated and downloaded',
  'Sections formatted for the USPTO',
  'Claims and abstract included',
  'Filing instructions prepared',
].slice(0, PROCESSING_STEP_COUNT);

export function PdfModals({ stage, stepsDone }: { stage: PdfFlowStage; stepsDone: number }) {
  return (
    <>
      <ModalDialog open={stage === 'generating'} title="Generating Your Patent Application">
        <p className="mt-4 flex items-center gap-3 text-sm text-gray-800">
          <Spinner />
          Creating your PDF. This takes {PDF_GENERATION_TIME_CLAIM}.
        </p>
      </ModalDialog>
      <ModalDialog open={stage === 'processing'} title="Processing Complete">
        <ol className="mt-4 space-y-2" aria-live="polite">
          {PROCESSING_STEPS.map((step, index) => {
            // The PDF is already generated and downloaded when this opens, so the first item is done
            // from the start (issue 17: it used to look pending); the rest follow one a second.
            const done = index < stepsDone + 1;
            return (
              <li key={step} className="flex items-center gap-3 text-sm text-gray-800">
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 items-center justify-center rounded-full text-xs ${
                    done ? 'bg-green-600 text-white' : 'border border-gray-400 text-gray-600'
                  }`}
                >
                  {done ? '✓' : index + 1}
                </span>
                <span>
                  {step}
                  <span className="sr-only">{done ? ' (done)' : ' (pending)'}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </ModalDialog>
    </>
  );
}
